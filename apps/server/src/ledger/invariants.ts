import { sameSums, type Sums } from '@tidemark/contracts';
import type { Queryable } from '../platform/db';
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

/**
 * Checks that can run at any time: every journal balances per currency; every cached
 * balance equals the sum of its postings; no account that may not go negative is negative;
 * each account's frozen bucket covers its open holds; a sharded system account (house, fees)
 * reconciles: the sum of its shards equals what one row would hold (every posting to any of its
 * rows), and every shard is a known shard with its account's negative rule.
 */
export async function checkLedger(q: Queryable, limit = 100): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await q.query<{ journal_id: number; currency_id: number; total: string }>(
    `SELECT journal_id, currency_id, sum(amount)::text AS total FROM postings
      GROUP BY journal_id, currency_id HAVING sum(amount) <> 0 LIMIT $1`,
    [limit],
  );
  for (const r of unbalanced.rows)
    problems.push({
      kind: 'journal_unbalanced',
      detail: `journal ${r.journal_id} currency ${r.currency_id} sums to ${r.total}`,
    });

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
       LEFT JOIN (SELECT account_id,
                         sum(amount) FILTER (WHERE bucket = 'available') AS avail,
                         sum(amount) FILTER (WHERE bucket = 'frozen') AS froz
                    FROM postings GROUP BY account_id) p ON p.account_id = a.id
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
  problems.push(...(await checkShards(q, limit)));
  return problems;
}

/** The reconciliation of the sharded system accounts (ledger/accounts.ts), per account and currency. */
async function checkShards(q: Queryable, limit: number): Promise<LedgerProblem[]> {
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
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p
         ON p.account_id = a.id
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
