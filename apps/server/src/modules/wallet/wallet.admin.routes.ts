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
  /** A review decision on one deposit or withdrawal: answers its id and the owner's user id. */
  const decision = <I extends z.ZodType<{ id: number }>>(
    url: string,
    input: I,
    review: (
      actor: { operatorId: number; ip: string },
      input: z.infer<I>,
    ) => Promise<{ userId: number }>,
  ) =>
    router.route({
      method: 'POST',
      url,
      auth: 'operator',
      permission: 'funds.review',
      input,
      output: adminWalletDecisionResultSchema,
      handler: async (body, ctx) => ({
        id: body.id,
        user_id: (await review({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, body)).userId,
      }),
    });
  router.paged({
    method: 'GET',
    url: '/api/admin/deposits',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminDepositEntrySchema,
    list: (input) => wallet.depositLog(null, input),
  });
  decision('/api/admin/deposits/approve', adminApproveDepositRequest, (actor, input) =>
    wallet.reviewDeposit(actor, { id: input.id, approve: true }),
  );
  decision('/api/admin/deposits/reject', adminRejectRequest, (actor, input) =>
    wallet.reviewDeposit(actor, { id: input.id, approve: false, reason: input.reason }),
  );
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
  decision('/api/admin/withdrawals/send', adminSendWithdrawRequest, (actor, input) =>
    wallet.reviewWithdrawal(actor, { id: input.id, send: true, txid: input.txid }),
  );
  decision('/api/admin/withdrawals/reject', adminRejectRequest, (actor, input) =>
    wallet.reviewWithdrawal(actor, { id: input.id, send: false, reason: input.reason }),
  );
}
