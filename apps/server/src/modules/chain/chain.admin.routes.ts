import { chainEndpoints as ep } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { ChainService } from './chain.service';

/** Operators' view of the chains (node, watcher, hot wallet) and of withdrawals' transactions. */
export function chainAdminRoutes(router: Router, chain: ChainService): void {
  router.serve(ep.status, () => chain.status());
  router.serve(ep.speedUpWithdrawal, (input, ctx) =>
    chain.speedUp({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input.id),
  );
  router.serve(
    ep.withdrawalTx,
    async (input) => (await chain.withdrawalTx(input.id)) ?? fail('not_found'),
  );
}
