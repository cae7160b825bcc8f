import { liabilitiesEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Liabilities } from './liabilities.service';

/** The published root is for anyone (auditors too); a proof only for its own user. */
export function liabilitiesRoutes(router: Router, liabilities: Liabilities): void {
  router.serve(ep.root, (q) => liabilities.root(q.day));
  router.serve(ep.proof, (q, ctx) => liabilities.proof(ctx.session.userId, q.day), {
    rateLimitPerMinute: 60,
  });
  // The assets page's total and rows: served here because they are the leaf's computation.
  router.serve(ep.assetsSummary, (_q, ctx) => liabilities.assetsSummary(ctx.session.userId));
}
