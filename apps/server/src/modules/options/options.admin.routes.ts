import { z } from 'zod';
import { consoleOptionPeriodRequest, consoleOptionPeriodSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { OptionsAdmin } from './options.admin';

/** The console's option periods: the product role's. */
export function optionsAdminRoutes(router: Router, admin: OptionsAdmin): void {
  router.route({
    method: 'GET',
    url: '/api/admin/options/periods',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleOptionPeriodSchema),
    handler: () => admin.periods(),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/options/period',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleOptionPeriodRequest,
    output: consoleOptionPeriodSchema,
    handler: (q, ctx) => admin.savePeriod({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
}
