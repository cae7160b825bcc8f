import {
  ROLE_PERMISSIONS,
  isOperatorRole,
  type OperatorRole,
  type PageQuery,
} from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Queryable } from '../../platform/db';
import type { Platform, Services } from '../../platform/module';
import { cmp, isPositive, neg, roundDown } from '../../platform/money';
import {
  accountJournals,
  checkLedger,
  debitShards,
  fundFlowsPerDay,
  journalWithPostings,
  ledgerAccountOwner,
  postJournal,
  systemAccount,
  systemBalances,
  userAccount,
  userLedgerAccounts,
} from '../../ledger';
import { endUserSessions, pendingKycCount, userExists } from '../account';
import { pendingDepositCount, pendingWithdrawalCount } from '../wallet';
import { pendingReviewCount } from '../nft';
import { pendingApplicationCount } from '../copytrade';
import { openFeedbackCount } from '../feedback';
import { unreadConversationCount } from '../support';
import { inProgressProjectCount } from '../launchpad';
import { currencyByCode } from '../market';
import * as repo from './console.repo';

export type ConsoleDeps = Pick<Platform, 'db'> & {
  /** The liabilities report is the proof of liabilities' own computation. */
  liabilities: Pick<Services['liabilities'], 'totals'>;
};

/** Who acts, for the audit log. */
export interface Actor {
  operatorId: number;
  ip: string;
}

const window = (p: PageQuery) => ({ limit: p.limit, offset: (p.page - 1) * p.limit });

/** Days of money in and out the reports page shows. */
const FLOW_DAYS = 30;

export function createConsoleService(deps: ConsoleDeps) {
  const { db } = deps;
  return {
    async me(operatorId: number) {
      const op = await repo.operatorById(db, operatorId);
      if (!op || !isOperatorRole(op.role)) throw new AppError('not_logged_in');
      return { ...op, role: op.role, permissions: [...ROLE_PERMISSIONS[op.role as OperatorRole]] };
    },

    sessions: (operatorId: number | null, page: PageQuery) =>
      repo.operatorSessions(db, operatorId, window(page)),

    /** The queues on the dashboard: each counted by the module whose work waits. */
    dashboard: async () => ({
      kyc_pending: await pendingKycCount(db),
      deposits_pending: await pendingDepositCount(db),
      withdrawals_pending: await pendingWithdrawalCount(db),
      adjustments_pending: await repo.pendingAdjustmentCount(db),
      nft_reviews_pending: await pendingReviewCount(db),
      trader_applications_pending: await pendingApplicationCount(db),
      feedback_open: await openFeedbackCount(db),
      support_unread: await unreadConversationCount(db),
      ieo_in_progress: await inProgressProjectCount(db),
    }),

    searchUsers: (
      q: string | undefined,
      page: PageQuery,
      filter: {
        kycLevel?: number | undefined;
        frozen?: 'login' | 'withdraw' | undefined;
        order?: 'asc' | 'desc';
      } = {},
    ) => repo.searchUsers(db, q, window(page), filter),

    async userDetail(userId: number) {
      const detail = await repo.userDetail(db, userId);
      if (!detail) throw new AppError('not_found');
      return { ...detail, accounts: await userLedgerAccounts(db, userId) };
    },

    /** Freezes or lifts a user's login or withdrawals; freezing login also ends every session. */
    async restrict(
      actor: Actor,
      input: { user_id: number; kind: 'login' | 'withdraw'; frozen: boolean; reason: string },
    ) {
      return db.tx(async (tx) => {
        if (!(await userExists(tx, input.user_id))) throw new AppError('not_found');
        const before = await repo.restriction(tx, input.user_id, input.kind);
        if (input.frozen)
          await repo.setRestriction(tx, {
            userId: input.user_id,
            kind: input.kind,
            reason: input.reason,
            operatorId: actor.operatorId,
          });
        else await repo.liftRestriction(tx, input.user_id, input.kind);
        const ended =
          input.frozen && input.kind === 'login' ? await endUserSessions(tx, input.user_id) : [];
        await recordAudit(tx, actor, {
          action: input.frozen ? `user.freeze_${input.kind}` : `user.unfreeze_${input.kind}`,
          targetType: 'user',
          targetId: input.user_id,
          detail: {
            reason: input.reason,
            before: before ? { frozen: true, reason: before.reason } : { frozen: false },
            after: { frozen: input.frozen },
            sessions_ended: ended,
          },
        });
        return { user_id: input.user_id, kind: input.kind, frozen: input.frozen };
      });
    },

    async endSessions(actor: Actor, input: { user_id: number; session_id?: number | undefined }) {
      return db.tx(async (tx) => {
        const ended = await endUserSessions(tx, input.user_id, input.session_id);
        await recordAudit(tx, actor, {
          action: 'user.end_sessions',
          targetType: 'user',
          targetId: input.user_id,
          detail: { ended },
        });
        return { ended: ended.length };
      });
    },

    /**
     * Ends an operator session: `own` limits it to the actor's sessions. The session in use is
     * refused (signing out ends it); everything else takes effect on that session's next request
     * or desk-socket check. Audited with who, whose and why.
     */
    async endOperatorSession(
      actor: Actor & { sessionId: number },
      input: { session_id: number; reason?: string | undefined },
      own: boolean,
    ) {
      if (input.session_id === actor.sessionId) throw new AppError('operator_session_current');
      return db.tx(async (tx) => {
        const ended = await repo.endOperatorSession(
          tx,
          input.session_id,
          own ? actor.operatorId : null,
        );
        if (!ended) throw new AppError('operator_session_not_found');
        await recordAudit(tx, actor, {
          action: 'operator.end_session',
          targetType: 'operator',
          targetId: ended.operator_id,
          detail: {
            session_id: input.session_id,
            operator: ended.operator_name,
            ...(input.reason ? { reason: input.reason } : {}),
          },
        });
        return { ended: 1 };
      });
    },

    /** Signing out: the operator's own session ends on the server, not only in the tab. */
    async signOut(actor: Actor & { sessionId: number }) {
      return db.tx(async (tx) => {
        const ended = await repo.endOperatorSession(tx, actor.sessionId, actor.operatorId);
        if (ended)
          await recordAudit(tx, actor, {
            action: 'operator.sign_out',
            targetType: 'operator',
            targetId: actor.operatorId,
            detail: { session_id: actor.sessionId },
          });
        return true as const;
      });
    },

    async accountJournals(accountId: number, page: PageQuery) {
      const owner = await ledgerAccountOwner(db, accountId);
      if (!owner) throw new AppError('not_found');
      return accountJournals(db, accountId, window(page));
    },

    async journal(journalId: number) {
      const j = await journalWithPostings(db, journalId);
      if (!j) throw new AppError('not_found');
      return j;
    },

    async proposeAdjustment(
      actor: Actor,
      input: Pick<
        repo.AdjustmentRow,
        'user_id' | 'account_type' | 'currency' | 'amount' | 'system_account' | 'reason' | 'ticket'
      >,
    ) {
      return db.tx(async (tx) => {
        if (!(await userExists(tx, input.user_id))) throw new AppError('not_found');
        const currency = await currencyByCode(tx, input.currency);
        if (!currency) throw new AppError('not_found');
        // Finer than the currency, the amount could never be moved again.
        if (cmp(roundDown(input.amount, currency.precision), input.amount) !== 0)
          throw new AppError('amount_too_precise');
        const id = await repo.insertAdjustment(tx, {
          userId: input.user_id,
          accountType: input.account_type,
          currency: currency.code,
          amount: input.amount,
          systemAccount: input.system_account,
          reason: input.reason,
          ticket: input.ticket,
          createdBy: actor.operatorId,
        });
        await recordAudit(tx, actor, {
          action: 'adjustment.propose',
          targetType: 'balance_adjustment',
          targetId: id,
          detail: { after: { ...input, currency: currency.code, status: 'pending' } },
        });
        return this.adjustment(id, tx);
      });
    },

    /**
     * The second pair of eyes: a different operator approves (the journal is posted, user
     * account against the named system account) or rejects. Never the proposer.
     */
    async decideAdjustment(
      actor: Actor,
      input: { id: number; note?: string | undefined },
      approve: boolean,
    ) {
      return db.tx(async (tx) => {
        const a = await repo.adjustmentForUpdate(tx, input.id);
        if (!a) throw new AppError('not_found');
        if (a.status !== 'pending') throw new AppError('adjustment_not_pending');
        if (a.created_by === actor.operatorId) throw new AppError('adjustment_own_proposal');
        let journalId: number | null = null;
        if (approve) {
          const currency = await currencyByCode(tx, a.currency);
          if (!currency) throw new AppError('not_found');
          const user = await userAccount(tx, a.user_id, currency.id, a.account_type);
          const code = a.system_account as 'house' | 'rewards' | 'fees';
          // A credit to the user out of the fees account (kept in shards, which may not go
          // negative) is taken from whichever shards hold it; anything else uses shard 0.
          const systemLegs =
            code === 'fees' && isPositive(a.amount)
              ? await debitShards(tx, 'fees', currency.id, a.amount, [user])
              : [
                  {
                    accountId: await systemAccount(tx, code, currency.id),
                    bucket: 'available' as const,
                    amount: neg(a.amount),
                  },
                ];
          const posted = await postJournal(
            tx,
            {
              key: `adjustment:${a.id}`,
              reason: 'adjustment',
              refType: 'balance_adjustment',
              refId: a.id,
              actor: `operator:${actor.operatorId}`,
              memo: `${a.ticket}: ${a.reason}`.slice(0, 500),
            },
            [{ accountId: user, bucket: 'available', amount: a.amount }, ...systemLegs],
          );
          journalId = posted.journalId;
        }
        await repo.decideAdjustment(tx, {
          id: a.id,
          status: approve ? 'approved' : 'rejected',
          by: actor.operatorId,
          note: input.note ?? null,
          journalId,
        });
        await recordAudit(tx, actor, {
          action: approve ? 'adjustment.approve' : 'adjustment.reject',
          targetType: 'balance_adjustment',
          targetId: a.id,
          detail: {
            before: { status: 'pending' },
            after: { status: approve ? 'approved' : 'rejected', journal_id: journalId },
            note: input.note ?? null,
          },
        });
        return this.adjustment(a.id, tx);
      });
    },

    async adjustment(id: number, q: Queryable = db) {
      const { rows } = await repo.adjustments(q, { id }, { limit: 1, offset: 0 });
      if (!rows[0]) throw new AppError('not_found');
      return rows[0];
    },

    adjustments: (status: string | undefined, page: PageQuery) =>
      repo.adjustments(db, { status }, window(page)),

    async runLedgerCheck(actor: Actor) {
      const problems = await checkLedger(db);
      await db.tx(async (tx) => {
        await repo.insertCheckRun(tx, {
          operatorId: actor.operatorId,
          ok: problems.length === 0,
          problems,
        });
        await recordAudit(tx, actor, {
          action: 'ledger.check',
          targetType: 'ledger',
          targetId: 0,
          detail: { ok: problems.length === 0, problems: problems.length },
        });
      });
      return (await repo.lastCheckRun(db))!;
    },

    async reports() {
      return {
        last_check: await repo.lastCheckRun(db),
        system_balances: await systemBalances(db),
        liabilities: await deps.liabilities.totals(),
        flows: await fundFlowsPerDay(db, FLOW_DAYS),
      };
    },
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
