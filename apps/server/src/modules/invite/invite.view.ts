import type { Invitee, Rebate } from '@tidemark/contracts';
import { maskAccount } from '../../platform/mask';
import type { InviteeRow, RebateRow } from './invite.repo';

/**
 * Invitees and paid rebates as the app shows them, shaped from rows read beforehand: no query
 * here (each page is one query in invite.repo.ts). Logins are masked.
 */

export const inviteeView = (r: InviteeRow): Invitee => ({
  account: maskAccount(r.email, r.phone),
  created_at: Number(r.created_s),
  rebate: r.rebate,
});

export const rebateView = (r: RebateRow): Rebate => ({
  day: r.day,
  account: maskAccount(r.email, r.phone),
  currency: r.currency,
  fees: r.fees,
  amount: r.amount,
  created_at: Number(r.created_s),
});
