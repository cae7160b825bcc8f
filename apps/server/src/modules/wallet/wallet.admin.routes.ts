import { z } from 'zod';
import {
  adminApproveDepositRequest,
  adminApproveWithdrawRequest,
  adminApproveWithdrawResultSchema,
  adminDepositEntrySchema,
  adminRejectRequest,
  adminSendWithdrawRequest,
  adminWalletDecisionResultSchema,
  adminWithdrawEntrySchema,
  WITHDRAW_STATUSES,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { WalletService } from './wallet.service';

/** Operator review of deposits and withdrawals; every decision is audited and journaled. */
export function walletAdminRoutes(router: Router, wallet: WalletService): void {
  router.paged({
    method: 'GET',
    url: '/api/admin/deposits',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminDepositEntrySchema,
    list: (input) => wallet.depositLog(null, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/deposits/approve',
    auth: 'operator',
    permission: 'funds.review',
    input: adminApproveDepositRequest,
    output: adminWalletDecisionResultSchema,
    handler: async (input, ctx) => ({
      id: input.id,
      user_id: (
        await wallet.reviewDeposit(
          { operatorId: ctx.operator.operatorId, ip: ctx.ip },
          { id: input.id, approve: true },
        )
      ).userId,
    }),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/deposits/reject',
    auth: 'operator',
    permission: 'funds.review',
    input: adminRejectRequest,
    output: adminWalletDecisionResultSchema,
    handler: async (input, ctx) => ({
      id: input.id,
      user_id: (
        await wallet.reviewDeposit(
          { operatorId: ctx.operator.operatorId, ip: ctx.ip },
          { id: input.id, approve: false, reason: input.reason },
        )
      ).userId,
    }),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/withdrawals',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ status: z.enum(WITHDRAW_STATUSES).default('pending') }),
    item: adminWithdrawEntrySchema,
    list: (input) => wallet.withdrawList(null, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/withdrawals/approve',
    auth: 'operator',
    permission: 'funds.review',
    input: adminApproveWithdrawRequest,
    output: adminApproveWithdrawResultSchema,
    handler: (input, ctx) =>
      wallet.approveWithdrawal({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/withdrawals/send',
    auth: 'operator',
    permission: 'funds.review',
    input: adminSendWithdrawRequest,
    output: adminWalletDecisionResultSchema,
    handler: async (input, ctx) => ({
      id: input.id,
      user_id: (
        await wallet.reviewWithdrawal(
          { operatorId: ctx.operator.operatorId, ip: ctx.ip },
          { id: input.id, send: true, txid: input.txid },
        )
      ).userId,
    }),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/withdrawals/reject',
    auth: 'operator',
    permission: 'funds.review',
    input: adminRejectRequest,
    output: adminWalletDecisionResultSchema,
    handler: async (input, ctx) => ({
      id: input.id,
      user_id: (
        await wallet.reviewWithdrawal(
          { operatorId: ctx.operator.operatorId, ip: ctx.ip },
          { id: input.id, send: false, reason: input.reason },
        )
      ).userId,
    }),
  });
}
