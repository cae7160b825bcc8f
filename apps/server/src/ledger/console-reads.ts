import type { HouseProduct } from '@tidemark/contracts';
import type { Queryable } from '../platform/db';

/**
 * What the operator console reads of the ledger: accounts, the journals behind a
 * balance and their postings, system balances, user liabilities and flows per day. Reads only.
 */

export interface LedgerAccountRow {
  account_id: number;
  currency_id: number;
  currency: string;
  account_type: number;
  available: string;
  frozen: string;
}

export async function userLedgerAccounts(
  q: Queryable,
  userId: number,
): Promise<LedgerAccountRow[]> {
  const { rows } = await q.query<LedgerAccountRow>(
    `SELECT a.id::int AS account_id, a.currency_id, c.code AS currency, a.account_type,
            trim_scale(a.available)::text AS available, trim_scale(a.frozen)::text AS frozen
       FROM ledger_accounts a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = $1 ORDER BY a.account_type, c.code`,
    [userId],
  );
  return rows;
}

/** The owner of an account: a user id, or a system account's code. */
export async function ledgerAccountOwner(
  q: Queryable,
  accountId: number,
): Promise<{ user_id: number | null; system_code: string | null } | null> {
  const { rows } = await q.query<{ user_id: number | null; system_code: string | null }>(
    'SELECT user_id::int AS user_id, system_code FROM ledger_accounts WHERE id = $1',
    [accountId],
  );
  return rows[0] ?? null;
}

export interface AccountJournalRow {
  journal_id: number;
  reason: string;
  ref_type: string;
  ref_id: string;
  actor: string;
  memo: string;
  /** What the journal moved on this account (both buckets). */
  amount: string;
  created_at: number;
}

export async function accountJournals(
  q: Queryable,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AccountJournalRow[]; total: number }> {
  const { rows } = await q.query<AccountJournalRow & { total: number }>(
    `SELECT j.id::int AS journal_id, j.reason, j.ref_type, j.ref_id, j.actor, j.memo,
            trim_scale(sum(p.amount))::text AS amount,
            extract(epoch FROM j.created_at)::bigint::int AS created_at, count(*) OVER ()::int AS total
       FROM postings p JOIN journals j ON j.id = p.journal_id
      WHERE p.account_id = $1
      GROUP BY j.id ORDER BY j.id DESC LIMIT $2 OFFSET $3`,
    [accountId, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export interface JournalPostingRow {
  posting_id: number;
  account_id: number;
  user_id: number | null;
  system_code: string | null;
  account_type: number;
  currency: string;
  bucket: string;
  amount: string;
}

export async function journalWithPostings(
  q: Queryable,
  journalId: number,
): Promise<{ journal: Omit<AccountJournalRow, 'amount'>; postings: JournalPostingRow[] } | null> {
  const { rows: js } = await q.query<Omit<AccountJournalRow, 'amount'>>(
    `SELECT id::int AS journal_id, reason, ref_type, ref_id, actor, memo,
            extract(epoch FROM created_at)::bigint::int AS created_at
       FROM journals WHERE id = $1`,
    [journalId],
  );
  const journal = js[0];
  if (!journal) return null;
  const { rows: postings } = await q.query<JournalPostingRow>(
    `SELECT p.id::int AS posting_id, a.id::int AS account_id, a.user_id::int AS user_id, a.system_code,
            a.account_type, c.code AS currency, p.bucket, trim_scale(p.amount)::text AS amount
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN currencies c ON c.id = p.currency_id
      WHERE p.journal_id = $1 ORDER BY p.id`,
    [journalId],
  );
  return { journal, postings };
}

/**
 * Per system account and currency; a sharded account (house, fees) is the sum of its shards.
 * Accounts are opened ahead of use (at start, for every currency), so one is listed once
 * something was posted to it (or it holds a balance), as it was listed once opened before.
 */
export async function systemBalances(
  q: Queryable,
): Promise<Array<{ system_code: string; currency: string; available: string; frozen: string }>> {
  const { rows } = await q.query<{
    system_code: string;
    currency: string;
    available: string;
    frozen: string;
  }>(
    `SELECT split_part(a.system_code, '#', 1) AS system_code, c.code AS currency,
            trim_scale(sum(a.available))::text AS available, trim_scale(sum(a.frozen))::text AS frozen
       FROM (SELECT s.*, EXISTS (SELECT 1 FROM postings p WHERE p.account_id = s.id) AS used
               FROM ledger_accounts s WHERE s.system_code IS NOT NULL) a
       JOIN currencies c ON c.id = a.currency_id
      GROUP BY 1, 2
     HAVING bool_or(a.used) OR sum(abs(a.available) + abs(a.frozen)) <> 0
      ORDER BY 1, 2`,
  );
  return rows;
}

/** What the platform owes its users, per currency: every user account, both buckets. */
export async function userLiabilities(
  q: Queryable,
): Promise<Array<{ currency: string; available: string; frozen: string; total: string }>> {
  const { rows } = await q.query<{
    currency: string;
    available: string;
    frozen: string;
    total: string;
  }>(
    `SELECT c.code AS currency, trim_scale(sum(a.available))::text AS available,
            trim_scale(sum(a.frozen))::text AS frozen, trim_scale(sum(a.available + a.frozen))::text AS total
       FROM ledger_accounts a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id IS NOT NULL GROUP BY c.code ORDER BY c.code`,
  );
  return rows;
}

/**
 * Money in and out per UTC day and currency, from the journals themselves: deposits credited
 * to users, and withdrawals sent (what left the withdrawal clearing account).
 */
export async function fundFlowsPerDay(
  q: Queryable,
  days: number,
): Promise<Array<{ day: string; currency: string; deposits: string; withdrawals: string }>> {
  const { rows } = await q.query<{
    day: string;
    currency: string;
    deposits: string;
    withdrawals: string;
  }>(
    `SELECT to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, c.code AS currency,
            trim_scale(coalesce(sum(p.amount) FILTER (WHERE j.reason = 'deposit' AND a.user_id IS NOT NULL), 0))::text AS deposits,
            trim_scale(coalesce(-sum(p.amount) FILTER (WHERE j.reason = 'withdraw_sent' AND a.user_id IS NOT NULL), 0))::text AS withdrawals
       FROM journals j JOIN postings p ON p.journal_id = j.id
       JOIN ledger_accounts a ON a.id = p.account_id JOIN currencies c ON c.id = p.currency_id
      WHERE j.reason IN ('deposit', 'withdraw_sent')
        AND j.created_at >= (now() AT TIME ZONE 'UTC')::date - $1::int
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [days],
  );
  return rows;
}

/**
 * The house's result per UTC day, product and currency: the net of every posting on the
 * accounts where the platform's own gains and losses land (fees, house, earn payouts, rewards,
 * the exchange spread), grouped by the product the journal's reason names. Cash basis: what
 * moved that day. Custody accounts (earn principal, loan collateral, the loan desk's principal,
 * the launchpad issuer, the market maker's inventory) and moves between the house's own
 * accounts hold no result and stay out.
 *
 * The dual desk counts: an investment stays a hold on the user's own account until settlement,
 * and the settlement run then posts, together, the invested amount into `dual` and the payout
 * out of it, so per currency the desk's net that day is exactly its result (BTC taken in and
 * USDT paid out when exercised — two currencies, never converted here, like every row).
 *
 * Loan interest counts through its own account: a repayment (and a liquidation's debt leg)
 * posts the interest part to `loan_interest`, which holds only income, and the principal part
 * back to the `loans` desk, which lends it out again and holds no result. The liquidation fee
 * (to `fees`) and the house's purchase of the collateral (to `house`) count under `loans` too.
 *
 * The house and fees accounts are kept in shards (`house#3`, ledger/accounts.ts): every shard
 * counts as its account.
 */
export async function housePnlPerDay(
  q: Queryable,
  days: number,
): Promise<Array<{ day: string; product: HouseProduct; currency: string; amount: string }>> {
  const { rows } = await q.query<{
    day: string;
    product: HouseProduct;
    currency: string;
    amount: string;
  }>(
    `SELECT to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            CASE
              WHEN j.reason LIKE 'spot\\_%' THEN 'spot'
              WHEN j.reason LIKE 'lever\\_%' THEN 'contract'
              WHEN j.reason LIKE 'option\\_%' THEN 'options'
              WHEN j.reason LIKE 'earn\\_%' THEN 'earn'
              WHEN j.reason LIKE 'nft\\_%' THEN 'nft'
              WHEN j.reason LIKE 'otc\\_%' THEN 'otc'
              WHEN j.reason LIKE 'loan\\_%' THEN 'loans'
              WHEN j.reason LIKE 'dual\\_%' THEN 'dual'
              WHEN j.reason LIKE 'copy\\_%' THEN 'copytrade'
              WHEN j.reason = 'exchange' THEN 'exchange'
              WHEN j.reason LIKE 'coupon\\_%' OR j.reason LIKE 'invite\\_%' THEN 'rewards'
              WHEN j.reason = 'adjustment' THEN 'adjustment'
              ELSE 'other'
            END AS product,
            c.code AS currency, trim_scale(sum(p.amount))::text AS amount
       FROM journals j JOIN postings p ON p.journal_id = j.id
       JOIN ledger_accounts a ON a.id = p.account_id JOIN currencies c ON c.id = p.currency_id
      WHERE split_part(a.system_code, '#', 1) IN ('fees', 'house', 'earn_payouts', 'rewards', 'exchange', 'dual', 'loan_interest')
        AND j.reason NOT IN ('market_maker_funding', 'demo_faucet')
        AND j.created_at >= (now() AT TIME ZONE 'UTC')::date - $1::int
      GROUP BY 1, 2, 3 HAVING sum(p.amount) <> 0 ORDER BY 1, 2, 3`,
    [days],
  );
  return rows;
}
