import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';
import { pageCurrencyCodes } from '../market';

type Window = { limit: number; offset: number };

/** A page's rows (without their window total), each with its currency's code as `currency_name`. */
async function withCurrencyNames<R extends { currency_id: number; total: number }>(
  q: Queryable,
  rows: R[],
): Promise<Array<Omit<R, 'total'> & { currency_name: string }>> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map(({ total: _total, ...r }) => ({ ...r, currency_name: code(r.currency_id) }));
}

// ---------------------------------------------------------------- deposits

export async function depositAddress(
  q: Queryable,
  userId: number,
  currencyId: number,
  chain: string,
): Promise<string | null> {
  const { rows } = await q.query<{ address: string }>(
    'SELECT address FROM deposit_addresses WHERE user_id = $1 AND currency_id = $2 AND chain = $3',
    [userId, currencyId, chain],
  );
  return rows[0]?.address ?? null;
}

export async function insertDepositAddress(
  q: Queryable,
  a: { userId: number; currencyId: number; chain: string; address: string; hdPath: string },
): Promise<void> {
  await q.query(
    `INSERT INTO deposit_addresses (user_id, currency_id, chain, address, hd_path) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [a.userId, a.currencyId, a.chain, a.address, a.hdPath],
  );
}

/** Whether the user uploaded this file as a deposit voucher. */
export async function voucherOwnedBy(q: Queryable, name: string, userId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2 AND kind = 'voucher'`,
    [name, userId],
  );
  return Boolean(rowCount);
}

/**
 * The idempotency key of the deposit request this voucher already backs (null for none), or
 * undefined when no request uses it. Same expression as the unique index of migration 0011.
 */
export async function voucherRequestKey(
  q: Queryable,
  name: string,
): Promise<string | null | undefined> {
  const { rows } = await q.query<{ idempotency_key: string | null }>(
    `SELECT idempotency_key FROM deposit_requests WHERE regexp_replace(voucher, '^/uploads/', '') = $1`,
    [name],
  );
  return rows[0] ? rows[0].idempotency_key : undefined;
}

/** A deposit request; a repeat of the same idempotency key answers with the first one's id. */
export async function insertDepositRequest(
  q: Queryable,
  d: {
    userId: number;
    currencyId: number;
    amount: string;
    method: string;
    chain: string;
    account: string;
    voucher: string;
    key: string | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO deposit_requests (user_id, currency_id, amount, method, chain, account, voucher, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
     RETURNING id`,
    [d.userId, d.currencyId, d.amount, d.method, d.chain, d.account, d.voucher, d.key],
  );
  return must(rows[0], 'deposit request insert returns its id').id;
}

export interface DepositRow {
  id: number;
  user_id: number;
  currency_id: number;
  currency_name: string;
  amount: string;
  method: string;
  chain: string;
  status: string;
  reason: string;
  voucher: string;
  created_at: number;
  account: string;
}

/** Deposit requests, newest first: one user's (or everyone's when `userId` is null), optionally by status. */
export async function depositPage(
  q: Queryable,
  userId: number | null,
  status: string | null,
  window: Window,
): Promise<{ rows: DepositRow[]; total: number }> {
  const { rows } = await q.query<Omit<DepositRow, 'currency_name'> & { total: number }>(
    `SELECT d.id, d.user_id, d.currency_id, trim_scale(d.amount)::text AS amount, d.method, d.chain, d.status,
            d.reason, d.voucher, extract(epoch FROM d.created_at)::bigint AS created_at,
            coalesce(u.email, '+' || u.area_code || ' ' || u.phone) AS account, count(*) OVER ()::int AS total
       FROM deposit_requests d JOIN users u ON u.id = d.user_id
      WHERE ($1::bigint IS NULL OR d.user_id = $1) AND ($2::text IS NULL OR d.status = $2)
      ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
    [userId, status, window.limit, window.offset],
  );
  return { rows: await withCurrencyNames(q, rows), total: rows[0]?.total ?? 0 };
}

export async function lockDepositRequest(q: Queryable, id: number) {
  const { rows } = await q.query<{
    id: number;
    user_id: number;
    currency_id: number;
    amount: string;
    status: string;
  }>(
    'SELECT id, user_id, currency_id, trim_scale(amount)::text AS amount, status FROM deposit_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export async function closeDepositRequest(
  q: Queryable,
  d: {
    id: number;
    status: 'approved' | 'rejected';
    credited: string | null;
    reason: string;
    operatorId: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE deposit_requests SET status = $2, credited = $3, reason = $4, reviewed_at = now(), reviewed_by = $5 WHERE id = $1`,
    [d.id, d.status, d.credited, d.reason, d.operatorId],
  );
}

// ---------------------------------------------------------------- address book and bank cards

export async function addressCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM address_book WHERE user_id = $1 AND deleted_at IS NULL',
    [userId],
  );
  return must(rows[0], 'count returns a row').n;
}

export async function insertAddress(
  q: Queryable,
  a: { userId: number; currencyId: number; chain: string; name: string; address: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO address_book (user_id, currency_id, chain, name, address) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [a.userId, a.currencyId, a.chain, a.name, a.address],
  );
  return must(rows[0], 'address insert returns its id').id;
}

export interface AddressRow {
  id: number;
  currency_id: number;
  currency_name: string;
  chain: string;
  name: string;
  address: string;
  created_at: number;
  usable_at: number;
}

/** A user's saved addresses, newest first, with when each becomes usable after `coolingHours`. */
export async function addressPage(
  q: Queryable,
  userId: number,
  filter: { currencyId: number | null; coolingHours: number },
  window: Window,
): Promise<{ rows: AddressRow[]; total: number }> {
  const { rows } = await q.query<Omit<AddressRow, 'currency_name'> & { total: number }>(
    `SELECT a.id, a.currency_id, a.chain, a.name, a.address,
            extract(epoch FROM a.created_at)::bigint AS created_at,
            extract(epoch FROM a.created_at + make_interval(hours => $4))::bigint AS usable_at,
            count(*) OVER ()::int AS total
       FROM address_book a
      WHERE a.user_id = $1 AND a.deleted_at IS NULL AND ($5::int IS NULL OR a.currency_id = $5)
      ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [userId, window.limit, window.offset, filter.coolingHours, filter.currencyId],
  );
  return { rows: await withCurrencyNames(q, rows), total: rows[0]?.total ?? 0 };
}

/** Soft-deletes one of the user's addresses; false when there was none to delete. */
export async function deleteAddress(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE address_book SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  return Boolean(rowCount);
}

/** A saved address usable for a withdrawal of this currency, and whether it is still cooling down. */
export async function withdrawAddress(
  q: Queryable,
  userId: number,
  currencyId: number,
  addressId: number,
  coolingHours: number,
): Promise<{ chain: string; address: string; cooling: boolean } | null> {
  const { rows } = await q.query<{ chain: string; address: string; cooling: boolean }>(
    `SELECT chain, address, created_at > now() - make_interval(hours => $4) AS cooling FROM address_book
      WHERE id = $1 AND user_id = $2 AND currency_id = $3 AND deleted_at IS NULL`,
    [addressId, userId, currencyId, coolingHours],
  );
  return rows[0] ?? null;
}

export const CARD_FIELDS = [
  'real_name',
  'bank_account',
  'bank_name',
  'bank_dizhi',
  'bank_network',
  'swift_code',
  'aba_number',
  'country',
  'address',
  'phone',
] as const;
export type CardKind = 'domestic' | 'international';
export type CardRow = Record<(typeof CARD_FIELDS)[number], string> & { kind: CardKind };

export async function upsertCard(
  q: Queryable,
  userId: number,
  kind: CardKind,
  values: readonly string[],
): Promise<void> {
  await q.query(
    `INSERT INTO bank_cards (user_id, kind, ${CARD_FIELDS.join(', ')}) VALUES ($1, $2, ${CARD_FIELDS.map((_, i) => `$${i + 3}`).join(', ')})
     ON CONFLICT (user_id, kind) DO UPDATE SET ${CARD_FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()`,
    [userId, kind, ...values],
  );
}

export async function card(q: Queryable, userId: number, kind: CardKind): Promise<CardRow | null> {
  const { rows } = await q.query<CardRow>(
    `SELECT kind, ${CARD_FIELDS.join(', ')} FROM bank_cards WHERE user_id = $1 AND kind = $2`,
    [userId, kind],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- withdrawals

/** BTC value of the user's withdrawals in the last 24 hours (rejected and failed ones do not count). */
export async function withdrawnBtc24h(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ used: string }>(
    `SELECT coalesce(trim_scale(sum(btc_value)), 0)::text AS used FROM withdrawals
        WHERE user_id = $1 AND status NOT IN ('rejected', 'failed') AND created_at > now() - interval '24 hours'`,
    [userId],
  );
  return must(rows[0], 'sum returns a row').used;
}

export async function withdrawalByKey(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM withdrawals WHERE idempotency_key = $1',
    [key],
  );
  return rows[0]?.id ?? null;
}

/** Whether the user's withdrawals of the currency are held (a credited deposit re-orged away). */
export async function withdrawHeld(
  q: Queryable,
  userId: number,
  currencyId: number,
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM withdraw_holds WHERE user_id = $1 AND currency_id = $2',
    [userId, currencyId],
  );
  return rows.length > 0;
}

/** Serialises one user's withdrawals (the rolling limit cannot be raced past). */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  // NO KEY UPDATE still serialises withdrawals, but not the user's other commands: their inserts
  // check foreign keys to users with KEY SHARE, which FOR UPDATE blocks — a deadlock on
  // PostgreSQL when such a command already holds the ledger account the withdrawal's hold needs.
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** The id the next withdrawal will have, taken before its hold is placed (the hold names it). */
export async function nextWithdrawalId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::bigint AS id`,
  );
  return must(rows[0], 'nextval returns a row').id;
}

export async function insertWithdrawal(
  q: Queryable,
  w: {
    id: number;
    userId: number;
    currencyId: number;
    amount: string;
    fee: string;
    btcValue: string;
    usdtValue: string;
    method: string;
    chain: string;
    destination: string;
    holdId: number;
    key: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO withdrawals (id, user_id, currency_id, amount, fee, btc_value, usdt_value, method, chain, destination, hold_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      w.id,
      w.userId,
      w.currencyId,
      w.amount,
      w.fee,
      w.btcValue,
      w.usdtValue,
      w.method,
      w.chain,
      w.destination,
      w.holdId,
      w.key,
    ],
  );
}

export interface WithdrawalRow {
  id: number;
  user_id: number;
  currency_id: number;
  currency_name: string;
  amount: string;
  fee: string;
  method: string;
  chain: string;
  destination: string;
  status: string;
  txid: string;
  reason: string;
  created_at: number;
  /** The sent transaction's confirmations as the broadcaster last checked them (on-chain sends). */
  tx_confirmations: number | null;
}

/**
 * A page of withdrawals in one statement: an on-chain send's txid is its confirmed hash, else
 * the hash of its latest signed version, else what an operator typed.
 */
export async function withdrawalPage(
  q: Queryable,
  filter: { userId: number | null; status: string | null; id?: number },
  window: Window,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const { rows } = await q.query<Omit<WithdrawalRow, 'currency_name'> & { total: number }>(
    `SELECT w.id, w.user_id, w.currency_id, trim_scale(w.amount)::text AS amount, trim_scale(w.fee)::text AS fee,
            w.method, w.chain, w.destination, w.status, coalesce(t.confirmed_hash, v.hash, w.txid) AS txid, w.reason,
            extract(epoch FROM w.created_at)::bigint AS created_at, t.confirmations AS tx_confirmations,
            count(*) OVER ()::int AS total
       FROM withdrawals w
       LEFT JOIN chain_txs t ON t.withdrawal_id = w.id
       LEFT JOIN LATERAL (SELECT hash FROM chain_tx_versions WHERE chain_tx_id = t.id
                           ORDER BY created_at DESC, hash LIMIT 1) v ON true
      WHERE ($1::bigint IS NULL OR w.user_id = $1) AND ($2::text IS NULL OR w.status = $2)
        AND ($5::bigint IS NULL OR w.id = $5)
      ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
    [filter.userId, filter.status, window.limit, window.offset, filter.id ?? null],
  );
  return { rows: await withCurrencyNames(q, rows), total: rows[0]?.total ?? 0 };
}

/** A withdrawal as its reviews and sends read it: whose, in what, how much, its hold and state. */
export interface WithdrawalBase {
  id: number;
  user_id: number;
  currency_id: number;
  currency_code: string;
  amount: string;
  fee: string;
  chain: string;
  hold_id: number;
  status: string;
}

export async function lockWithdrawal(q: Queryable, id: number) {
  const { rows } = await q.query<
    Omit<WithdrawalBase, 'currency_code'> & {
      usdt_value: string;
      method: string;
      first_approved_by: number | null;
    }
  >(
    `SELECT w.id, w.user_id, w.currency_id, trim_scale(w.amount)::text AS amount,
            trim_scale(w.fee)::text AS fee, trim_scale(w.usdt_value)::text AS usdt_value, w.method, w.chain,
            w.hold_id, w.status, w.first_approved_by
       FROM withdrawals w WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const code = await pageCurrencyCodes(q, [row.currency_id]);
  return { ...row, currency_code: code(row.currency_id) };
}

export async function closeWithdrawal(
  q: Queryable,
  w: { id: number; status: 'sent' | 'rejected'; txid: string; reason: string; operatorId: number },
): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = $2, txid = $3, reason = $4, reviewed_at = now(), reviewed_by = $5 WHERE id = $1`,
    [w.id, w.status, w.txid, w.reason, w.operatorId],
  );
}

/** The first of two approvals: the withdrawal waits for a different operator. */
export async function firstApproval(q: Queryable, id: number, operatorId: number): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = 'second_approval', first_approved_by = $2 WHERE id = $1`,
    [id, operatorId],
  );
}

/** The approval that hands the withdrawal to the broadcaster. */
export async function finalApproval(q: Queryable, id: number, operatorId: number): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = 'approved', reviewed_at = now(), reviewed_by = $2 WHERE id = $1`,
    [id, operatorId],
  );
}

/** Deposit requests waiting for an operator (the console's queue). */
export async function pendingDepositCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposit_requests WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}

/** Withdrawals waiting for an operator (the console's queue). */
export async function pendingWithdrawalCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}
