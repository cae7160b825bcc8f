import {
  copyAgreementAcceptRequest,
  copyAgreementSchema,
  copyApplicationSchema,
  copyApplicationsRequest,
  copyApplyRequest,
  copyCancelRequest,
  copyDecideRequest,
  copyFollowRequest,
  copyFollowSchema,
  copyHistoryRequest,
  copyIndexRequest,
  copyMeSchema,
  copyMyCopiesRequest,
  copyMyCopySchema,
  copyOkSchema,
  copyPositionSchema,
  copySelfHoldingRequest,
  copySkipSchema,
  copyTraderDetailSchema,
  copyTraderRequest,
  copyTraderRowSchema,
  copyTraderSettingsRequest,
  pageQuerySchema,
} from '@tidemark/contracts';
import { z } from 'zod';
import type { Router } from '../../platform/route';
import type { CopyService } from './copytrade.service';

/**
 * Copy trading (the description client's /follow paths). Reading traders needs a login; anything that can
 * open positions (following) or make one a trader needs identity level 1, as contracts do.
 */
export function copyRoutes(router: Router, copy: CopyService): void {
  const read = { auth: 'user' as const, method: ['GET', 'POST'] as ('GET' | 'POST')[] };
  // Trader lists and profiles are public (route table); `is_followed` needs a login to be true.
  const open = { auth: 'public' as const, method: ['GET', 'POST'] as ('GET' | 'POST')[] };
  const command = { auth: 'kyc', method: 'POST', rateLimitPerMinute: 60 } as const;

  router.paged({
    ...open,
    url: '/api/follow/index',
    input: copyIndexRequest,
    item: copyTraderRowSchema,
    list: (q, ctx) => copy.index(ctx.session?.userId ?? 0, q),
  });
  router.route({
    ...open,
    url: '/api/follow/traderDetail',
    input: copyTraderRequest,
    output: copyTraderDetailSchema,
    handler: (q, ctx) => copy.traderDetail(ctx.session?.userId ?? 0, q.trader_user_id, ctx.lang),
  });
  router.paged({
    ...open,
    url: '/api/follow/historyTrade',
    input: copyHistoryRequest,
    item: copyPositionSchema,
    list: (q) => copy.history(q.trader_user_id, q),
  });
  router.route({
    ...command,
    url: '/api/follow/follow',
    input: copyFollowRequest,
    output: copyFollowSchema,
    handler: (q, ctx) => copy.follow(ctx.session.userId, q),
  });
  router.route({
    ...command,
    url: '/api/follow/cancel',
    input: copyCancelRequest,
    output: copyOkSchema,
    handler: (q, ctx) => copy.cancel(ctx.session.userId, q.follow_user_id),
  });
  router.route({
    ...command,
    url: '/api/follow/selfHolding',
    input: copySelfHoldingRequest,
    output: copyOkSchema,
    handler: (q, ctx) => copy.selfHolding(ctx.session.userId, q.transaction_id),
  });
  router.route({
    ...read,
    url: '/api/follow/myFollows',
    output: z.array(copyFollowSchema),
    handler: (_q, ctx) => copy.myFollows(ctx.session.userId),
  });
  router.paged({
    ...read,
    url: '/api/follow/myCopies',
    input: copyMyCopiesRequest,
    item: copyMyCopySchema,
    list: (q, ctx) => copy.myCopies(ctx.session.userId, q),
  });
  router.paged({
    ...read,
    url: '/api/follow/skips',
    input: pageQuerySchema,
    item: copySkipSchema,
    list: (q, ctx) => copy.skips(ctx.session.userId, q),
  });
  router.route({
    ...read,
    url: '/api/follow/agreement',
    output: copyAgreementSchema,
    handler: (_q, ctx) => copy.agreement(ctx.session.userId),
  });
  router.route({
    ...command,
    auth: 'user',
    url: '/api/follow/acceptAgreement',
    input: copyAgreementAcceptRequest,
    output: copyAgreementSchema,
    handler: (q, ctx) => copy.acceptAgreement(ctx.session.userId, q.version),
  });
  router.route({
    ...read,
    url: '/api/follow/me',
    output: copyMeSchema,
    handler: (_q, ctx) => copy.me(ctx.session.userId),
  });
  router.route({
    ...command,
    url: '/api/follow/apply',
    input: copyApplyRequest,
    output: copyMeSchema,
    handler: (q, ctx) => copy.apply(ctx.session.userId, q),
  });
  router.route({
    ...command,
    url: '/api/follow/traderSettings',
    input: copyTraderSettingsRequest,
    output: copyMeSchema,
    handler: (q, ctx) => copy.settings(ctx.session.userId, q),
  });
  router.route({
    ...command,
    url: '/api/follow/stopTrader',
    output: copyMeSchema,
    handler: (_q, ctx) => copy.stop(ctx.session.userId),
  });

  // Operator API: review of trader applications, audited.
  router.paged({
    auth: 'operator',
    permission: 'traders.review',
    method: ['GET', 'POST'],
    url: '/api/admin/copytrade/applications',
    input: copyApplicationsRequest,
    item: copyApplicationSchema,
    list: (q) => copy.applications(q),
  });
  router.route({
    auth: 'operator',
    permission: 'traders.review',
    method: 'POST',
    url: '/api/admin/copytrade/decide',
    input: copyDecideRequest,
    output: copyOkSchema,
    handler: (q, ctx) => copy.decide({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
}
