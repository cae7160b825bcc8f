import { spotEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SpotAdmin } from './spot.admin';

/** The console's spot pairs: the product role's. */
export function spotAdminRoutes(router: Router, admin: SpotAdmin): void {
  router.serve(ep.consolePairs, () => admin.pairs());
  router.serve(ep.editPair, (q, ctx) =>
    admin.editPair({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  );
}
