import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { idSchema } from '../common/ids';
import { adminIdResultSchema } from '../console/results';
import {
  adminApproveWithdrawResultSchema,
  adminChainAlertSchema,
  adminChainDepositSchema,
  adminChainDepositsRequest,
  adminChainStatusSchema,
  adminResolveChainAlertRequest,
  adminSpeedUpWithdrawRequest,
  adminWithdrawTxSchema,
  chainDepositSchema,
  chainDepositsRequest,
  reservesResponse,
  testDepositRequest,
  testDepositResultSchema,
} from '../wallet/chain';

/**
 * The chains: a user's on-chain deposits, the public proof of reserves, the operators' view of
 * the nodes, deposits, alerts and withdrawal transactions, and demo mode's test deposit.
 */
export const chainEndpoints = {
  /** A user's on-chain deposits, of one currency or all. */
  deposits: pagedEndpoint({
    method: 'GET',
    path: '/api/wallet/chain_deposits',
    auth: 'user',
    input: chainDepositsRequest.pick({ currency: true }),
    item: chainDepositSchema,
  }),
  /**
   * Which currencies and chains can receive test coins: only in demo mode on the embedded local
   * node, and only for a request from this machine (elsewhere the path answers not_found).
   */
  testDepositOffer: endpoint({
    method: 'GET',
    path: '/api/dev/chain/test_deposit',
    auth: 'user',
    output: z.object({
      available: z.literal(true),
      currencies: z.array(z.object({ currency_id: z.number(), chain: z.string() })),
    }),
  }),
  /** Sends test coins to the caller's own deposit address (same conditions as the offer). */
  testDeposit: endpoint({
    method: 'POST',
    path: '/api/dev/chain/test_deposit',
    auth: 'user',
    input: testDepositRequest,
    output: testDepositResultSchema,
  }),
  /** The proof of reserves: holdings, the block they were read at, and the addresses. */
  reserves: endpoint({
    method: 'GET',
    path: '/api/liabilities/reserves',
    auth: 'public',
    output: reservesResponse,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/admin/chain/status',
    auth: 'operator',
    permission: 'funds.review',
    output: z.array(adminChainStatusSchema),
  }),
  speedUpWithdrawal: endpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/speed_up',
    auth: 'operator',
    permission: 'funds.review',
    input: adminSpeedUpWithdrawRequest,
    output: adminApproveWithdrawResultSchema,
  }),
  withdrawalTx: endpoint({
    method: 'GET',
    path: '/api/admin/withdrawals/tx',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ id: idSchema }),
    output: adminWithdrawTxSchema,
  }),
  adminDeposits: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/chain/deposits',
    auth: 'operator',
    permission: 'funds.review',
    input: adminChainDepositsRequest,
    item: adminChainDepositSchema,
  }),
  alerts: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/chain/alerts',
    auth: 'operator',
    permission: 'funds.review',
    item: adminChainAlertSchema,
  }),
  resolveAlert: endpoint({
    method: 'POST',
    path: '/api/admin/chain/alerts/resolve',
    auth: 'operator',
    permission: 'funds.review',
    input: adminResolveChainAlertRequest,
    output: adminIdResultSchema,
  }),
};
