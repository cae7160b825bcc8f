import { dualEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Dual } from './dual.service';

/** Dual investment: the original paths (§13) in this project's envelope and pagination. */
export function dualRoutes(router: Router, dual: Dual): void {
  router.serve(ep.index, (q) => dual.index(q.currency_id, q.type));
  router.serve(ep.detail, (q) => dual.detail(q.id));
  router.serve(ep.buy, (q, ctx) => dual.buy(ctx.session.userId, q), { rateLimitPerMinute: 60 });
  router.servePaged(ep.orders, (q, ctx) => dual.ownOrders(ctx.session.userId, q));

  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.serve(ep.createProduct, (q, ctx) => dual.createProduct(actor(ctx), q));
  router.serve(ep.editProduct, (q, ctx) => dual.editProduct(actor(ctx), q));
}
