import { contentEndpoints as ep, contentPageEndpoint, PAGE_SLUGS } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(router: Router, content: ContentService): void {
  router.servePaged(ep.newsList, (input, ctx) => content.newsList(ctx.lang, input.c_id, input));
  router.serve(ep.newsDetail, (input, ctx) => content.newsDetail(ctx.lang, input.id));
  router.serve(ep.popup, (_input, ctx) => content.popup(ctx.lang));
  router.serve(ep.faq, (_input, ctx) => content.faq(ctx.lang));
  for (const slug of PAGE_SLUGS)
    router.serve(contentPageEndpoint(slug), (_input, ctx) => content.page(ctx.lang, slug));
  router.serve(ep.menu, () => content.menu());

  // Operators publish: English is required, other languages fall back to it. Audited.
  router.serve(ep.saveArticle, (input, ctx) =>
    content.saveArticle({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
  router.serve(ep.adminArticle, (q) => content.adminArticle(q.id));
  router.servePaged(ep.adminArticles, (input) => content.adminArticles(input));
}
