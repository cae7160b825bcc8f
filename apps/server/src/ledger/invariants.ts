import { sameSums, type Sums } from '@tidemark/contracts';
import { must } from '../platform/assert';
import type { Db, Queryable } from '../platform/db';
import { SHARDED_SYSTEM_ACCOUNTS, SYSTEM_ACCOUNTS, SYSTEM_SHARDS } from './accounts';

export interface LedgerProblem {
  kind:
    | 'journal_unbalanced'
    | 'balance_mismatch'
    | 'negative_balance'
    | 'hold_mismatch'
    | 'liabilities_mismatch'
    | 'shard_mismatch';
  detail: string;
}

/** What each account's postings sum to, per bucket: a relation (account_id, avail, froz). */
const POSTED_FULL = `SELECT account_id,
         sum(amount) FILTER (WHERE bucket = 'available') AS avail,
         sum(amount) FILTER (WHERE bucket = 'frozen') AS froz
    FROM postings GROUP BY account_id`;
/** The same from the checkpoint, once it has been advanced to the last posting (`checkLedgerSince`). */
const POSTED_CHECKPOINT = `SELECT account_id, available AS avail, frozen AS froz FROM ledger_check_sums`;

/**
 * Checks that can run at any time: every journal balances per currency; every cached
 * balance equals the sum of its postings; no account that may not go negative is negative;
 * each account's frozen bucket covers its open holds; a sharded system account (house, fees)
 * reconciles: the sum of its shards equals what one row would hold (every posting to any of its
 * rows), and every shard is a known shard with its account's negative rule. Reads every posting:
 * the form the CLI, the console and the tests use, and the daily job once a week.
 */
export async function checkLedger(q: Queryable, limit = 100): Promise<LedgerProblem[]> {
  const unbalanced = await q.query<UnbalancedRow>(
    `SELECT journal_id, currency_id, sum(amount)::text AS total FROM postings
      GROUP BY journal_id, currency_id HAVING sum(amount) <> 0 LIMIT $1`,
    [limit],
  );
  return [...unbalancedProblems(unbalanced.rows), ...(await checkBalances(q, POSTED_FULL, limit))];
}

type UnbalancedRow = { journal_id: number; currency_id: number; total: string };

const unbalancedProblems = (rows: UnbalancedRow[]): LedgerProblem[] =>
  rows.map((r) => ({
    kind: 'journal_unbalanced',
    detail: `journal ${r.journal_id} currency ${r.currency_id} sums to ${r.total}`,
  }));

/** Thrown inside the check's transaction so that a check that found problems advances nothing. */
class Found extends Error {
  constructor(readonly problems: LedgerProblem[]) {
    super('ledger problems found');
  }
}

/**
 * `checkLedger` at the cost of what was posted since the last check, not of the whole history.
 * The checkpoint (migration 0036) holds each account's posting sums up to a posting id (the
 * mark); this adds the postings after it, then checks every cached balance against the new sums
 * and every journal with a posting after the mark (all of its postings), and the rules that read
 * balances and open holds as the full check does. The checkpoint moves only when nothing was
 * found, so a problem is reported again by every later check.
 *
 * Why no posting is ever skipped: the transaction first takes a lock on `postings` that conflicts
 * with the one every INSERT takes (and with itself: one check at a time). Taking it waits for
 * every transaction that has inserted postings to end, and holds back any new insert until this
 * check commits. Ids come from the postings sequence inside those inserts, so once the lock is
 * held every id up to max(id) belongs to a committed posting or to none that can ever appear
 * (a rolled-back insert): a posting with an id below the new mark cannot commit later, as one
 * could if the mark were read from a snapshot while writers ran (ids are taken in order, not
 * committed in order). Postings never change or go (the migration's trigger), so sums up to the
 * mark stay true. The weekly full check still re-derives everything from the postings alone.
 */
export async function checkLedgerSince(db: Pick<Db, 'tx'>, limit = 100): Promise<LedgerProblem[]> {
  try {
    return await db.tx(async (tx) => {
      await tx.query('LOCK TABLE postings IN SHARE ROW EXCLUSIVE MODE');
      const { rows } = await tx.query<{ mark: number; top: number }>(
        `SELECT m.posting_mark AS mark, coalesce((SELECT max(id) FROM postings), 0) AS top
           FROM ledger_check_mark m WHERE m.id = 1 FOR UPDATE`,
      );
      const { mark, top } = must(rows[0], 'the ledger check mark (migration 0036)');
      await tx.query(
        `INSERT INTO ledger_check_sums AS s (account_id, available, frozen)
         SELECT account_id, coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0),
                coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0)
           FROM postings WHERE id > $1 AND id <= $2 GROUP BY account_id
         ON CONFLICT (account_id) DO UPDATE SET available = s.available + EXCLUDED.available,
           frozen = s.frozen + EXCLUDED.frozen`,
        [mark, top],
      );
      await tx.query(
        'UPDATE ledger_check_mark SET posting_mark = $1, checked_at = now() WHERE id = 1',
        [top],
      );
      // Per touched journal, all of its postings by the journal index: as a plain join the
      // planner may walk the whole index to merge (it did, 0.4 s on 400,000 postings).
      const unbalanced = await tx.query<UnbalancedRow>(
        `SELECT j.journal_id, s.currency_id, s.total::text AS total
           FROM (SELECT DISTINCT journal_id FROM postings WHERE id > $1 AND id <= $2) j
           CROSS JOIN LATERAL (SELECT currency_id, sum(amount) AS total FROM postings p
                                WHERE p.journal_id = j.journal_id GROUP BY currency_id) s
          WHERE s.total <> 0 LIMIT $3`,
        [mark, top, limit],
      );
      const problems = [
        ...unbalancedProblems(unbalanced.rows),
        ...(await checkBalances(tx, POSTED_CHECKPOINT, limit)),
      ];
      if (problems.length) throw new Found(problems);
      return problems;
    });
  } catch (e) {
    if (e instanceof Found) return e.problems;
    throw e;
  }
}

/**
 * The rules that compare balances with what was posted (`posted`: a relation of account_id,
 * avail, froz) and with open holds, the shards' reconciliation and the liabilities snapshot.
 */
async function checkBalances(
  q: Queryable,
  posted: string,
  limit: number,
): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const mismatched = await q.query<{
    id: number;
    available: string;
    frozen: string;
    posted_available: string;
    posted_frozen: string;
  }>(
    `SELECT a.id, a.available::text, a.frozen::text,
            coalesce(p.avail, 0)::text AS posted_available, coalesce(p.froz, 0)::text AS posted_frozen
       FROM ledger_accounts a
       LEFT JOIN (${posted}) p ON p.account_id = a.id
      WHERE a.available <> coalesce(p.avail, 0) OR a.frozen <> coalesce(p.froz, 0)
      LIMIT $1`,
    [limit],
  );
  for (const r of mismatched.rows) {
    problems.push({
      kind: 'balance_mismatch',
      detail: `account ${r.id}: cached ${r.available}/${r.frozen}, postings ${r.posted_available}/${r.posted_frozen}`,
    });
  }

  const negative = await q.query<{ id: number; available: string; frozen: string }>(
    `SELECT id, available::text, frozen::text FROM ledger_accounts
      WHERE NOT allow_negative AND (available < 0 OR frozen < 0) LIMIT $1`,
    [limit],
  );
  for (const r of negative.rows)
    problems.push({
      kind: 'negative_balance',
      detail: `account ${r.id}: ${r.available}/${r.frozen}`,
    });

  const holds = await q.query<{ id: number; frozen: string; held: string }>(
    `SELECT a.id, a.frozen::text, h.held::text FROM ledger_accounts a
       JOIN (SELECT account_id, sum(remaining) AS held FROM holds WHERE status = 'open' GROUP BY account_id) h ON h.account_id = a.id
      WHERE a.frozen < h.held LIMIT $1`,
    [limit],
  );
  for (const r of holds.rows)
    problems.push({
      kind: 'hold_mismatch',
      detail: `account ${r.id}: frozen ${r.frozen} below open holds ${r.held}`,
    });
  problems.push(...(await checkLiabilitySnapshot(q)));
  problems.push(...(await checkShards(q, posted, limit)));
  return problems;
}

/** The reconciliation of the sharded system accounts (ledger/accounts.ts), per account and currency. */
async function checkShards(q: Queryable, posted: string, limit: number): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const totals = await q.query<{
    code: string;
    currency_id: number;
    shards: number;
    cached: string;
    posted: string;
  }>(
    `SELECT split_part(a.system_code, '#', 1) AS code, a.currency_id, count(*)::int AS shards,
            sum(a.available + a.frozen)::text AS cached, coalesce(sum(p.total), 0)::text AS posted
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, coalesce(avail, 0) + coalesce(froz, 0) AS total
                    FROM (${posted}) s) p ON p.account_id = a.id
      WHERE split_part(a.system_code, '#', 1) = ANY($1::text[])
      GROUP BY 1, 2 HAVING sum(a.available + a.frozen) <> coalesce(sum(p.total), 0) LIMIT $2`,
    [[...SHARDED_SYSTEM_ACCOUNTS], limit],
  );
  for (const r of totals.rows)
    problems.push({
      kind: 'shard_mismatch',
      detail: `${r.code} currency ${r.currency_id}: ${r.shards} shards hold ${r.cached}, its postings sum to ${r.posted}`,
    });
  const strays = await q.query<{ id: number; system_code: string }>(
    `SELECT a.id, a.system_code FROM ledger_accounts a
       JOIN unnest($1::text[], $2::boolean[]) AS s (code, allow_negative)
         ON split_part(a.system_code, '#', 1) = s.code
      WHERE a.allow_negative <> s.allow_negative
         OR (a.system_code <> s.code AND CASE
               WHEN split_part(a.system_code, '#', 2) ~ '^[1-9][0-9]{0,3}$'
               THEN split_part(a.system_code, '#', 2)::int >= $3 ELSE true END)
      LIMIT $4`,
    [
      [...SHARDED_SYSTEM_ACCOUNTS],
      SHARDED_SYSTEM_ACCOUNTS.map((c) => SYSTEM_ACCOUNTS[c].allowNegative),
      SYSTEM_SHARDS,
      limit,
    ],
  );
  for (const r of strays.rows)
    problems.push({
      kind: 'shard_mismatch',
      detail: `account ${r.id} (${r.system_code}) is not a shard of its account or breaks its negative rule`,
    });
  return problems;
}

/**
 * The latest proof-of-liabilities snapshot: its published totals equal the ledger's user
 * liabilities read in the same transaction, and its stored tree's root has that hash and
 * those sums. One row, so the check stays as fast as it was.
 */
async function checkLiabilitySnapshot(q: Queryable): Promise<LedgerProblem[]> {
  const { rows } = await q.query<{
    day: string;
    root_hash: string;
    totals: Sums;
    ledger_totals: Sums;
    node_hash: string | null;
    node_sums: Sums | null;
  }>(
    `SELECT s.day, s.root_hash, s.totals, s.ledger_totals, n.hash AS node_hash, n.sums AS node_sums
       FROM (SELECT * FROM liability_snapshots ORDER BY day DESC LIMIT 1) s
       LEFT JOIN liability_nodes n ON n.day = s.day AND n.level = s.depth - 1 AND n.idx = 0`,
  );
  const s = rows[0];
  if (!s) return [];
  const problem = (detail: string): LedgerProblem[] => [
    { kind: 'liabilities_mismatch', detail: `liabilities snapshot ${s.day}: ${detail}` },
  ];
  try {
    if (!sameSums(s.totals, s.ledger_totals))
      return problem(
        `totals ${JSON.stringify(s.totals)} differ from the ledger's ${JSON.stringify(s.ledger_totals)}`,
      );
    if (s.node_hash !== s.root_hash || !s.node_sums || !sameSums(s.node_sums, s.totals))
      return problem('the stored tree root does not match the published root and totals');
  } catch (e) {
    return problem(`unreadable amounts (${(e as Error).message})`);
  }
  return [];
}

/** Days between full checks in the daily job: the incremental form runs on the other days. */
const FULL_CHECK_DAYS = 7;

/**
 * The daily job's check: `checkLedgerSince`, and the full `checkLedger` too when the last full
 * check that passed is `FULL_CHECK_DAYS` or more business days before `day` (or there was none).
 * The full form re-derives every balance from the postings alone, so a checkpoint that was
 * itself wrong (written by hand, or by a bug here) is found within a week.
 */
export async function checkLedgerDaily(
  db: Pick<Db, 'tx' | 'query'>,
  day: string,
  limit = 100,
): Promise<{ problems: LedgerProblem[]; full: boolean }> {
  const problems = await checkLedgerSince(db, limit);
  if (problems.length) return { problems, full: false };
  const { rows } = await db.query<{ due: boolean }>(
    `SELECT full_day IS NULL OR full_day <= $1::date - $2::int AS due FROM ledger_check_mark WHERE id = 1`,
    [day, FULL_CHECK_DAYS],
  );
  if (!rows[0]?.due) return { problems, full: false };
  const full = await checkLedger(db, limit);
  if (!full.length)
    await db.query('UPDATE ledger_check_mark SET full_day = $1 WHERE id = 1', [day]);
  return { problems: full, full: true };
}
