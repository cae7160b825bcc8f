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
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** The user's account for a currency and account type, created on first use. */
export async function userAccount(
  q: Queryable,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<number> {
  await q.query(
    `INSERT INTO ledger_accounts (user_id, currency_id, account_type) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, currency_id, account_type) WHERE user_id IS NOT NULL DO NOTHING`,
    [userId, currencyId, accountType],
  );
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = $3',
    [userId, currencyId, accountType],
  );
  return rows[0]!.id;
}

export async function systemAccount(
  q: Queryable,
  code: SystemAccount,
  currencyId: number,
): Promise<number> {
  await q.query(
    `INSERT INTO ledger_accounts (system_code, currency_id, account_type, allow_negative) VALUES ($1, $2, 0, $3)
     ON CONFLICT (system_code, currency_id) WHERE system_code IS NOT NULL DO NOTHING`,
    [code, currencyId, SYSTEM_ACCOUNTS[code].allowNegative],
  );
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE system_code = $1 AND currency_id = $2',
    [code, currencyId],
  );
  return rows[0]!.id;
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
