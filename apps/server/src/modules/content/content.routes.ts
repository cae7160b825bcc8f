import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminArticleEntrySchema,
  adminArticleRequest,
  articleSchema,
  articleSummarySchema,
  contentPageSchema,
  faqEntrySchema,
  LANGS,
  menuEntrySchema,
  NEWS_CATEGORY_IDS,
  newsListRequest,
  PAGE_SLUGS,
  pageWindow,
  popupSchema,
  type PageSlug,
} from '@tidemark/contracts';
import { definePagedRoute, defineRoute } from '../../platform/route';
import { fail } from '../../platform/errors';
import * as repo from './content.repo';

const summary = (r: repo.ArticleRow) => ({ id: r.id, title: r.title, summary: r.summary, image: r.image, link: r.link, created_at: r.created_at });

export function contentRoutes(app: FastifyInstance): void {
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/news/list',
    auth: 'public',
    input: newsListRequest,
    item: articleSummarySchema,
    list: async (input, ctx) => {
      const { rows, total } = await repo.list(app.db, ctx.lang, NEWS_CATEGORY_IDS[input.c_id as 4 | 5], input);
      return { rows: rows.map(summary), total };
    },
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/news/detail',
    auth: 'public',
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: articleSchema,
    handler: async (input, ctx) => {
      const r = (await repo.byId(app.db, ctx.lang, input.id)) ?? fail('not_found');
      return { ...summary(r), body: r.body, lang: r.lang };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/news/index_pop',
    auth: 'public',
    output: popupSchema,
    handler: async (_input, ctx) => {
      const r = (await repo.all(app.db, ctx.lang, 'popup'))[0];
      return r ? { ...summary(r), body: r.body, lang: r.lang, version: r.version } : null;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/faq',
    auth: 'public',
    output: z.array(faqEntrySchema),
    handler: async (_input, ctx) => (await repo.all(app.db, ctx.lang, 'faq')).map((r) => ({ id: r.id, question: r.title, answer: r.body })),
  });
  for (const slug of PAGE_SLUGS) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/${slug}`,
      auth: 'public',
      output: contentPageSchema,
      handler: async (_input, ctx) => {
        const r = (await repo.bySlug(app.db, ctx.lang, slug)) ?? fail('not_found');
        return { slug: slug as PageSlug, title: r.title, body: r.body, lang: r.lang, updated_at: r.updated_at };
      },
    });
  }
  defineRoute(app, {
    method: 'GET',
    url: '/api/menu',
    auth: 'public',
    output: z.array(menuEntrySchema),
    handler: async () => {
      const { rows } = await app.db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'home_menu'`);
      return (rows[0]?.value ?? '').split(',').filter(Boolean).map((key, sort) => ({ key, sort }));
    },
  });

  // Operators publish: English is required, other languages fall back to it. Audited.
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/articles',
    auth: 'operator',
    input: adminArticleRequest,
    output: z.object({ id: z.number() }),
    handler: async (input, ctx) => {
      if ((input.category === 'page') !== Boolean(input.slug)) fail('validation_failed', [{ field: 'slug', code: 'invalid' }]);
      for (const lang of Object.keys(input.translations)) if (!(LANGS as readonly string[]).includes(lang)) fail('validation_failed', [{ field: `translations.${lang}`, code: 'unknown_field' }]);
      const id = await app.db.tx(async (tx) => {
        const saved = await repo.save(tx, input, input.translations);
        if (!saved) fail('not_found');
        await tx.query(
          `INSERT INTO audit_log (operator_id, action, target_type, target_id, detail, ip) VALUES ($1, $2, 'article', $3, $4, $5)`,
          [ctx.operator.operatorId, input.id ? 'article.update' : 'article.create', String(saved), JSON.stringify({ category: input.category, published: input.published }), ctx.ip],
        );
        return saved;
      });
      return { id };
    },
  });
  definePagedRoute(app, {
    method: 'GET',
    url: '/api/admin/articles',
    auth: 'operator',
    item: adminArticleEntrySchema,
    list: async (input) => {
      const { rows } = await app.db.query<z.infer<typeof adminArticleEntrySchema> & { total: number }>(
        `SELECT a.id, a.category, a.slug, a.published, a.version, e.title,
                (SELECT array_agg(lang ORDER BY lang) FROM article_translations WHERE article_id = a.id) AS langs,
                extract(epoch FROM a.updated_at)::bigint AS updated_at, count(*) OVER ()::int AS total
           FROM articles a JOIN article_translations e ON e.article_id = a.id AND e.lang = 'en'
          ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
        pageWindow(input),
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },
  });
}
