import { chainEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ChainService } from './chain.service';
import { adminChainDeposits, chainAlerts, resolveChainAlert } from './deposits.service';

/** Operators: every on-chain deposit, the chains' alerts and their resolution (audited). */
export function depositAdminRoutes(router: Router, chain: ChainService): void {
  router.servePaged(ep.adminDeposits, (input) =>
    adminChainDeposits(chain.deps.db, chain.view, input),
  );
  router.servePaged(ep.alerts, (input) => chainAlerts(chain.deps.db, input));
  router.serve(ep.resolveAlert, (input, ctx) =>
    resolveChainAlert(chain.deps.db, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
}
