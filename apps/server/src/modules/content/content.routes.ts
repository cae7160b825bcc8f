import { z } from 'zod';
import {
  adminArticleEntrySchema,
  adminArticleRequest,
  adminIdResultSchema,
  articleSchema,
  articleSummarySchema,
  consoleArticleDetailRequest,
  consoleArticleDetailSchema,
  consoleArticlesQuery,
  contentPageSchema,
  faqEntrySchema,
  menuEntrySchema,
  newsListRequest,
  PAGE_SLUGS,
  popupSchema,
} from '@tidemark/contracts';
import { idSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(router: Router, content: ContentService): void {
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/news/list',
    auth: 'public',
    input: newsListRequest,
    item: articleSummarySchema,
    list: async (input, ctx) => content.newsList(ctx.lang, input.c_id, input),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/news/detail',
    auth: 'public',
    input: z.object({ id: idSchema }),
    output: articleSchema,
    handler: async (input, ctx) => content.newsDetail(ctx.lang, input.id),
  });
  router.route({
    method: 'GET',
    url: '/api/news/index_pop',
    auth: 'public',
    output: popupSchema,
    handler: async (_input, ctx) => content.popup(ctx.lang),
  });
  router.route({
    method: 'GET',
    url: '/api/faq',
    auth: 'public',
    output: z.array(faqEntrySchema),
    handler: async (_input, ctx) => content.faq(ctx.lang),
  });
  for (const slug of PAGE_SLUGS) {
    router.route({
      method: 'GET',
      url: `/api/${slug}`,
      auth: 'public',
      output: contentPageSchema,
      handler: async (_input, ctx) => content.page(ctx.lang, slug),
    });
  }
  router.route({
    method: 'GET',
    url: '/api/menu',
    auth: 'public',
    output: z.array(menuEntrySchema),
    handler: async () => content.menu(),
  });

  // Operators publish: English is required, other languages fall back to it. Audited.
  router.route({
    method: 'POST',
    url: '/api/admin/articles',
    auth: 'operator',
    permission: 'content.manage',
    input: adminArticleRequest,
    output: adminIdResultSchema,
    handler: async (input, ctx) =>
      content.saveArticle({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
  router.route({
    method: 'GET',
    url: '/api/admin/articles/detail',
    auth: 'operator',
    permission: 'content.manage',
    input: consoleArticleDetailRequest,
    output: consoleArticleDetailSchema,
    handler: (q) => content.adminArticle(q.id),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/articles',
    auth: 'operator',
    permission: 'content.manage',
    input: consoleArticlesQuery,
    item: adminArticleEntrySchema,
    list: async (input) => content.adminArticles(input),
  });
}
