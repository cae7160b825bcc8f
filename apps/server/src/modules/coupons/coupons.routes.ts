import { z } from 'zod';
import {
  adminCouponCampaignSchema,
  adminCouponGrantResultSchema,
  adminIdResultSchema,
  couponCampaignRequest,
  couponClaimRequest,
  couponGrantRequest,
  couponListRequest,
  couponSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { CouponsService } from './coupons.service';

export function couponsRoutes(router: Router, coupons: CouponsService): void {
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/coupon/list',
    auth: 'user',
    input: couponListRequest,
    item: couponSchema,
    list: (input, ctx) => coupons.list(ctx.session.userId, ctx.lang, input),
  });
  router.route({
    method: 'POST',
    url: '/api/coupon/claim',
    auth: 'user',
    rateLimitPerMinute: 30,
    input: couponClaimRequest,
    output: z.object({ id: z.number().int(), campaign_id: z.number().int() }),
    handler: (input, ctx) => coupons.claim(ctx.session.userId, input.campaign_id),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/coupon/campaign',
    auth: 'operator',
    permission: 'products.manage',
    input: couponCampaignRequest,
    output: adminIdResultSchema,
    handler: (input, ctx) =>
      coupons.createCampaign({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/coupon/grant',
    auth: 'operator',
    permission: 'products.manage',
    input: couponGrantRequest,
    output: adminCouponGrantResultSchema,
    handler: (input, ctx) =>
      coupons.grant({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/coupon/campaigns',
    auth: 'operator',
    permission: 'products.manage',
    item: adminCouponCampaignSchema,
    list: (input) => coupons.campaigns(input),
  });
}
