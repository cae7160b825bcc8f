import { otcEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { Otc } from './otc.service';

/** OTC: the seed had no documented paths (§ "Not documented"), so these follow the `/api/otc/*` area. */
export function otcRoutes(router: Router, otc: Otc): void {
  router.servePaged(ep.ads, (q) => otc.listAds(q));
  router.serve(ep.config, () => otc.config());
  router.serve(ep.ad, (q) => otc.adDetail(q.id));
  router.serve(ep.quick, (q) => otc.quick(q));
  router.serve(ep.merchant, (_q, ctx) => otc.merchantStatus(ctx.session.userId));
  router.serve(ep.applyMerchant, (q, ctx) => otc.applyMerchant(ctx.session.userId, q.name), {
    rateLimitPerMinute: 10,
  });
  router.serve(ep.createAd, (q, ctx) => otc.createAd(ctx.session.userId, q), {
    rateLimitPerMinute: 30,
  });
  router.serve(ep.closeAd, (q, ctx) => otc.closeAd(ctx.session.userId, q.id));
  router.servePaged(ep.myAds, (q, ctx) => otc.myAds(ctx.session.userId, q));
  router.serve(ep.createOrder, (q, ctx) => otc.createOrder(ctx.session.userId, q), {
    rateLimitPerMinute: 30,
  });
  router.serve(ep.order, (q, ctx) => otc.orderDetail(ctx.session.userId, q.id));
  router.servePaged(ep.orders, (q, ctx) => otc.myOrders(ctx.session.userId, q));
  const steps = { rateLimitPerMinute: 60 };
  router.serve(ep.markPaid, (q, ctx) => otc.markPaid(ctx.session.userId, q.id), steps);
  router.serve(ep.release, (q, ctx) => otc.release(ctx.session.userId, q.id), steps);
  router.serve(ep.cancel, (q, ctx) => otc.cancel(ctx.session.userId, q.id), steps);
  router.serve(ep.appeal, (q, ctx) => otc.appeal(ctx.session.userId, q), {
    rateLimitPerMinute: 20,
  });
  router.serve(ep.addEvidence, (q, ctx) => otc.addEvidence(ctx.session.userId, q), {
    rateLimitPerMinute: 20,
  });
  router.serve(ep.chat, (q, ctx) => otc.chatList(ctx.session.userId, q.id));
  router.serve(ep.sendChat, (q, ctx) => otc.sendChat(ctx.session.userId, q.id, q.body), {
    rateLimitPerMinute: 60,
  });

  const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });
  router.serve(ep.reviewMerchant, (q, ctx) =>
    otc.reviewMerchant(actor(ctx), q.user_id, q.approve, q.reason),
  );
  router.serve(ep.resolveAppeal, (q, ctx) => otc.resolveAppeal(actor(ctx), q));
  router.servePaged(ep.merchantQueue, (q) => otc.merchantQueue(q));
  router.servePaged(ep.appealQueue, (q) => otc.appealQueue(q));
  router.serve(ep.queueCounts, () => otc.queueCounts());
}
