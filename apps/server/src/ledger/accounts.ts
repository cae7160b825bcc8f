import type { Queryable } from '../platform/db';

/** System accounts (no user): they take part in journals like any account. */
export const SYSTEM_ACCOUNTS = {
  fees: { allowNegative: false },
  /** Counterparty of contracts and seconds options, provider of spot liquidity. */
  house: { allowNegative: true },
  earn_payouts: { allowNegative: true },
  /** Source of deposits: goes negative by what users deposited. */
  deposit_clearing: { allowNegative: true },
  /** Where withdrawn amounts go when an operator marks them sent. */
  withdraw_clearing: { allowNegative: false },
  rewards: { allowNegative: true },
  /** Source of demo balances. */
  demo_faucet: { allowNegative: true },
  /** The spread of currency exchange. */
  exchange: { allowNegative: true },
  /** The spot market maker's inventory: moved from the house by journal, never below zero. */
  market_maker: { allowNegative: false },
  /** Launchpad issuer: the source of sold tokens (below zero by what it gave) and the payee of subscriptions. */
  launchpad: { allowNegative: true },
  /** Dual investment desk: takes the invested amounts and pays the settled amounts. */
  dual: { allowNegative: true },
  /**
   * Custody of earn principal (lock mining, flexible savings): never negative, and equal to the
   * sum of the principal of active orders, which `earn_payouts` (allowed negative, it funds
   * income) would hide.
   */
  earn: { allowNegative: false },
  /** Loan desk: lends principal (below zero by what is lent out) and takes repayments and interest. */
  loans: { allowNegative: true },
  /** Custody of loan collateral: never negative, equal to the collateral of open loans. */
  loan_collateral: { allowNegative: false },
  /**
   * Loan interest received: income only (never negative), posted as its own leg of a repayment
   * or liquidation so the house result can count it apart from the principal the desk lends.
   */
  loan_interest: { allowNegative: false },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** The user's account for a currency and account type, created on first use. */
export async function userAccount(
  q: Queryable,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<number> {
  const select = () =>
    q.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = $3',
      [userId, currencyId, accountType],
    );
  // Looked up first, like system accounts: after its first use the row exists, and this is on
  // every money move's path (one statement instead of an insert that does nothing and a read).
  const found = await select();
  if (found.rows[0]) return found.rows[0].id;
  await q.query(
    `INSERT INTO ledger_accounts (user_id, currency_id, account_type) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, currency_id, account_type) WHERE user_id IS NOT NULL DO NOTHING`,
    [userId, currencyId, accountType],
  );
  return (await select()).rows[0]!.id;
}

export function systemAccount(
  q: Queryable,
  code: SystemAccount,
  currencyId: number,
): Promise<number> {
  return systemAccountRow(q, code, currencyId, SYSTEM_ACCOUNTS[code].allowNegative);
}

/** The row of a system account code (a shard's row code too), opened on first use. */
async function systemAccountRow(
  q: Queryable,
  rowCode: string,
  currencyId: number,
  allowNegative: boolean,
): Promise<number> {
  // Looked up first: the row exists after its first use, and this is on every money move's path.
  const select = () =>
    q.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE system_code = $1 AND currency_id = $2',
      [rowCode, currencyId],
    );
  const found = await select();
  if (found.rows[0]) return found.rows[0].id;
  await q.query(
    `INSERT INTO ledger_accounts (system_code, currency_id, account_type, allow_negative) VALUES ($1, $2, 0, $3)
     ON CONFLICT (system_code, currency_id) WHERE system_code IS NOT NULL DO NOTHING`,
    [rowCode, currencyId, allowNegative],
  );
  return (await select()).rows[0]!.id;
}

export interface BalanceRow {
  currency_id: number;
  account_type: number;
  available: string;
  frozen: string;
}

export async function userBalances(q: Queryable, userId: number): Promise<BalanceRow[]> {
  const { rows } = await q.query<BalanceRow>(
    `SELECT currency_id, account_type, trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts WHERE user_id = $1 ORDER BY currency_id, account_type`,
    [userId],
  );
  return rows;
}

/**
 * The house and the fees account take a leg of every user's contract and option, so one row each
 * would serialise all those users' transactions on its row lock. Each is kept as SYSTEM_SHARDS
 * rows per currency (migration 0029): shard 0 is the original row (code `house`), shard k ≥ 1 the
 * row `house#k`. A user's postings go to shard user id mod SYSTEM_SHARDS; moves that belong to no
 * user (market-maker funding, operator adjustments) use shard 0. The account is the sum of its
 * rows: postings made before the shards existed stay on shard 0 as history, and reports and the
 * ledger check add the rows up by the code before `#` (`split_part(system_code, '#', 1)`).
 */
export const SHARDED_SYSTEM_ACCOUNTS = ['house', 'fees'] as const;
export type ShardedSystemAccount = (typeof SHARDED_SYSTEM_ACCOUNTS)[number];
/** Fixed by migration 0029, which creates shards 1..15 of each currency. */
export const SYSTEM_SHARDS = 16;
let shardsInUse = SYSTEM_SHARDS;

/** Bench only: 1 sends every user to shard 0, the single row of before the shards. */
export function useSystemShards(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > SYSTEM_SHARDS)
    throw new RangeError(`shards must be 1..${SYSTEM_SHARDS}`);
  shardsInUse = n;
}

export const shardOf = (userId: number): number => userId % shardsInUse;
export const shardCode = (code: ShardedSystemAccount, shard: number): string =>
  shard === 0 ? code : `${code}#${shard}`;

/** The shard of a sharded system account that takes a user's postings (created on first use). */
export async function systemAccountFor(
  q: Queryable,
  code: ShardedSystemAccount,
  currencyId: number,
  userId: number,
): Promise<number> {
  const shard = shardOf(userId);
  if (shard === 0) return systemAccount(q, code, currencyId);
  return systemAccountRow(
    q,
    shardCode(code, shard),
    currencyId,
    SYSTEM_ACCOUNTS[code].allowNegative,
  );
}

/**
 * Opens every system account (each code of SYSTEM_ACCOUNTS, and each shard of the sharded ones)
 * in every currency, or in the given ones, in one statement; opened ones are left as they are.
 * Run at start and when a currency is added, so no money move opens one on first use: two
 * transactions opening the same two accounts for the first time in opposite order would each
 * wait on the other's uncommitted row of the unique index (a deadlock).
 */
export async function ensureSystemAccounts(q: Queryable, currencyIds?: number[]): Promise<void> {
  const codes: string[] = [];
  const negative: boolean[] = [];
  for (const [code, { allowNegative }] of Object.entries(SYSTEM_ACCOUNTS)) {
    const sharded = (SHARDED_SYSTEM_ACCOUNTS as readonly string[]).includes(code);
    for (let shard = 0; shard < (sharded ? SYSTEM_SHARDS : 1); shard++) {
      codes.push(shard === 0 ? code : `${code}#${shard}`);
      negative.push(allowNegative);
    }
  }
  // In (code, currency) order, so two nodes starting at once take the index entries in one order.
  await q.query(
    `INSERT INTO ledger_accounts (system_code, currency_id, account_type, allow_negative)
     SELECT a.code, c.id, 0, a.allow_negative
       FROM unnest($1::text[], $2::boolean[]) AS a (code, allow_negative)
      CROSS JOIN currencies c
      WHERE ($3::int[] IS NULL OR c.id = ANY($3::int[]))
        -- Read first: on a restart every account is there, and an insert that meets each
        -- existing row still takes its speculative locks (half of the start's ledger time).
        AND NOT EXISTS (
          SELECT 1 FROM ledger_accounts l
           WHERE l.system_code = a.code AND l.currency_id = c.id
        )
      ORDER BY a.code, c.id
     ON CONFLICT (system_code, currency_id) WHERE system_code IS NOT NULL DO NOTHING`,
    [codes, negative, currencyIds ?? null],
  );
}

/** Every row of a sharded system account in a currency (by shard), locked in id order (the ledger's lock order). */
export async function lockShards(
  q: Queryable,
  code: ShardedSystemAccount,
  currencyId: number,
  alsoLock: number[] = [],
): Promise<Array<{ id: number; shard: number; available: string }>> {
  await systemAccount(q, code, currencyId);
  const { rows } = await q.query<{ id: number; system_code: string | null; available: string }>(
    `SELECT id, system_code, available::text FROM ledger_accounts
      WHERE (split_part(system_code, '#', 1) = $1 AND currency_id = $2) OR id = ANY($3::bigint[])
      ORDER BY id FOR UPDATE`,
    [code, currencyId, alsoLock],
  );
  return rows
    .filter((r) => r.system_code !== null && r.system_code.split('#')[0] === code)
    .map((r) => ({
      id: Number(r.id),
      shard: Number(r.system_code!.split('#')[1] ?? 0),
      available: r.available,
    }))
    .sort((a, b) => a.shard - b.shard);
}

/**
 * Locks these accounts for the rest of the transaction, in ascending id order (the order every
 * journal locks in). A command that moves money in several steps takes every account it may
 * touch here first, so it never holds one account while waiting for a lower one.
 */
export async function lockAccounts(q: Queryable, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await q.query(
    'SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
}

/**
 * `lockAccounts` of these accounts and of the users' accounts of one type in these currencies
 * that exist, in one statement (one ascending-id step); returns the users' accounts found,
 * keyed `user:currency` as `findUserAccounts` keys them.
 */
export async function lockWithUserAccounts(
  q: Queryable,
  accountIds: readonly number[],
  wanted: Array<{ userId: number; currencyId: number }>,
  accountType: number,
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; user_id: number | null; currency_id: number }>(
    `SELECT id, user_id, currency_id FROM ledger_accounts
      WHERE id = ANY(ARRAY(
              SELECT unnest($1::bigint[])
              UNION
              SELECT a.id FROM ledger_accounts a
                JOIN unnest($2::bigint[], $3::int[]) AS w (user_id, currency_id)
                  ON a.user_id = w.user_id AND a.currency_id = w.currency_id
               WHERE a.account_type = $4))
      ORDER BY id FOR UPDATE`,
    [
      [...new Set(accountIds)],
      wanted.map((w) => w.userId),
      wanted.map((w) => w.currencyId),
      accountType,
    ],
  );
  const found = new Map<string, number>();
  for (const r of rows)
    if (r.user_id !== null) found.set(`${r.user_id}:${r.currency_id}`, Number(r.id));
  return found;
}
