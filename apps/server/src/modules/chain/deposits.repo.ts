import type { Queryable } from '../../platform/db';
import { pageCurrencyCodes } from '../market';

// ---------------------------------------------------------------- blocks and cursor

export async function cursor(
  q: Queryable,
  chain: string,
): Promise<{ number: number; hash: string } | null> {
  const { rows } = await q.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM chain_cursors WHERE chain = $1',
    [chain],
  );
  return rows[0] ?? null;
}

export async function setCursor(
  q: Queryable,
  chain: string,
  at: { number: number; hash: string },
): Promise<void> {
  await q.query(
    `INSERT INTO chain_cursors (chain, number, hash, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (chain) DO UPDATE SET number = EXCLUDED.number, hash = EXCLUDED.hash, updated_at = now()`,
    [chain, at.number, at.hash],
  );
}

export async function deleteCursor(q: Queryable, chain: string): Promise<void> {
  await q.query('DELETE FROM chain_cursors WHERE chain = $1', [chain]);
}

export async function storedBlockHash(
  q: Queryable,
  chain: string,
  number: number,
): Promise<string | null> {
  const { rows } = await q.query<{ hash: string }>(
    'SELECT hash FROM chain_blocks WHERE chain = $1 AND number = $2',
    [chain, number],
  );
  return rows[0]?.hash ?? null;
}

/** Records scanned blocks and forgets those more than `keep` below the newest. */
export async function saveBlocks(
  q: Queryable,
  chain: string,
  blocks: Array<{ number: number; hash: string; parentHash: string }>,
  keep: number,
): Promise<void> {
  if (blocks.length === 0) return;
  await q.query(
    `INSERT INTO chain_blocks (chain, number, hash, parent_hash)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[])
     ON CONFLICT (chain, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash`,
    [
      chain,
      blocks.map((b) => b.number),
      blocks.map((b) => b.hash),
      blocks.map((b) => b.parentHash),
    ],
  );
  const top = blocks[blocks.length - 1]!.number;
  await q.query('DELETE FROM chain_blocks WHERE chain = $1 AND number < $2', [chain, top - keep]);
}

export async function deleteBlocksAbove(
  q: Queryable,
  chain: string,
  number: number,
): Promise<void> {
  await q.query('DELETE FROM chain_blocks WHERE chain = $1 AND number > $2', [chain, number]);
}

// ---------------------------------------------------------------- addresses and currencies

/**
 * Which of `addresses` (lower-case) are the platform's deposit addresses on the chain, and
 * whose: lower-case address → user id.
 */
export async function depositOwners(
  q: Queryable,
  chain: string,
  addresses: string[],
): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const { rows } = await q.query<{ address: string; user_id: number }>(
    `SELECT DISTINCT lower(address) AS address, user_id FROM deposit_addresses
      WHERE chain = $1 AND lower(address) = ANY($2::text[])`,
    [chain, addresses],
  );
  return new Map(rows.map((r) => [r.address, r.user_id]));
}

// ---------------------------------------------------------------- deposits

export type DepositStatus =
  'seen' | 'credited' | 'below_min' | 'unconvertible' | 'orphaned' | 'reorged';

export interface DepositRow {
  id: number;
  chain: string;
  tx_hash: string;
  log_index: number;
  block_number: number;
  block_hash: string;
  user_id: number;
  currency_id: number;
  currency_name: string;
  address: string;
  sender: string;
  amount: string;
  status: DepositStatus;
  created_at: number;
  credited_at: number | null;
}

const DEPOSIT_COLUMNS = `d.id, d.chain, d.tx_hash, d.log_index, d.block_number, d.block_hash, d.user_id,
  d.currency_id, d.address, d.sender, trim_scale(d.amount)::text AS amount,
  d.status, extract(epoch FROM d.seen_at)::bigint AS created_at,
  extract(epoch FROM d.credited_at)::bigint AS credited_at`;

type StoredDeposit = Omit<DepositRow, 'currency_name'>;

/**
 * Deposits as read, each with its currency's code from the market's catalogue: one statement
 * for all their currencies (none for no rows), never one per row.
 */
async function withCurrencyNames(q: Queryable, rows: StoredDeposit[]): Promise<DepositRow[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map((r) => ({
    id: r.id,
    chain: r.chain,
    tx_hash: r.tx_hash,
    log_index: r.log_index,
    block_number: r.block_number,
    block_hash: r.block_hash,
    user_id: r.user_id,
    currency_id: r.currency_id,
    currency_name: code(r.currency_id),
    address: r.address,
    sender: r.sender,
    amount: r.amount,
    status: r.status,
    created_at: r.created_at,
    credited_at: r.credited_at,
  }));
}

export interface SeenTransfer {
  chain: string;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  userId: number;
  currencyId: number;
  address: string;
  sender: string;
  baseUnits: string;
  amount: string;
  /** seen, below_min or unconvertible. */
  status: DepositStatus;
}

/**
 * Records a transfer to a deposit address. Seen again (its transaction re-included after a
 * re-org): an orphaned row takes the new block and its status afresh, a re-orged (credited)
 * one is credited again; either way the row keeps its id. Returns the row and its status before.
 */
export async function upsertDeposit(
  q: Queryable,
  d: SeenTransfer,
): Promise<{ id: number; before: DepositStatus | null; status: DepositStatus }> {
  const { rows } = await q.query<{
    id: number;
    before: DepositStatus | null;
    status: DepositStatus;
  }>(
    `WITH prior AS (
       SELECT status FROM chain_deposits WHERE chain = $1 AND tx_hash = $2 AND log_index = $3
     )
     INSERT INTO chain_deposits AS d (chain, tx_hash, log_index, block_number, block_hash, user_id,
                                      currency_id, address, sender, base_units, amount, status)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (chain, tx_hash, log_index) DO UPDATE SET
          block_number = EXCLUDED.block_number,
          block_hash = EXCLUDED.block_hash,
          status = CASE d.status WHEN 'orphaned' THEN EXCLUDED.status
                                 WHEN 'reorged' THEN 'credited' ELSE d.status END
     RETURNING d.id, (SELECT status FROM prior) AS before, d.status`,
    [
      d.chain,
      d.txHash,
      d.logIndex,
      d.blockNumber,
      d.blockHash,
      d.userId,
      d.currencyId,
      d.address,
      d.sender,
      d.baseUnits,
      d.amount,
      d.status,
    ],
  );
  return rows[0]!;
}

/**
 * The log index a transfer already has when its transaction left the chain and came back: a
 * log's index counts from the start of its block, so a re-included transfer can carry another.
 */
export async function returningLogIndex(
  q: Queryable,
  d: { chain: string; txHash: string; currencyId: number; address: string; baseUnits: string },
): Promise<number | null> {
  const { rows } = await q.query<{ log_index: number }>(
    `SELECT log_index FROM chain_deposits
      WHERE chain = $1 AND tx_hash = $2 AND currency_id = $3 AND lower(address) = lower($4)
        AND base_units = $5::numeric AND status IN ('orphaned', 'reorged')
      ORDER BY id LIMIT 1`,
    [d.chain, d.txHash, d.currencyId, d.address, d.baseUnits],
  );
  return rows[0]?.log_index ?? null;
}

export async function depositById(q: Queryable, id: number): Promise<DepositRow | null> {
  const { rows } = await q.query<StoredDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM chain_deposits d WHERE d.id = $1`,
    [id],
  );
  return (await withCurrencyNames(q, rows))[0] ?? null;
}

/** Deposits of the chain in blocks above `number` (a re-org's common ancestor), locked. */
export async function depositsAbove(
  q: Queryable,
  chain: string,
  number: number,
): Promise<DepositRow[]> {
  const { rows } = await q.query<StoredDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM chain_deposits d
      WHERE d.chain = $1 AND d.block_number > $2 AND d.status NOT IN ('orphaned', 'reorged')
      ORDER BY d.id FOR UPDATE OF d`,
    [chain, number],
  );
  return withCurrencyNames(q, rows);
}

export async function setDepositStatus(
  q: Queryable,
  id: number,
  status: DepositStatus,
): Promise<void> {
  await q.query('UPDATE chain_deposits SET status = $2 WHERE id = $1', [id, status]);
}

/** Deposits waiting for confirmations on the chain. */
export async function openDeposits(q: Queryable, chain: string): Promise<DepositRow[]> {
  const { rows } = await q.query<StoredDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM chain_deposits d
      WHERE d.chain = $1 AND d.status = 'seen' ORDER BY d.id`,
    [chain],
  );
  return withCurrencyNames(q, rows);
}

/**
 * Locks a deposit ready to credit: still `seen`, and its block the canonical one the watcher
 * stored at that height.
 */
export async function lockCreditable(q: Queryable, id: number): Promise<DepositRow | null> {
  const { rows } = await q.query<StoredDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM chain_deposits d
      WHERE d.id = $1 AND d.status = 'seen'
        AND EXISTS (SELECT 1 FROM chain_blocks b
                     WHERE b.chain = d.chain AND b.number = d.block_number AND b.hash = d.block_hash)
      FOR UPDATE OF d`,
    [id],
  );
  return (await withCurrencyNames(q, rows))[0] ?? null;
}

export async function markCredited(q: Queryable, id: number, journalId: number): Promise<void> {
  await q.query(
    `UPDATE chain_deposits SET status = 'credited', journal_id = $2, credited_at = now() WHERE id = $1`,
    [id, journalId],
  );
}

export async function userDeposits(
  q: Queryable,
  filter: { userId: number | null; currencyId: number | null; status: string | null },
  window: { limit: number; offset: number },
): Promise<{ rows: DepositRow[]; total: number }> {
  const { rows } = await q.query<StoredDeposit & { total: number }>(
    `SELECT ${DEPOSIT_COLUMNS}, count(*) OVER ()::int AS total
       FROM chain_deposits d
      WHERE ($1::bigint IS NULL OR d.user_id = $1) AND ($2::int IS NULL OR d.currency_id = $2)
        AND ($3::text IS NULL OR d.status = $3)
      ORDER BY d.id DESC LIMIT $4 OFFSET $5`,
    [filter.userId, filter.currencyId, filter.status, window.limit, window.offset],
  );
  return { rows: await withCurrencyNames(q, rows), total: rows[0]?.total ?? 0 };
}

// ---------------------------------------------------------------- alerts and holds

export interface AlertRow {
  id: number;
  chain: string;
  kind: 'deep_reorg' | 'hot_wallet_low' | 'unconvertible_deposit' | 'withdrawal_failed';
  subject: string;
  detail: Record<string, unknown>;
  created_at: number;
  resolved_at: number | null;
  resolution: string;
}

/** Opens an alert unless one is open for the same subject. */
export async function openAlert(
  q: Queryable,
  a: { chain: string; kind: AlertRow['kind']; subject: string; detail: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `INSERT INTO chain_alerts (chain, kind, subject, detail) VALUES ($1, $2, $3, $4)
     ON CONFLICT (chain, kind, subject) WHERE resolved_at IS NULL DO NOTHING`,
    [a.chain, a.kind, a.subject, JSON.stringify(a.detail)],
  );
}

/**
 * Resolves the open alert of a subject without an operator: the system itself saw it mend (a
 * reorg settled, a hot balance back above its marks).
 */
export async function resolveAlertOf(
  q: Queryable,
  a: { chain: string; kind: AlertRow['kind']; subject: string; resolution: string },
): Promise<void> {
  await q.query(
    `UPDATE chain_alerts SET resolved_at = now(), resolution = $4
      WHERE chain = $1 AND kind = $2 AND subject = $3 AND resolved_at IS NULL`,
    [a.chain, a.kind, a.subject, a.resolution],
  );
}

export async function lockAlert(q: Queryable, id: number): Promise<AlertRow | null> {
  const { rows } = await q.query<AlertRow>(
    `SELECT id, chain, kind, subject, detail, extract(epoch FROM created_at)::bigint AS created_at,
            extract(epoch FROM resolved_at)::bigint AS resolved_at, resolution
       FROM chain_alerts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function resolveAlert(
  q: Queryable,
  a: { id: number; operatorId: number; resolution: string },
): Promise<void> {
  await q.query(
    'UPDATE chain_alerts SET resolved_at = now(), resolved_by = $2, resolution = $3 WHERE id = $1',
    [a.id, a.operatorId, a.resolution],
  );
}

export async function alertPage(
  q: Queryable,
  window: { limit: number; offset: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const { rows } = await q.query<AlertRow & { total: number }>(
    `SELECT id, chain, kind, subject, detail, extract(epoch FROM created_at)::bigint AS created_at,
            extract(epoch FROM resolved_at)::bigint AS resolved_at, resolution,
            count(*) OVER ()::int AS total
       FROM chain_alerts ORDER BY (resolved_at IS NULL) DESC, id DESC LIMIT $1 OFFSET $2`,
    [window.limit, window.offset],
  );
  return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function holdWithdrawals(
  q: Queryable,
  h: { userId: number; currencyId: number; reason: string },
): Promise<void> {
  await q.query(
    `INSERT INTO withdraw_holds (user_id, currency_id, reason) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, currency_id) DO NOTHING`,
    [h.userId, h.currencyId, h.reason],
  );
}

/** Lifts the user's hold of the currency unless another deep re-org alert of theirs is open. */
export async function liftHoldIfClear(
  q: Queryable,
  userId: number,
  currencyId: number,
): Promise<void> {
  await q.query(
    `DELETE FROM withdraw_holds h WHERE h.user_id = $1 AND h.currency_id = $2
        AND NOT EXISTS (SELECT 1 FROM chain_alerts a
                         WHERE a.kind = 'deep_reorg' AND a.resolved_at IS NULL
                           AND (a.detail->>'user_id')::bigint = $1
                           AND (a.detail->>'currency_id')::int = $2)`,
    [userId, currencyId],
  );
}
