import { z } from 'zod';
import {
  adminApproveWithdrawResultSchema,
  adminChainStatusSchema,
  adminSpeedUpWithdrawRequest,
  adminWithdrawTxSchema,
  idSchema,
} from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { ChainService } from './chain.service';

/** Operators' view of the chains (node, watcher, hot wallet) and of withdrawals' transactions. */
export function chainAdminRoutes(router: Router, chain: ChainService): void {
  router.route({
    method: 'GET',
    url: '/api/admin/chain/status',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({}),
    output: z.array(adminChainStatusSchema),
    handler: () => chain.status(),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/withdrawals/speed_up',
    auth: 'operator',
    permission: 'funds.review',
    input: adminSpeedUpWithdrawRequest,
    output: adminApproveWithdrawResultSchema,
    handler: (input, ctx) =>
      chain.speedUp({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input.id),
  });
  router.route({
    method: 'GET',
    url: '/api/admin/withdrawals/tx',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ id: idSchema }),
    output: adminWithdrawTxSchema,
    handler: async (input) => (await chain.withdrawalTx(input.id)) ?? fail('not_found'),
  });
}
