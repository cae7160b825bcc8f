import type { Queryable } from '../../platform/db';
import type { WithdrawalBase } from '../wallet';
import { pageCurrencyCodes } from '../market';

/**
 * Withdrawals as the broadcaster sends them: the nonce reserved under its row's lock, the
 * signed bytes stored before anything is broadcast, every version of a speed-up, and the
 * withdrawal's on-chain states.
 */

/** Approved withdrawals waiting to be signed on a chain, oldest first. */
export async function approvedIds(q: Queryable, chain: string, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM withdrawals WHERE status = 'approved' AND chain = $1 AND method = 'crypto'
      ORDER BY id LIMIT $2`,
    [chain, limit],
  );
  return rows.map((r) => r.id);
}

export interface SendRow extends WithdrawalBase {
  destination: string;
}

const SEND_COLUMNS = `w.id, w.user_id, w.currency_id, trim_scale(w.amount)::text AS amount,
  trim_scale(w.fee)::text AS fee, w.chain, w.destination, w.hold_id, w.status`;

type StoredSend = Omit<SendRow, 'currency_code'>;

/** A withdrawal as read, with its currency's code from the market's catalogue. */
async function withCurrencyCode(
  q: Queryable,
  row: StoredSend | undefined,
): Promise<SendRow | null> {
  if (!row) return null;
  const code = await pageCurrencyCodes(q, [row.currency_id]);
  return {
    id: row.id,
    user_id: row.user_id,
    currency_id: row.currency_id,
    currency_code: code(row.currency_id),
    amount: row.amount,
    fee: row.fee,
    chain: row.chain,
    destination: row.destination,
    hold_id: row.hold_id,
    status: row.status,
  };
}

export async function withdrawal(q: Queryable, id: number): Promise<SendRow | null> {
  const { rows } = await q.query<StoredSend>(
    `SELECT ${SEND_COLUMNS} FROM withdrawals w WHERE w.id = $1`,
    [id],
  );
  return withCurrencyCode(q, rows[0]);
}

export async function lockWithdrawal(q: Queryable, id: number): Promise<SendRow | null> {
  const { rows } = await q.query<StoredSend>(
    `SELECT ${SEND_COLUMNS} FROM withdrawals w WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  return withCurrencyCode(q, rows[0]);
}

export async function setStatus(
  q: Queryable,
  id: number,
  status: 'signed' | 'broadcast',
): Promise<void> {
  await q.query('UPDATE withdrawals SET status = $2 WHERE id = $1', [id, status]);
}

/** The final state of an on-chain withdrawal, with the hash that was mined. */
export async function closeWithdrawal(
  q: Queryable,
  w: { id: number; status: 'confirmed' | 'failed'; txid: string; reason: string },
): Promise<void> {
  await q.query('UPDATE withdrawals SET status = $2, txid = $3, reason = $4 WHERE id = $1', [
    w.id,
    w.status,
    w.txid,
    w.reason,
  ]);
}

// ---------------------------------------------------------------- nonces

/**
 * Reserves the next nonce of a sending address under its row's lock (the row is created at the
 * node's pending count, and never reads lower than it): concurrent signers queue here.
 */
export async function reserveNonce(
  q: Queryable,
  chain: string,
  sender: string,
  pendingCount: number,
): Promise<number> {
  await q.query(
    'INSERT INTO chain_nonces (chain, sender, next) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [chain, sender, pendingCount],
  );
  const { rows } = await q.query<{ next: number }>(
    'SELECT next::int AS next FROM chain_nonces WHERE chain = $1 AND sender = $2 FOR UPDATE',
    [chain, sender],
  );
  const next = Math.max(rows[0]!.next, pendingCount);
  await q.query('UPDATE chain_nonces SET next = $3 WHERE chain = $1 AND sender = $2', [
    chain,
    sender,
    next + 1,
  ]);
  return next;
}

// ---------------------------------------------------------------- transactions

export async function insertChainTx(
  q: Queryable,
  t: {
    withdrawalId: number;
    chain: string;
    sender: string;
    nonce: number;
    recipient: string;
    baseUnits: bigint;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO chain_txs (withdrawal_id, chain, sender, nonce, recipient, base_units)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [t.withdrawalId, t.chain, t.sender, t.nonce, t.recipient, t.baseUnits.toString()],
  );
  return rows[0]!.id;
}

export async function insertVersion(
  q: Queryable,
  v: { chainTxId: number; hash: string; raw: string; maxFee: bigint; maxPriority: bigint },
): Promise<void> {
  await q.query(
    `INSERT INTO chain_tx_versions (chain_tx_id, hash, raw, max_fee_per_gas, max_priority_fee_per_gas)
     VALUES ($1, $2, $3, $4, $5)`,
    [v.chainTxId, v.hash, v.raw, v.maxFee.toString(), v.maxPriority.toString()],
  );
}

export async function markBroadcast(q: Queryable, chainTxId: number, hash: string): Promise<void> {
  await q.query(
    `UPDATE chain_tx_versions SET broadcast_at = coalesce(broadcast_at, now())
      WHERE chain_tx_id = $1 AND hash = $2`,
    [chainTxId, hash],
  );
}

export interface TxVersion {
  hash: string;
  raw: string;
  max_fee_per_gas: string;
  max_priority_fee_per_gas: string;
}

export interface OpenTx {
  withdrawal_id: number;
  status: string;
  chain_tx_id: number;
  sender: string;
  nonce: number;
  /** First to last. */
  versions: TxVersion[];
}

/** Signed or broadcast withdrawals of a chain (or the one given), with every version of their transaction. */
export async function openTxs(
  q: Queryable,
  filter: { chain: string } | { withdrawalId: number },
): Promise<OpenTx[]> {
  const byId = 'withdrawalId' in filter;
  const { rows } = await q.query<OpenTx>(
    `SELECT w.id AS withdrawal_id, w.status, t.id AS chain_tx_id, t.sender, t.nonce::int AS nonce,
            (SELECT json_agg(json_build_object('hash', v.hash, 'raw', v.raw,
                      'max_fee_per_gas', v.max_fee_per_gas::text,
                      'max_priority_fee_per_gas', v.max_priority_fee_per_gas::text)
                      ORDER BY v.created_at, v.hash)
               FROM chain_tx_versions v WHERE v.chain_tx_id = t.id) AS versions
       FROM withdrawals w JOIN chain_txs t ON t.withdrawal_id = w.id
      WHERE w.status IN ('signed', 'broadcast') AND ${byId ? 'w.id = $1' : 't.chain = $1'}
      ORDER BY w.id`,
    [byId ? filter.withdrawalId : filter.chain],
  );
  return rows;
}

/** Where the mined version stands, as last checked (before it has enough confirmations). */
export async function recordProgress(
  q: Queryable,
  chainTxId: number,
  p: { hash: string | null; block: number | null; confirmations: number | null },
): Promise<void> {
  await q.query(
    'UPDATE chain_txs SET confirmed_hash = $2, block_number = $3, confirmations = $4 WHERE id = $1',
    [chainTxId, p.hash, p.block, p.confirmations],
  );
}

/** A withdrawal's transaction for operators: its nonce and every signed hash. */
export async function txOfWithdrawal(q: Queryable, withdrawalId: number) {
  const { rows } = await q.query<{
    withdrawal_id: number;
    chain: string;
    sender: string;
    nonce: number;
    hashes: string[];
    confirmed_hash: string | null;
    confirmations: number;
  }>(
    `SELECT t.withdrawal_id, t.chain, t.sender, t.nonce::int AS nonce,
            (SELECT array_agg(v.hash ORDER BY v.created_at, v.hash) FROM chain_tx_versions v
              WHERE v.chain_tx_id = t.id) AS hashes,
            t.confirmed_hash, coalesce(t.confirmations, 0) AS confirmations
       FROM chain_txs t WHERE t.withdrawal_id = $1`,
    [withdrawalId],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- hot wallet

/** What queued withdrawals will still take from the hot wallet, per currency (amount − fee). */
export async function queuedByCurrency(q: Queryable, chain: string): Promise<Map<number, string>> {
  const { rows } = await q.query<{ currency_id: number; queued: string }>(
    `SELECT currency_id, trim_scale(sum(amount - fee))::text AS queued FROM withdrawals
      WHERE status IN ('approved', 'signed', 'broadcast') AND chain = $1 AND method = 'crypto'
      GROUP BY currency_id`,
    [chain],
  );
  return new Map(rows.map((r) => [r.currency_id, r.queued]));
}

export async function chainStatusRow(q: Queryable, chain: string) {
  const { rows } = await q.query<{
    cursor: number | null;
    watcher: string | null;
    open_alerts: number;
  }>(
    `SELECT (SELECT number::int FROM chain_cursors WHERE chain = $1) AS cursor,
            (SELECT node FROM leases WHERE name = 'chain.' || $1 AND expires_at > now()) AS watcher,
            (SELECT count(*)::int FROM chain_alerts WHERE chain = $1 AND resolved_at IS NULL) AS open_alerts`,
    [chain],
  );
  return rows[0]!;
}
