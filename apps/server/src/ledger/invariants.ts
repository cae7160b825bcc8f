import { sameSums, type Sums } from '@tidemark/contracts';
import type { Queryable } from '../platform/db';

export interface LedgerProblem {
  kind:
    | 'journal_unbalanced'
    | 'balance_mismatch'
    | 'negative_balance'
    | 'hold_mismatch'
    | 'liabilities_mismatch';
  detail: string;
}

/**
 * Checks that can run at any time: every journal balances per currency; every cached
 * balance equals the sum of its postings; no account that may not go negative is negative;
 * each account's frozen bucket covers its open holds.
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
