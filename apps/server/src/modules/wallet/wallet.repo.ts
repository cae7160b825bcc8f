import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';
import { pageCurrencyCodes } from '../market';

export async function userFiat(
  q: Queryable,
  userId: number,
): Promise<{ fiat: string; rate: string }> {
  const { rows } = await q.query<{ fiat: string; rate: string }>(
    `SELECT u.fiat, coalesce(trim_scale(r.rate)::text, '1') AS rate FROM users u LEFT JOIN fiat_rates r ON r.currency_code = u.fiat WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? { fiat: 'USD', rate: '1' };
}

export async function userSecurity(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    kyc_level: number;
    pay_password_set: boolean;
    totp_enabled: boolean;
  }>(
    'SELECT kyc_level, pay_password_hash IS NOT NULL AS pay_password_set, totp_enabled FROM users WHERE id = $1',
    [userId],
  );
  return must(rows[0], `user ${userId} does not exist`);
}

// ---------------------------------------------------------------- transfers between own accounts and exchange

/** The recorded amounts of a transfer or exchange, by its journal (what a same-key retry answers). */
export async function transferByJournal(
  q: Queryable,
  journalId: number,
): Promise<{ amount: string; received: string; rate: string } | null> {
  const { rows } = await q.query<{ amount: string; received: string; rate: string }>(
    `SELECT trim_scale(amount)::text AS amount, trim_scale(received)::text AS received, trim_scale(rate)::text AS rate
       FROM wallet_transfers WHERE journal_id = $1`,
    [journalId],
  );
  return rows[0] ?? null;
}

export async function insertTransfer(
  q: Queryable,
  t: {
    userId: number;
    kind: 'account' | 'exchange';
    currencyId: number;
    toCurrencyId: number;
    fromType: number;
    toType: number;
    amount: string;
    received: string;
    rate: string | null;
    journalId: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO wallet_transfers (user_id, kind, currency_id, to_currency_id, from_type, to_type, amount, received, rate, journal_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::numeric, 1), $10)`,
    [
      t.userId,
      t.kind,
      t.currencyId,
      t.toCurrencyId,
      t.fromType,
      t.toType,
      t.amount,
      t.received,
      t.rate,
      t.journalId,
    ],
  );
}

export interface TransferRow {
  id: number;
  currency_id: number;
  currency_name: string;
  to_currency_id: number;
  to_currency_name: string;
  from_type: number;
  to_type: number;
  amount: string;
  received: string;
  rate: string;
  created_at: number;
}

export async function transferPage(
  q: Queryable,
  userId: number,
  kind: 'account' | 'exchange',
  window: { limit: number; offset: number },
): Promise<{ rows: TransferRow[]; total: number }> {
  const { rows } = await q.query<
    Omit<TransferRow, 'currency_name' | 'to_currency_name'> & { total: number }
  >(
    `SELECT t.id, t.currency_id, t.to_currency_id, t.from_type, t.to_type,
            trim_scale(t.amount)::text AS amount, trim_scale(t.received)::text AS received, trim_scale(t.rate)::text AS rate,
            extract(epoch FROM t.created_at)::bigint AS created_at, count(*) OVER ()::int AS total
       FROM wallet_transfers t
      WHERE t.user_id = $1 AND t.kind = $2 ORDER BY t.id DESC LIMIT $3 OFFSET $4`,
    [userId, kind, window.limit, window.offset],
  );
  const code = await pageCurrencyCodes(
    q,
    rows.flatMap((r) => [r.currency_id, r.to_currency_id]),
  );
  return {
    rows: rows.map(({ total: _total, ...r }) => ({
      id: r.id,
      currency_id: r.currency_id,
      currency_name: code(r.currency_id),
      to_currency_id: r.to_currency_id,
      to_currency_name: code(r.to_currency_id),
      from_type: r.from_type,
      to_type: r.to_type,
      amount: r.amount,
      received: r.received,
      rate: r.rate,
      created_at: r.created_at,
    })),
    total: rows[0]?.total ?? 0,
  };
}

export async function userIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}
