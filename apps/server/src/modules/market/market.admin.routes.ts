import { marketEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { InstrumentAdmin } from './instruments.admin';

/** The console's instruments: terms and product switches, the product role's. */
export function marketAdminRoutes(router: Router, admin: InstrumentAdmin): void {
  router.servePaged(ep.consoleInstruments, (q) => admin.instruments(q));
  router.serve(ep.editInstrument, (q, ctx) =>
    admin.editInstrument({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  );
}
