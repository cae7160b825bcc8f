import type { Queryable } from '../platform/db';
import { InvariantError } from '../platform/assert';
import type { SystemAccount } from './accounts';

/**
 * Reads of the ledger for the modules: balances, holds and journals by what they mean, so no
 * module names a ledger table. Amounts come back as decimal strings without trailing zeros.
 */
export interface Balance {
  available: string;
  frozen: string;
}

const ZERO: Balance = { available: '0', frozen: '0' };

/**
 * One account's balance by id. With `lock`, the row is locked for the rest of the caller's
 * transaction (FOR UPDATE), so what it reads is what a journal will change.
 */
export async function balanceOf(
  q: Queryable,
  accountId: number,
  opts: { lock?: boolean } = {},
): Promise<Balance> {
  const { rows } = await q.query<Balance>(
    `SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [accountId],
  );
  if (!rows[0]) throw new InvariantError(`ledger account ${accountId} does not exist`);
  return rows[0];
}

/** Balances of several accounts by id (missing ids are absent from the map). */
export async function balancesOf(
  q: Queryable,
  accountIds: readonly number[],
): Promise<Map<number, Balance>> {
  if (!accountIds.length) return new Map();
  const { rows } = await q.query<Balance & { id: number }>(
    `SELECT id, trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts WHERE id = ANY($1::bigint[])`,
    [accountIds],
  );
  return new Map(rows.map(({ id, ...b }) => [Number(id), b]));
}

/**
 * A user's balance in one currency and account type (1 legal, 2 spot, 3 lever, 4 micro);
 * zero when the account was never opened. Never creates the account.
 */
export async function userBalance(
  q: Queryable,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<Balance> {
  return (
    (await userBalancesIn(q, [userId], [currencyId], accountType)).get(`${userId}:${currencyId}`) ??
    ZERO
  );
}

/**
 * Balances of users in currencies of one account type, keyed `<userId>:<currencyId>`; pairs
 * without an account are absent (read them as zero).
 */
export async function userBalancesIn(
  q: Queryable,
  userIds: readonly number[],
  currencyIds: readonly number[],
  accountType: number,
): Promise<Map<string, Balance>> {
  if (!userIds.length || !currencyIds.length) return new Map();
  const { rows } = await q.query<Balance & { user_id: number; currency_id: number }>(
    `SELECT user_id, currency_id, trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts
      WHERE user_id = ANY($1::bigint[]) AND currency_id = ANY($2::int[]) AND account_type = $3`,
    [userIds, currencyIds, accountType],
  );
  return new Map(rows.map(({ user_id, currency_id, ...b }) => [`${user_id}:${currency_id}`, b]));
}

/** The id of a user's account if it exists (null otherwise; use `userAccount` to open one). */
export async function findUserAccount(
  q: Queryable,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = $3',
    [userId, currencyId, accountType],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The id of a system account if it exists (null otherwise; use `systemAccount` to open one). */
export async function findSystemAccount(
  q: Queryable,
  code: SystemAccount,
  currencyId: number,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE system_code = $1 AND currency_id = $2',
    [code, currencyId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** What is still held of a hold (posted or released parts taken off). */
export async function holdRemaining(q: Queryable, holdId: number): Promise<string> {
  const { rows } = await q.query<{ remaining: string }>(
    'SELECT trim_scale(remaining)::text AS remaining FROM holds WHERE id = $1',
    [holdId],
  );
  if (!rows[0]) throw new InvariantError(`hold ${holdId} does not exist`);
  return rows[0].remaining;
}

/** Whether a journal with this idempotency key was posted. */
export async function journalPosted(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM journals WHERE idempotency_key = $1', [key])).rowCount !== 0;
}

/** Which of `keys` name a posted journal (one lookup for a batch a start re-checks). */
export async function postedJournalKeys(q: Queryable, keys: string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ idempotency_key: string }>(
    'SELECT idempotency_key FROM journals WHERE idempotency_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((r) => r.idempotency_key));
}

export interface StatementLine {
  id: number;
  journal_id: number;
  currency_id: number;
  currency_name: string;
  account_type: number;
  bucket: 'available' | 'frozen';
  amount: string;
  reason: string;
  /** Unix seconds. */
  created_at: number;
}

/**
 * A user's postings, newest first (the wallet's bills): optionally one currency and one
 * account type, one page at a time.
 */
export async function userStatement(
  q: Queryable,
  userId: number,
  filter: {
    currencyId?: number | undefined;
    accountType?: number | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: StatementLine[]; total: number }> {
  const { rows } = await q.query<StatementLine & { total: number }>(
    `SELECT p.id, p.journal_id, p.currency_id, c.code AS currency_name, a.account_type, p.bucket, trim_scale(p.amount)::text AS amount,
            j.reason, extract(epoch FROM j.created_at)::bigint AS created_at, count(*) OVER ()::int AS total
       FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN journals j ON j.id = p.journal_id
       JOIN currencies c ON c.id = p.currency_id
      WHERE a.user_id = $1 AND ($2::int IS NULL OR p.currency_id = $2) AND ($3::int IS NULL OR a.account_type = $3)
      ORDER BY p.id DESC LIMIT $4 OFFSET $5`,
    [userId, filter.currencyId ?? null, filter.accountType ?? null, filter.limit, filter.offset],
  );
  return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
}

// --- added for lever
/**
 * A column for a module's own SELECT: what the hold named by `holdIdColumn` still keeps, without
 * trailing zeros (null when there is no such hold), so a row and its hold come back in
 * one round trip instead of two. The ledger writes the SQL that reads its table; the module
 * names only its own column holding the hold's id.
 */
export function holdRemainingColumn(holdIdColumn: string, as: string): string {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(holdIdColumn) || !/^[a-z_]+$/.test(as))
    throw new InvariantError(`not a column name: ${holdIdColumn} / ${as}`);
  return `(SELECT trim_scale(h.remaining)::text FROM holds h WHERE h.id = ${holdIdColumn}) AS ${as}`;
}

/**
 * A column for a module's own SELECT: the id of a user's account (null until it is opened),
 * the user, currency and account type given as SQL parameters (`$1`…), so a module reads it with
 * its own rows in one round trip; the ledger writes the SQL that reads its table.
 */
export function userAccountIdColumn(
  userParam: string,
  currencyParam: string,
  typeParam: string,
  as: string,
): string {
  for (const param of [userParam, currencyParam, typeParam])
    if (!/^\$[1-9][0-9]*(::(int|bigint))?$/.test(param))
      throw new InvariantError(`not a parameter: ${param}`);
  if (!/^[a-z_]+$/.test(as)) throw new InvariantError(`not a column name: ${as}`);
  return `(SELECT id FROM ledger_accounts WHERE user_id = ${userParam} AND currency_id = ${currencyParam} AND account_type = ${typeParam}) AS ${as}`;
}

// --- added for liabilities
/**
 * Users' balances (all users, or one) split by what keeps them: per user, currency and account
 * type, one row (`ref_type` null) of what is not kept by an open hold of `refTypes` (available
 * and the other holds), and one row per ref type of `refTypes` with what its open holds keep.
 * The rows of an account add up to its balance, both buckets. Zero rows are left out.
 */
export async function userBalanceParts(
  q: Queryable,
  userId: number | null,
  refTypes: readonly string[],
): Promise<
  Array<{
    user_id: number;
    currency_id: number;
    account_type: number;
    ref_type: string | null;
    amount: string;
  }>
> {
  const { rows } = await q.query<{
    user_id: number;
    currency_id: number;
    account_type: number;
    ref_type: string | null;
    amount: string;
  }>(
    `WITH a AS (
       SELECT id, user_id, currency_id, account_type, available + frozen AS total
         FROM ledger_accounts WHERE user_id IS NOT NULL AND ($1::bigint IS NULL OR user_id = $1)
     ), h AS (
       SELECT h.account_id, h.ref_type, sum(h.remaining) AS held
         FROM holds h JOIN a ON a.id = h.account_id
        WHERE h.status = 'open' AND h.remaining > 0 AND h.ref_type = ANY($2::text[])
        GROUP BY h.account_id, h.ref_type
     ), parts AS (
       SELECT a.user_id, a.currency_id, a.account_type, NULL::text AS ref_type,
              a.total - coalesce((SELECT sum(h.held) FROM h WHERE h.account_id = a.id), 0) AS amount
         FROM a
       UNION ALL
       SELECT a.user_id, a.currency_id, a.account_type, h.ref_type, h.held
         FROM h JOIN a ON a.id = h.account_id
     )
     SELECT user_id, currency_id, account_type, ref_type, trim_scale(amount)::text AS amount
       FROM parts WHERE amount <> 0 ORDER BY user_id, currency_id, account_type, ref_type`,
    [userId, [...refTypes]],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/**
 * What the custody system accounts (`codes`, e.g. earn principal, loan collateral) keep for
 * users, per currency: money owed to users that sits outside their own accounts.
 */
export async function custodyTotals(
  q: Queryable,
  codes: readonly SystemAccount[],
): Promise<Array<{ currency: string; total: string }>> {
  const { rows } = await q.query<{ currency: string; total: string }>(
    `SELECT c.code AS currency, trim_scale(sum(a.available + a.frozen))::text AS total
       FROM ledger_accounts a JOIN currencies c ON c.id = a.currency_id
      WHERE a.system_code = ANY($1::text[])
      GROUP BY c.code HAVING sum(a.available + a.frozen) <> 0 ORDER BY c.code`,
    [[...codes]],
  );
  return rows;
}

/** Existing accounts of one type for many (user, currency) pairs, keyed `user:currency`; none is opened. */
export async function findUserAccounts(
  q: Queryable,
  wanted: Array<{ userId: number; currencyId: number }>,
  accountType: number,
): Promise<Map<string, number>> {
  if (!wanted.length) return new Map();
  const { rows } = await q.query<{ id: number; user_id: number; currency_id: number }>(
    `SELECT a.id, a.user_id, a.currency_id FROM ledger_accounts a
       JOIN unnest($1::bigint[], $2::int[]) AS w(user_id, currency_id)
         ON a.user_id = w.user_id AND a.currency_id = w.currency_id
      WHERE a.account_type = $3`,
    [wanted.map((w) => w.userId), wanted.map((w) => w.currencyId), accountType],
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.currency_id}`, Number(r.id)]));
}
