import type { Queryable } from '../../platform/db';

export interface CurrencyRow {
  id: number;
  code: string;
  name: string;
  precision: number;
  min_withdraw: string;
  withdraw_fee: string;
  can_deposit: boolean;
  can_withdraw: boolean;
  can_trade: boolean;
  is_fiat_like: boolean;
  chains: string[];
  logo: string;
  ref_price_usdt: string;
}

const CURRENCY_COLUMNS = `id, code, name, precision, trim_scale(min_withdraw)::text AS min_withdraw,
  trim_scale(withdraw_fee)::text AS withdraw_fee, can_deposit, can_withdraw, can_trade, is_fiat_like, chains, logo,
  trim_scale(ref_price_usdt)::text AS ref_price_usdt`;

export async function currencies(q: Queryable): Promise<CurrencyRow[]> {
  return (await q.query<CurrencyRow>(`SELECT ${CURRENCY_COLUMNS} FROM currencies ORDER BY sort_order, id`)).rows;
}

export async function currency(q: Queryable, id: number): Promise<CurrencyRow | null> {
  return (await q.query<CurrencyRow>(`SELECT ${CURRENCY_COLUMNS} FROM currencies WHERE id = $1`, [id])).rows[0] ?? null;
}

export async function setting(q: Queryable, key: string, fallback: string): Promise<string> {
  return (await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key])).rows[0]?.value ?? fallback;
}

export async function userFiat(q: Queryable, userId: number): Promise<{ fiat: string; rate: string }> {
  const { rows } = await q.query<{ fiat: string; rate: string }>(
    `SELECT u.fiat, coalesce(trim_scale(r.rate)::text, '1') AS rate FROM users u LEFT JOIN fiat_rates r ON r.currency_code = u.fiat WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? { fiat: 'USD', rate: '1' };
}

export async function userSecurity(q: Queryable, userId: number) {
  const { rows } = await q.query<{ kyc_level: number; pay_password_set: boolean; totp_enabled: boolean }>(
    'SELECT kyc_level, pay_password_hash IS NOT NULL AS pay_password_set, totp_enabled FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!;
}

/** Whether a journal with this idempotency key is already posted (a repeated request). */
export async function journalExists(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM journals WHERE idempotency_key = $1', [key])).rowCount !== 0;
}
