import { earnEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Earn } from './earn.service';

/**
 * Lock mining keeps the seed's paths (`/lh/deposit/*`); flexible savings and cloud mining are
 * under `/earn/*`. Products are public; everything about money needs identity verification.
 */
export function earnRoutes(router: Router, earn: Earn): void {
  const limited = { rateLimitPerMinute: 120 };

  router.servePaged(ep.lockProducts, (q) => earn.products('lock', q));
  router.servePaged(ep.products, (q) => earn.products(q.kind, q));
  router.serve(ep.lockPreview, (q, ctx) => earn.preview(ctx.session.userId, q.config_id, q.amount));
  router.serve(ep.buyLock, (q, ctx) => earn.buyLock(ctx.session.userId, q), limited);
  router.servePaged(ep.lockOrders, (q, ctx) =>
    earn.orders(ctx.session.userId, { kind: 'lock', status: q.status }, q),
  );
  router.serve(ep.cancelLock, (q, ctx) => earn.cancel(ctx.session.userId, q.id), limited);
  router.serve(ep.subscribeFlexible, (q, ctx) => earn.subscribe(ctx.session.userId, q), limited);
  router.serve(ep.redeemFlexible, (q, ctx) => earn.redeem(ctx.session.userId, q), limited);
  router.serve(ep.buyCloud, (q, ctx) => earn.buyCloud(ctx.session.userId, q), limited);
  router.servePaged(ep.orders, (q, ctx) =>
    earn.orders(ctx.session.userId, { kind: q.kind, status: q.status }, q),
  );
  router.servePaged(ep.income, (q, ctx) => earn.income(ctx.session.userId, q.id, q));
  router.serve(ep.holdings, (_q, ctx) => earn.holdings(ctx.session.userId));
  router.serve(ep.setCloudYield, (q, ctx) =>
    earn.setCloudYield(
      { operatorId: ctx.operator.operatorId, ip: ctx.ip },
      q.product_id,
      q.btc_per_unit,
    ),
  );
  router.serve(ep.updateProduct, (q, ctx) =>
    earn.updateProduct({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  );
}
