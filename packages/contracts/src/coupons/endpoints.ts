import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  couponCampaignRequest,
  couponClaimRequest,
  couponGrantRequest,
  couponListRequest,
  couponSchema,
} from '../community/schemas';
import {
  adminCouponCampaignSchema,
  adminCouponGrantResultSchema,
  adminIdResultSchema,
} from '../console/results';

/** Coupons: the user's list and claims, and the operator's campaigns and grants. */
export const couponsEndpoints = {
  list: pagedEndpoint({
    method: ['GET', 'POST'],
    path: '/api/coupon/list',
    auth: 'user',
    input: couponListRequest,
    item: couponSchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/coupon/claim',
    auth: 'user',
    input: couponClaimRequest,
    output: z.object({ id: z.number().int(), campaign_id: z.number().int() }),
  }),
  createCampaign: endpoint({
    method: 'POST',
    path: '/api/admin/coupon/campaign',
    auth: 'operator',
    permission: 'products.manage',
    input: couponCampaignRequest,
    output: adminIdResultSchema,
  }),
  grant: endpoint({
    method: 'POST',
    path: '/api/admin/coupon/grant',
    auth: 'operator',
    permission: 'products.manage',
    input: couponGrantRequest,
    output: adminCouponGrantResultSchema,
  }),
  campaigns: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/coupon/campaigns',
    auth: 'operator',
    permission: 'products.manage',
    item: adminCouponCampaignSchema,
  }),
} as const;
