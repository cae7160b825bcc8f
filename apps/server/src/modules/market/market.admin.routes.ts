import {
  consoleInstrumentEditRequest,
  consoleInstrumentSchema,
  consoleInstrumentsQuery,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { InstrumentAdmin } from './instruments.admin';

/** The console's instruments: terms and product switches, the product role's. */
export function marketAdminRoutes(router: Router, admin: InstrumentAdmin): void {
  router.paged({
    method: 'GET',
    url: '/api/admin/instruments',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentsQuery,
    item: consoleInstrumentSchema,
    list: (q) => admin.instruments(q),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/instruments/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentEditRequest,
    output: consoleInstrumentSchema,
    handler: (q, ctx) =>
      admin.editInstrument({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
}
