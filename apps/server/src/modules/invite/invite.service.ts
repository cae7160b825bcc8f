import { ACCOUNT_TYPES, SOCKET_EVENTS } from '@tidemark/contracts';
import { debitShards, postJournal, userAccount } from '../../ledger';
import type { Platform } from '../../platform/module';
import { getSettings } from '../../platform/settings';
import { add, isPositive, mul, roundDown } from '../../platform/money';
import * as repo from './invite.repo';
import { inviteeView, rebateView } from './invite.view';

const BATCH = 200;
const BATCHES_MAX = 50;

export function createInviteService(platform: Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>) {
  const { db } = platform;

  /** Pays one due (invitee, day, currency) in its own transaction; the claim row keys it. */
  async function payOne(r: repo.DueRebate, rate: string): Promise<string | null> {
    const amount = roundDown(mul(r.fees, rate), r.precision);
    const paid = await db.tx(async (tx) => {
      if (!(await repo.claimRebate(tx, { ...r, rate, amount }))) return null;
      if (isPositive(amount)) {
        const inviter = await userAccount(tx, r.inviter_id, r.currency_id, ACCOUNT_TYPES.change);
        // The fees account is kept in shards (ledger/accounts.ts): the rebate is taken from
        // whichever shards hold it, and refused as before when the account as a whole cannot pay.
        await postJournal(
          tx,
          {
            key: `rebate:${r.invitee_id}:${r.day}:${r.currency_id}`,
            reason: 'invite_rebate',
            refType: 'invite_rebate',
            refId: r.invitee_id,
            actor: 'system:invite.rebate',
          },
          [
            ...(await debitShards(tx, 'fees', r.currency_id, amount, [inviter])),
            { accountId: inviter, bucket: 'available', amount },
          ],
        );
      }
      return amount;
    });
    if (paid && isPositive(paid))
      platform.realtime.toUser(r.inviter_id, SOCKET_EVENTS.balance, { currency_id: r.currency_id });
    return paid;
  }

  return {
    /**
     * Pays every unclaimed day before `today` (YYYY-MM-DD, UTC); a second run pays nothing, a
     * late one pays the missed days with their own dates. `more` when the bound was reached.
     */
    async payDue(today: string) {
      const s = await getSettings(db, ['invite_rebate_rate', 'invite_rebate_days']);
      let paid = 0;
      let total = '0';
      for (let batch = 0; batch < BATCHES_MAX; batch++) {
        const due = await repo.dueRebates(db, today, s.invite_rebate_days, BATCH);
        for (const r of due) {
          const amount = await payOne(r, s.invite_rebate_rate);
          if (amount === null) continue;
          paid++;
          total = add(total, amount);
        }
        if (due.length < BATCH) return { paid, total, more: false };
      }
      return { paid, total, more: true };
    },

    async info(userId: number) {
      const s = await getSettings(db, ['invite_rebate_rate', 'invite_rebate_days']);
      return {
        extension_code: await repo.inviteCode(db, userId),
        invite_count: await repo.inviteCount(db, userId),
        rebate_totals: await repo.rebateTotals(db, userId),
        rate: s.invite_rebate_rate,
        days: s.invite_rebate_days,
      };
    },

    async invitees(userId: number, page: { page: number; limit: number }) {
      const { rows, total } = await repo.invitees(db, userId, page);
      return {
        rows: rows.map(inviteeView),
        total,
      };
    },

    async rebates(userId: number, page: { page: number; limit: number }) {
      const { rows, total } = await repo.rebates(db, userId, page);
      return {
        rows: rows.map(rebateView),
        total,
      };
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
