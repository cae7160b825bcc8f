import {
  assetsSummarySchema,
  liabilityDayQuery,
  liabilityProofSchema,
  liabilityRootResponse,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Liabilities } from './liabilities.service';

/** The published root is for anyone (auditors too); a proof only for its own user. */
export function liabilitiesRoutes(router: Router, liabilities: Liabilities): void {
  router.route({
    method: 'GET',
    url: '/api/liabilities/root',
    auth: 'public',
    input: liabilityDayQuery,
    output: liabilityRootResponse,
    handler: (q) => liabilities.root(q.day),
  });
  router.route({
    method: 'GET',
    url: '/api/liabilities/proof',
    auth: 'user',
    rateLimitPerMinute: 60,
    input: liabilityDayQuery,
    output: liabilityProofSchema,
    handler: (q, ctx) => liabilities.proof(ctx.session.userId, q.day),
  });
  // The assets page's total and rows: served here because they are the leaf's computation.
  router.route({
    method: 'GET',
    url: '/api/wallet/assets_summary',
    auth: 'user',
    output: assetsSummarySchema,
    handler: (_q, ctx) => liabilities.assetsSummary(ctx.session.userId),
  });
}
