import { walletEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { WalletService } from './wallet.service';

/** Operator review of deposits and withdrawals; every decision is audited and journaled. */
export function walletAdminRoutes(router: Router, wallet: WalletService): void {
  const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });
  /** A review decision answers the item's id and the owner's user id. */
  const decided = async (id: number, review: Promise<{ userId: number }>) => ({
    id,
    user_id: (await review).userId,
  });
  router.servePaged(ep.adminDeposits, (input) => wallet.depositLog(null, input));
  router.serve(ep.approveDeposit, (input, ctx) =>
    decided(input.id, wallet.reviewDeposit(actor(ctx), { id: input.id, approve: true })),
  );
  router.serve(ep.rejectDeposit, (input, ctx) =>
    decided(
      input.id,
      wallet.reviewDeposit(actor(ctx), { id: input.id, approve: false, reason: input.reason }),
    ),
  );
  router.servePaged(ep.adminWithdrawals, (input) => wallet.withdrawList(null, input));
  router.serve(ep.approveWithdrawal, (input, ctx) => wallet.approveWithdrawal(actor(ctx), input));
  router.serve(ep.sendWithdrawal, (input, ctx) =>
    decided(
      input.id,
      wallet.reviewWithdrawal(actor(ctx), { id: input.id, send: true, txid: input.txid }),
    ),
  );
  router.serve(ep.rejectWithdrawal, (input, ctx) =>
    decided(
      input.id,
      wallet.reviewWithdrawal(actor(ctx), { id: input.id, send: false, reason: input.reason }),
    ),
  );
}
