import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { operatorToken, registerByEmail } from '../../test/accounts';
import { seedContentDemo } from '.';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentDemo(t.db);
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

describe('content', () => {
  it('serves news and banners in the request language, for all 8 languages of the demo content', async () => {
    const titles = new Set<string>();
    for (const lang of LANGS) {
      const news = (await call(t.app, 'POST', '/api/news/list', { c_id: 4 }, { lang, form: true }))
        .body.message as { data: Array<{ title: string }>; total: number };
      expect(news.total).toBeGreaterThanOrEqual(3);
      titles.add(news.data[0]!.title);
    }
    expect(titles.size).toBe(8);
    const banners = (await call(t.app, 'POST', '/api/news/list', { c_id: 5 }, { lang: 'kor' })).body
      .message as { data: Array<{ title: string; link: string }> };
    expect(banners.data[0]).toMatchObject({
      title: '현물 거래 수수료 0원',
      link: '#/pages/transaction/index',
    });
    // The seconds options banner opens the seconds options of the trade screen, not the orders.
    const english = (await call(t.app, 'POST', '/api/news/list', { c_id: 5 }, { lang: 'en' })).body
      .message as { data: Array<{ title: string; link: string }> };
    expect(english.data.find((b) => b.title.startsWith('Seconds options'))?.link).toBe(
      '#/pages/transaction/index?tab=options',
    );
    expect((await call(t.app, 'POST', '/api/news/list', { c_id: 7 })).body.code).toBe(
      'validation_failed',
    );
  });

  it('falls back to English where a language has no text', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/admin/articles',
      {
        category: 'news',
        translations: {
          en: { title: 'Only English', body: 'Body' },
          fra: { title: 'Seulement', body: 'Corps' },
        },
      },
      { token: op },
    );
    const id = (created.body.message as { id: number }).id;
    expect(
      (await call(t.app, 'GET', '/api/news/detail', { id }, { lang: 'jp' })).body.message,
    ).toMatchObject({ title: 'Only English', lang: 'en' });
    expect(
      (await call(t.app, 'GET', '/api/news/detail', { id }, { lang: 'fra' })).body.message,
    ).toMatchObject({ title: 'Seulement', lang: 'fra' });
  });

  it('raises the pop-up version when an operator edits it, so it shows once more', async () => {
    const before = (await call(t.app, 'GET', '/api/news/index_pop', {}, { lang: 'th' })).body
      .message as { id: number; version: number; title: string };
    expect(before.title).toBe('ยินดีต้อนรับสู่ Tidemark');
    await call(
      t.app,
      'POST',
      '/api/admin/articles',
      {
        id: before.id,
        category: 'popup',
        translations: { en: { title: 'Maintenance tonight', body: 'From 02:00 UTC.' } },
      },
      { token: op },
    );
    const after = (await call(t.app, 'GET', '/api/news/index_pop', {}, { lang: 'th' })).body
      .message as { version: number; title: string };
    expect(after).toMatchObject({ version: before.version + 1, title: 'Maintenance tonight' });
  });

  it('serves the FAQ, the fixed pages and the home menu', async () => {
    const faq = (await call(t.app, 'GET', '/api/faq', {}, { lang: 'spa' })).body.message as Array<{
      question: string;
    }>;
    expect(faq[0]!.question).toBe('¿Cómo deposito?');
    for (const slug of [
      'aboutus',
      'contactus',
      'operational_compliance',
      'whitepaper',
      'invitenews',
    ]) {
      const page = await call(t.app, 'GET', `/api/${slug}`, {}, { lang: 'zh' });
      expect(page.body.message, slug).toMatchObject({ slug, lang: 'zh' });
    }
    const menu = (await call(t.app, 'GET', '/api/menu')).body.message as Array<{ key: string }>;
    expect(menu.map((m) => m.key)).toContain('recharge');
  });

  it('hides unpublished articles and lets only operators publish', async () => {
    const u = await registerByEmail(t.app);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/articles',
          { category: 'news', translations: { en: { title: 'x' } } },
          { token: u.token },
        )
      ).body.type,
    ).toBe('999');
    const draft = await call(
      t.app,
      'POST',
      '/api/admin/articles',
      { category: 'news', published: false, translations: { en: { title: 'Draft' } } },
      { token: op },
    );
    const id = (draft.body.message as { id: number }).id;
    expect((await call(t.app, 'GET', '/api/news/detail', { id })).body.code).toBe('not_found');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/articles',
          { category: 'news', translations: { fra: { title: 'Pas d’anglais' } } },
          { token: op },
        )
      ).body.code,
    ).toBe('validation_failed');
    const audit = (await call(t.app, 'GET', '/api/admin/audit', {}, { token: op })).body
      .message as { data: Array<{ action: string }> };
    expect(audit.data.map((a) => a.action)).toContain('article.create');
  });

  it('reads published "false" as false, and refuses strings that are not a boolean', async () => {
    const save = (published: unknown) =>
      call(
        t.app,
        'POST',
        '/api/admin/articles',
        {
          category: 'news',
          published,
          translations: { en: { title: `Draft ${String(published)}` } },
        },
        { token: op },
      );
    for (const published of ['false', '0']) {
      const id = ((await save(published)).body.message as { id: number }).id;
      expect((await call(t.app, 'GET', '/api/news/detail', { id })).body.code, published).toBe(
        'not_found',
      );
    }
    for (const published of ['true', '1']) {
      const id = ((await save(published)).body.message as { id: number }).id;
      expect(
        (await call(t.app, 'GET', '/api/news/detail', { id })).body.message,
        published,
      ).toMatchObject({ id });
    }
    for (const published of ['no', 'False', '', 2, null]) {
      const res = await save(published);
      expect(res.body.code, String(published)).toBe('validation_failed');
      expect(res.body.fields?.[0]?.field).toBe('published');
    }
  });
});
