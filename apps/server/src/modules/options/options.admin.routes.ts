import { optionsEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { OptionsAdmin } from './options.admin';

/** The console's option periods: the product role's. */
export function optionsAdminRoutes(router: Router, admin: OptionsAdmin): void {
  router.serve(ep.consolePeriods, () => admin.periods());
  router.serve(ep.savePeriod, (q, ctx) =>
    admin.savePeriod({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  );
}
