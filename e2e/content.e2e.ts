import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enContent from '../apps/web/src/locales/en/content.json';
import enRoutes from '../apps/web/src/locales/en/routes.json';
import jpContent from '../apps/web/src/locales/jp/content.json';
import jpRoutes from '../apps/web/src/locales/jp/routes.json';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * The content journey against the real server (fresh database with the demo content) and the
 * built web app: FAQ, about us, contact us, white paper and compliance in English and in
 * Japanese with the server's translated texts; the announcements list and one article; the
 * web view's refusal of other sites; the banner images. No console error on the way.
 * Set E2E_SCREENSHOT_DIR to keep a screenshot of each screen.
 */

const DEMO = { user_string: 'demo@tidemark.dev', password: 'demo-pass-1' };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

let app: RunningApp;
let browser: OpenBrowser | null = null;

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Envelope<T> {
  type: string;
  message: T;
}

async function call<T>(apiPath: string, body?: Record<string, string>): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api${apiPath}`, {
    method: body ? 'POST' : 'GET',
    ...(body
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
        }
      : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.type !== 'ok') throw new Error(`${apiPath}: ${JSON.stringify(envelope)}`);
  return envelope.message;
}

const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const navTitle = (page: Page) => page.locator('[data-testid=page] [data-testid=nav-title]').first();

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Stores the language (and session) the way the shell reads them, before the app starts. */
async function useSession(page: Page, lang: string, token: string): Promise<void> {
  await page.goto(url('/pages/index/index'));
  await page.waitForSelector('[data-testid=home]');
  await page.evaluate(
    ({ lang, token }) => {
      localStorage.setItem('storage_version', '1');
      localStorage.setItem('lang', lang);
      localStorage.setItem('token', token);
    },
    { lang, token },
  );
}

async function open(page: Page, hashPath: string): Promise<void> {
  await page.goto(url(hashPath));
  await page.reload();
  await page.waitForSelector(`[data-testid=page][data-route="${hashPath.split('?')[0]}"]`);
}

const TEXT_PAGES = [
  {
    path: '/pages/common/aboutus',
    slug: 'aboutus',
    titleOf: (r: typeof enRoutes) => r.common.aboutus,
  },
  {
    path: '/pages/common/contactus',
    slug: 'contactus',
    titleOf: (r: typeof enRoutes) => r.common.contactus,
  },
  {
    path: '/pages/common/whiteBook',
    slug: 'whitepaper',
    titleOf: (r: typeof enRoutes) => r.common.whiteBook,
  },
  {
    path: '/pages/setting/operational_compliance',
    slug: 'operational_compliance',
    titleOf: (r: typeof enRoutes) => r.setting.operational_compliance,
  },
] as const;

async function checkTextPages(
  page: Page,
  lang: 'en' | 'jp',
  routes: typeof enRoutes,
): Promise<void> {
  for (const entry of TEXT_PAGES) {
    const expected = await call<{ title: string; body: string; lang: string }>(
      `/${entry.slug}?lang=${lang}`,
    );
    expect(expected.lang).toBe(lang);
    await open(page, entry.path);
    await expect(navTitle(page).textContent()).resolves.toBe(entry.titleOf(routes));
    const title = byTestId(page, 'content-title');
    await title.waitFor();
    await expect(title.textContent()).resolves.toBe(expected.title);
    // Paragraphs split on blank lines, as plain text.
    const paragraphs = expected.body.split(/\n\s*\n/).length;
    await expect(byTestId(page, 'content-body').locator('p').count()).resolves.toBe(paragraphs);
    await shot(page, `${lang}-${entry.slug}`);
  }
}

async function checkFaq(page: Page, lang: 'en' | 'jp', routes: typeof enRoutes): Promise<void> {
  const faq = await call<Array<{ question: string; answer: string }>>(`/faq?lang=${lang}`);
  await open(page, '/pages/common/faq');
  await expect(navTitle(page).textContent()).resolves.toBe(routes.common.faq);
  await byTestId(page, 'faq-list').waitFor();
  await expect(byTestId(page, 'faq-question').allTextContents()).resolves.toEqual(
    faq.map((f) => f.question),
  );
  await byTestId(page, 'faq-question').first().click();
  const answer = byTestId(page, 'faq-answer').first();
  await answer.waitFor({ state: 'visible' });
  await expect(answer.innerText()).resolves.toBe(faq[0]?.answer);
  if (SHOTS) await page.waitForTimeout(400); // the panel's opening animation
  await shot(page, `${lang}-faq`);
}

describe('content journey', () => {
  it('shows the server texts in English and Japanese, the news list and an article, and refuses other sites', async () => {
    const b = (browser = await openBrowser({ app }));
    const { page } = b;
    const token = await call<string>('/user/login', DEMO);

    // English.
    await useSession(page, 'en', token);
    await checkFaq(page, 'en', enRoutes);
    await checkTextPages(page, 'en', enRoutes);

    // The announcements list (the article page without ?id=), then one article.
    const news = await call<{ data: Array<{ id: number; title: string }> }>(
      '/news/list?c_id=4&lang=en',
    );
    await open(page, '/pages/common/article');
    await byTestId(page, 'news-list').waitFor();
    await expect(byTestId(page, 'news-item').locator('p').first().textContent()).resolves.toBe(
      news.data[0]?.title,
    );
    await expect(byTestId(page, 'news-item').count()).resolves.toBe(news.data.length);
    await shot(page, 'en-news-list');
    const second = news.data[1];
    if (!second) throw new Error('the demo content has at least two announcements');
    await page.locator(`[data-testid=news-item][data-id="${second.id}"]`).click();
    await page.waitForURL(new RegExp(`#/pages/common/article\\?id=${second.id}$`));
    await expect(byTestId(page, 'article-title').textContent()).resolves.toBe(second.title);
    await expect(byTestId(page, 'article-body').locator('p').count()).resolves.toBeGreaterThan(0);
    await shot(page, 'en-article');

    // An article that does not exist: the page says so. The API answers not_found in the
    // envelope with HTTP 200 (docs/api.md), so the browser logs no error for it.
    expect(b.consoleErrors).toEqual([]);
    const notFound: string[] = [];
    const onResponse = (r: { status(): number; url(): string }) => {
      if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await open(page, '/pages/common/article?id=999999');
    await expect(byTestId(page, 'content-empty').locator('h2').textContent()).resolves.toBe(
      enContent.news.notFound,
    );
    page.off('response', onResponse);
    expect(notFound).toEqual([]);
    expect(b.consoleErrors).toEqual([]);

    // The web view: an in-app route opens in the app, another site is refused.
    await open(
      page,
      `/pages/common/webView?url=${encodeURIComponent('https://phish.example/login')}`,
    );
    await expect(byTestId(page, 'webview-external').locator('h2').textContent()).resolves.toBe(
      enContent.webView.externalTitle,
    );
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await shot(page, 'en-webview-external');
    await page.goto(url(`/pages/common/webView?url=${encodeURIComponent('#/pages/common/faq')}`));
    await page.waitForURL(/#\/pages\/common\/faq$/);
    await byTestId(page, 'faq-list').waitFor();

    // Japanese: the same pages with the server's Japanese texts and the Japanese catalogue.
    await useSession(page, 'jp', token);
    await checkFaq(page, 'jp', jpRoutes);
    await checkTextPages(page, 'jp', jpRoutes);
    const jpAbout = await call<{ title: string }>('/aboutus?lang=jp');
    const enAbout = await call<{ title: string }>('/aboutus?lang=en');
    expect(jpAbout.title).not.toBe(enAbout.title);
    const jpNews = await call<{ data: Array<{ id: number; title: string }> }>(
      '/news/list?c_id=4&lang=jp',
    );
    await open(page, `/pages/common/article?id=${jpNews.data[0]?.id}`);
    await expect(byTestId(page, 'article-title').textContent()).resolves.toBe(
      jpNews.data[0]?.title,
    );
    await shot(page, 'jp-article');
    await open(page, `/pages/common/webView?url=${encodeURIComponent('https://phish.example/')}`);
    await expect(byTestId(page, 'webview-external').locator('h2').textContent()).resolves.toBe(
      jpContent.webView.externalTitle,
    );

    expect(b.consoleErrors).toEqual([]);
  });

  it('shows the home pop-up on the first visit only, until a new version is published', async () => {
    await browser?.close();
    const b = (browser = await openBrowser());
    const { page } = b;
    const popup = await call<{ id: number; title: string; version: number }>(
      '/news/index_pop?lang=en',
    );
    await page.goto(url('/pages/index/index'));
    await expect(byTestId(page, 'home-popup-title').textContent()).resolves.toBe(popup.title);
    // A modal dialog named by its title, its action focused; Escape closes it and counts.
    const dialog = page.getByRole('dialog', { name: popup.title });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent ?? null)).resolves.toBe(
      enContent.popup.ok,
    );
    await page.keyboard.press('Escape');
    await byTestId(page, 'home-popup-title').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('content_popup_seen'))).toBe(
      JSON.stringify({ id: popup.id, version: popup.version }),
    );
    // Forgotten on this device: it shows again, and its button closes it.
    await page.evaluate(() => localStorage.removeItem('content_popup_seen'));
    await page.reload();
    await dialog.waitFor();
    await page.getByRole('button', { name: enContent.popup.ok }).click();
    await byTestId(page, 'home-popup-title').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('content_popup_seen'))).toBe(
      JSON.stringify({ id: popup.id, version: popup.version }),
    );
    // A reload answers the same pop-up again, and the page does not show it.
    const answered = page.waitForResponse((r) => r.url().includes('/api/news/index_pop'));
    await page.reload();
    await answered;
    await byTestId(page, 'home').waitFor();
    await page.waitForTimeout(500);
    await expect(byTestId(page, 'home-popup-title').count()).resolves.toBe(0);
    expect(b.consoleErrors).toEqual([]);
  });

  it('serves the banner images the content API names', async () => {
    const banners = await call<{ data: Array<{ image: string }> }>('/news/list?c_id=5');
    expect(banners.data.length).toBeGreaterThan(0);
    for (const banner of banners.data) {
      const response = await fetch(`${app.baseUrl}/${banner.image}`);
      expect(response.status, banner.image).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});
