import type { z } from 'zod';
import {
  LANGS,
  NEWS_CATEGORY_IDS,
  type adminArticleRequest,
  type Lang,
  type PageSlug,
} from '@tidemark/contracts';
import type { Platform } from '../../platform/module';
import { fail } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { getSetting } from '../../platform/settings';
import * as repo from './content.repo';
import * as view from './content.view';
import { DEMO_ARTICLES } from './demo-content';

type Page = { page: number; limit: number };
type ArticleInput = z.infer<typeof adminArticleRequest>;

/** News, banners, the pop-up, the FAQ, the fixed pages and the home menu; operators publish them. */
export function createContentService(deps: Pick<Platform, 'db'>) {
  const { db } = deps;
  return {
    /** c_id 4: news, 5: banners (the description's categories). */
    async newsList(lang: Lang, cId: number, page: Page) {
      const { rows, total } = await repo.list(db, lang, NEWS_CATEGORY_IDS[cId as 4 | 5], page);
      return { rows: rows.map(view.articleSummary), total };
    },

    async newsDetail(lang: Lang, id: number) {
      const r = (await repo.byId(db, lang, id)) ?? fail('not_found');
      return view.articleView(r);
    },

    async popup(lang: Lang) {
      return view.popupView((await repo.all(db, lang, 'popup'))[0]);
    },

    async faq(lang: Lang) {
      return (await repo.all(db, lang, 'faq')).map(view.faqEntry);
    },

    async page(lang: Lang, slug: PageSlug) {
      const r = (await repo.bySlug(db, lang, slug)) ?? fail('not_found');
      return view.contentPage(slug, r);
    },

    async menu() {
      return view.menuEntries(await getSetting(db, 'home_menu'));
    },

    /** Creates or updates an article with its translations, audited in the same transaction. */
    async saveArticle(
      operator: { operatorId: number; ip: string },
      input: ArticleInput,
    ): Promise<{ id: number }> {
      // A page has a slug and nothing else has one.
      if ((input.category === 'page') !== Boolean(input.slug))
        fail('validation_failed', [{ field: 'slug', code: 'invalid' }]);
      for (const lang of Object.keys(input.translations))
        if (!(LANGS as readonly string[]).includes(lang))
          fail('validation_failed', [{ field: `translations.${lang}`, code: 'unknown_field' }]);
      const id = await db.tx(async (tx) => {
        const before = input.id ? await repo.adminDetail(tx, input.id) : null;
        const saved = await repo.save(tx, input, input.translations);
        if (!saved) fail('not_found');
        await recordAudit(tx, operator, {
          action: input.id ? 'article.update' : 'article.create',
          targetType: 'article',
          targetId: saved,
          detail: {
            category: input.category,
            published: input.published,
            before,
            after: await repo.adminDetail(tx, saved!),
          },
        });
        return saved;
      });
      return { id };
    },

    async adminArticle(id: number) {
      return (await repo.adminDetail(db, id)) ?? fail('not_found');
    },

    async adminArticles(page: Page & { category?: string | undefined }) {
      const { rows, total } = await repo.adminList(db, page);
      return { rows: rows.map(view.adminArticleEntry), total };
    },

    /** The demo articles, once (a database with any article keeps its own). */
    async seedDemo(): Promise<void> {
      if (await repo.hasArticles(db)) return;
      await db.tx(async (tx) => {
        for (const a of DEMO_ARTICLES) {
          await repo.save(
            tx,
            {
              category: a.category,
              slug: a.slug,
              image: a.image ?? '',
              link: a.link ?? '',
              sort_order: a.sort,
              published: true,
            },
            a.t,
          );
        }
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
