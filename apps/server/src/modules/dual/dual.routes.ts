import {
  adminDualEditRequest,
  adminDualProductRequest,
  adminIdResultSchema,
  dualBuyRequest,
  dualDetailRequest,
  dualIndexRequest,
  dualIndexSchema,
  dualListRequest,
  dualOrderSchema,
  dualProductSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Dual } from './dual.service';

/** Dual investment: the original paths (§13) in this project's envelope and pagination. */
export function dualRoutes(router: Router, dual: Dual): void {
  router.route({
    method: 'GET',
    url: '/api/dual/index',
    auth: 'public',
    input: dualIndexRequest,
    output: dualIndexSchema,
    handler: (q) => dual.index(q.currency_id, q.type),
  });
  router.route({
    method: 'GET',
    url: '/api/dual/detail',
    auth: 'public',
    input: dualDetailRequest,
    output: dualProductSchema,
    handler: (q) => dual.detail(q.id),
  });
  router.route({
    method: 'POST',
    url: '/api/dual/buyDual',
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: dualBuyRequest,
    output: dualOrderSchema,
    handler: (q, ctx) => dual.buy(ctx.session.userId, q),
  });
  router.paged({
    method: 'POST',
    url: '/api/dual/dual_list',
    auth: 'user',
    input: dualListRequest,
    item: dualOrderSchema,
    list: (q, ctx) => dual.ownOrders(ctx.session.userId, q),
  });

  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.route({
    method: 'POST',
    url: '/api/admin/dual/product',
    auth: 'operator',
    permission: 'products.manage',
    input: adminDualProductRequest,
    output: adminIdResultSchema,
    handler: (q, ctx) => dual.createProduct(actor(ctx), q),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/dual/product/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: adminDualEditRequest,
    output: adminIdResultSchema,
    handler: (q, ctx) => dual.editProduct(actor(ctx), q),
  });
}
