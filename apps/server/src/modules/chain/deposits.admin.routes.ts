import {
  adminChainAlertSchema,
  adminChainDepositSchema,
  adminChainDepositsRequest,
  adminIdResultSchema,
  adminResolveChainAlertRequest,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ChainService } from './chain.service';
import { adminChainDeposits, chainAlerts, resolveChainAlert } from './deposits.service';

/** Operators: every on-chain deposit, the chains' alerts and their resolution (audited). */
export function depositAdminRoutes(router: Router, chain: ChainService): void {
  router.paged({
    method: 'GET',
    url: '/api/admin/chain/deposits',
    auth: 'operator',
    permission: 'funds.review',
    input: adminChainDepositsRequest,
    item: adminChainDepositSchema,
    list: (input) => adminChainDeposits(chain.deps.db, chain.view, input),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/chain/alerts',
    auth: 'operator',
    permission: 'funds.review',
    item: adminChainAlertSchema,
    list: (input) => chainAlerts(chain.deps.db, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/chain/alerts/resolve',
    auth: 'operator',
    permission: 'funds.review',
    input: adminResolveChainAlertRequest,
    output: adminIdResultSchema,
    handler: (input, ctx) =>
      resolveChainAlert(chain.deps.db, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
}
