import { z } from 'zod';
import {
  adminCloudYieldResultSchema,
  cloudBuyRequest,
  cloudYieldRequest,
  earnHoldingsSchema,
  earnIdRequest,
  earnIncomeSchema,
  earnOrderSchema,
  earnOrdersRequest,
  earnProductSchema,
  earnProductsRequest,
  earnProductUpdateRequest,
  flexibleRedeemRequest,
  flexibleSubscribeRequest,
  lockBuyRequest,
  lockPreviewRequest,
  lockPreviewSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Earn } from './earn.service';

/**
 * Lock mining keeps the seed's paths (`/lh/deposit/*`); flexible savings and cloud mining are
 * under `/earn/*`. Products are public; everything about money needs identity verification.
 */
export function earnRoutes(router: Router, earn: Earn): void {
  const commands = { auth: 'kyc', method: 'POST', rateLimitPerMinute: 120 } as const;

  router.paged({
    method: 'GET',
    url: '/api/lh/deposit/config',
    auth: 'public',
    item: earnProductSchema,
    list: (q) => earn.products('lock', q),
  });
  router.paged({
    method: 'GET',
    url: '/api/earn/products',
    auth: 'public',
    input: earnProductsRequest,
    item: earnProductSchema,
    list: (q) => earn.products(q.kind, q),
  });
  router.route({
    method: 'GET',
    url: '/api/lh/deposit/preview',
    auth: 'user',
    input: lockPreviewRequest,
    output: lockPreviewSchema,
    handler: (q, ctx) => earn.preview(ctx.session.userId, q.config_id, q.amount),
  });
  router.route({
    ...commands,
    url: '/api/lh/deposit',
    input: lockBuyRequest,
    output: earnOrderSchema,
    handler: (q, ctx) => earn.buyLock(ctx.session.userId, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/lh/deposit/order',
    auth: 'kyc',
    input: earnOrdersRequest.omit({ kind: true }),
    item: earnOrderSchema,
    list: (q, ctx) => earn.orders(ctx.session.userId, { kind: 'lock', status: q.status }, q),
  });
  router.route({
    ...commands,
    url: '/api/lh/deposit/order/cancel',
    input: earnIdRequest,
    output: earnOrderSchema,
    handler: (q, ctx) => earn.cancel(ctx.session.userId, q.id),
  });
  router.route({
    ...commands,
    url: '/api/earn/flexible/subscribe',
    input: flexibleSubscribeRequest,
    output: earnOrderSchema,
    handler: (q, ctx) => earn.subscribe(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/earn/flexible/redeem',
    input: flexibleRedeemRequest,
    output: earnOrderSchema,
    handler: (q, ctx) => earn.redeem(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/earn/cloud/buy',
    input: cloudBuyRequest,
    output: earnOrderSchema,
    handler: (q, ctx) => earn.buyCloud(ctx.session.userId, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/earn/orders',
    auth: 'kyc',
    input: earnOrdersRequest,
    item: earnOrderSchema,
    list: (q, ctx) => earn.orders(ctx.session.userId, { kind: q.kind, status: q.status }, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/earn/income',
    auth: 'kyc',
    input: earnIdRequest,
    item: earnIncomeSchema,
    list: (q, ctx) => earn.income(ctx.session.userId, q.id, q),
  });
  router.route({
    method: 'GET',
    url: '/api/earn/holdings',
    auth: 'user',
    input: z.object({}),
    output: earnHoldingsSchema,
    handler: (_q, ctx) => earn.holdings(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/earn/cloud_yield',
    auth: 'operator',
    permission: 'products.manage',
    input: cloudYieldRequest,
    output: adminCloudYieldResultSchema,
    handler: (q, ctx) =>
      earn.setCloudYield(
        { operatorId: ctx.operator.operatorId, ip: ctx.ip },
        q.product_id,
        q.btc_per_unit,
      ),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/earn/product',
    auth: 'operator',
    permission: 'products.manage',
    input: earnProductUpdateRequest,
    output: earnProductSchema,
    handler: (q, ctx) => earn.updateProduct({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
}
