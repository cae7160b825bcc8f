import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
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
} from './schemas';

/** Reads answer GET and POST alike (the description's client uses both). */
const READ = ['GET', 'POST'] as const;

/**
 * Copy trading (the description client's /follow paths). Trader lists and profiles are public
 * (`is_followed` needs a login to be true); the user's own views need a login; anything that can
 * open positions (following) or make one a trader needs identity level 1.
 */
export const copytradeEndpoints = {
  traders: pagedEndpoint({
    method: READ,
    path: '/api/follow/index',
    auth: 'public',
    input: copyIndexRequest,
    item: copyTraderRowSchema,
  }),
  traderDetail: endpoint({
    method: READ,
    path: '/api/follow/traderDetail',
    auth: 'public',
    input: copyTraderRequest,
    output: copyTraderDetailSchema,
  }),
  traderHistory: pagedEndpoint({
    method: READ,
    path: '/api/follow/historyTrade',
    auth: 'public',
    input: copyHistoryRequest,
    item: copyPositionSchema,
  }),
  follow: endpoint({
    method: 'POST',
    path: '/api/follow/follow',
    auth: 'kyc',
    input: copyFollowRequest,
    output: copyFollowSchema,
  }),
  cancelFollow: endpoint({
    method: 'POST',
    path: '/api/follow/cancel',
    auth: 'kyc',
    input: copyCancelRequest,
    output: copyOkSchema,
  }),
  selfHolding: endpoint({
    method: 'POST',
    path: '/api/follow/selfHolding',
    auth: 'kyc',
    input: copySelfHoldingRequest,
    output: copyOkSchema,
  }),
  myFollows: endpoint({
    method: READ,
    path: '/api/follow/myFollows',
    auth: 'user',
    output: z.array(copyFollowSchema),
  }),
  myCopies: pagedEndpoint({
    method: READ,
    path: '/api/follow/myCopies',
    auth: 'user',
    input: copyMyCopiesRequest,
    item: copyMyCopySchema,
  }),
  skips: pagedEndpoint({
    method: READ,
    path: '/api/follow/skips',
    auth: 'user',
    item: copySkipSchema,
  }),
  agreement: endpoint({
    method: READ,
    path: '/api/follow/agreement',
    auth: 'user',
    output: copyAgreementSchema,
  }),
  acceptAgreement: endpoint({
    method: 'POST',
    path: '/api/follow/acceptAgreement',
    auth: 'user',
    input: copyAgreementAcceptRequest,
    output: copyAgreementSchema,
  }),
  me: endpoint({
    method: READ,
    path: '/api/follow/me',
    auth: 'user',
    output: copyMeSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/follow/apply',
    auth: 'kyc',
    input: copyApplyRequest,
    output: copyMeSchema,
  }),
  traderSettings: endpoint({
    method: 'POST',
    path: '/api/follow/traderSettings',
    auth: 'kyc',
    input: copyTraderSettingsRequest,
    output: copyMeSchema,
  }),
  stopTrader: endpoint({
    method: 'POST',
    path: '/api/follow/stopTrader',
    auth: 'kyc',
    output: copyMeSchema,
  }),
  applications: pagedEndpoint({
    method: READ,
    path: '/api/admin/copytrade/applications',
    auth: 'operator',
    permission: 'traders.review',
    input: copyApplicationsRequest,
    item: copyApplicationSchema,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/copytrade/decide',
    auth: 'operator',
    permission: 'traders.review',
    input: copyDecideRequest,
    output: copyOkSchema,
  }),
} as const;
