import { z } from 'zod';
import {
  adminOtcAppealListRequest,
  adminOtcAppealResolveRequest,
  adminOtcAppealSchema,
  adminOtcCountsSchema,
  adminOtcMerchantListRequest,
  adminOtcMerchantReviewRequest,
  adminOtcMerchantSchema,
  adminOtcResolveResultSchema,
  adminOtcReviewResultSchema,
  otcAdCreateRequest,
  otcAdListRequest,
  otcAdSchema,
  otcAppealRequest,
  otcChatListSchema,
  otcChatSendRequest,
  otcConfigSchema,
  otcEvidenceRequest,
  otcIdRequest,
  otcMerchantApplyRequest,
  otcMerchantSchema,
  otcOrderCreateRequest,
  otcOrderListRequest,
  otcOrderSchema,
  otcQuickRequest,
  otcQuickSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Otc } from './otc.service';

/** OTC: the seed had no documented paths (§ "Not documented"), so these follow the `/api/otc/*` area. */
export function otcRoutes(router: Router, otc: Otc): void {
  router.paged({
    method: 'GET',
    url: '/api/otc/ads',
    auth: 'public',
    input: otcAdListRequest,
    item: otcAdSchema,
    list: (q) => otc.listAds(q),
  });
  router.route({
    method: 'GET',
    url: '/api/otc/config',
    auth: 'public',
    output: otcConfigSchema,
    handler: () => otc.config(),
  });
  router.route({
    method: 'GET',
    url: '/api/otc/ad',
    auth: 'public',
    input: otcIdRequest,
    output: otcAdSchema,
    handler: (q) => otc.adDetail(q.id),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/quick',
    auth: 'public',
    input: otcQuickRequest,
    output: otcQuickSchema,
    handler: (q) => otc.quick(q),
  });
  router.route({
    method: 'GET',
    url: '/api/otc/merchant',
    auth: 'user',
    output: otcMerchantSchema,
    handler: (_q, ctx) => otc.merchantStatus(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/merchant/apply',
    auth: 'kyc',
    rateLimitPerMinute: 10,
    input: otcMerchantApplyRequest,
    output: otcMerchantSchema,
    handler: (q, ctx) => otc.applyMerchant(ctx.session.userId, q.name),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/ad/create',
    auth: 'kyc',
    rateLimitPerMinute: 30,
    input: otcAdCreateRequest,
    output: otcAdSchema,
    handler: (q, ctx) => otc.createAd(ctx.session.userId, q),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/ad/close',
    auth: 'user',
    input: otcIdRequest,
    output: z.literal(true),
    handler: (q, ctx) => otc.closeAd(ctx.session.userId, q.id),
  });
  router.paged({
    method: 'GET',
    url: '/api/otc/my_ads',
    auth: 'user',
    input: z.object({}),
    item: otcAdSchema,
    list: (q, ctx) => otc.myAds(ctx.session.userId, q),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/order/create',
    auth: 'kyc',
    rateLimitPerMinute: 30,
    input: otcOrderCreateRequest,
    output: otcOrderSchema,
    handler: (q, ctx) => otc.createOrder(ctx.session.userId, q),
  });
  router.route({
    method: 'GET',
    url: '/api/otc/order',
    auth: 'user',
    input: otcIdRequest,
    output: otcOrderSchema,
    handler: (q, ctx) => otc.orderDetail(ctx.session.userId, q.id),
  });
  router.paged({
    method: 'GET',
    url: '/api/otc/orders',
    auth: 'user',
    input: otcOrderListRequest,
    item: otcOrderSchema,
    list: (q, ctx) => otc.myOrders(ctx.session.userId, q),
  });
  const step = (url: string, run: (userId: number, id: number) => ReturnType<Otc['markPaid']>) =>
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      rateLimitPerMinute: 60,
      input: otcIdRequest,
      output: otcOrderSchema,
      handler: (q, ctx) => run(ctx.session.userId, q.id),
    });
  step('/api/otc/order/paid', (u, id) => otc.markPaid(u, id));
  step('/api/otc/order/release', (u, id) => otc.release(u, id));
  step('/api/otc/order/cancel', (u, id) => otc.cancel(u, id));
  router.route({
    method: 'POST',
    url: '/api/otc/order/appeal',
    auth: 'user',
    rateLimitPerMinute: 20,
    input: otcAppealRequest,
    output: otcOrderSchema,
    handler: (q, ctx) => otc.appeal(ctx.session.userId, q),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/order/evidence',
    auth: 'user',
    rateLimitPerMinute: 20,
    input: otcEvidenceRequest,
    output: otcOrderSchema,
    handler: (q, ctx) => otc.addEvidence(ctx.session.userId, q),
  });
  router.route({
    method: 'GET',
    url: '/api/otc/order/chat',
    auth: 'user',
    input: otcIdRequest,
    output: otcChatListSchema,
    handler: (q, ctx) => otc.chatList(ctx.session.userId, q.id),
  });
  router.route({
    method: 'POST',
    url: '/api/otc/order/chat/send',
    auth: 'user',
    rateLimitPerMinute: 60,
    input: otcChatSendRequest,
    output: otcChatListSchema,
    handler: (q, ctx) => otc.sendChat(ctx.session.userId, q.id, q.body),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/otc/merchant/review',
    auth: 'operator',
    permission: 'otc.review',
    input: adminOtcMerchantReviewRequest,
    output: adminOtcReviewResultSchema,
    handler: (q, ctx) =>
      otc.reviewMerchant(
        { operatorId: ctx.operator.operatorId, ip: ctx.ip },
        q.user_id,
        q.approve,
        q.reason,
      ),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/otc/appeal/resolve',
    auth: 'operator',
    permission: 'otc.review',
    input: adminOtcAppealResolveRequest,
    output: adminOtcResolveResultSchema,
    handler: (q, ctx) => otc.resolveAppeal({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/otc/merchants',
    auth: 'operator',
    permission: 'otc.review',
    input: adminOtcMerchantListRequest,
    item: adminOtcMerchantSchema,
    list: (q) => otc.merchantQueue(q),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/otc/appeals',
    auth: 'operator',
    permission: 'otc.review',
    input: adminOtcAppealListRequest,
    item: adminOtcAppealSchema,
    list: (q) => otc.appealQueue(q),
  });
  router.route({
    method: 'GET',
    url: '/api/admin/otc/counts',
    auth: 'operator',
    permission: 'otc.review',
    output: adminOtcCountsSchema,
    handler: () => otc.queueCounts(),
  });
}
