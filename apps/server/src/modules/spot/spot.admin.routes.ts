import { z } from 'zod';
import { consoleSpotPairEditRequest, consoleSpotPairSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SpotAdmin } from './spot.admin';

/** The console's spot pairs: the product role's. */
export function spotAdminRoutes(router: Router, admin: SpotAdmin): void {
  router.route({
    method: 'GET',
    url: '/api/admin/spot/pairs',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleSpotPairSchema),
    handler: () => admin.pairs(),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/spot/pair',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSpotPairEditRequest,
    output: consoleSpotPairSchema,
    handler: (q, ctx) => admin.editPair({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  });
}
