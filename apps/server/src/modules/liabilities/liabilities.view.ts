import {
  HOLDING_KINDS,
  canonicalSums,
  type AssetsSummary,
  type HoldingKind,
  type LiabilityProof,
  type LiabilityRoot,
  type Sums,
  type TreeNode,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { add, fixed, mul, sum } from '../../platform/money';
import type { holdingsOf } from './holdings';
import type { LeafRow, SnapshotRow } from './liabilities.repo';

/**
 * The published root, a user's proof and the assets page, shaped from rows read beforehand: no
 * query here. A proof's nodes are read in one query (`nodesAt`), the assets page's holdings,
 * prices and codes in one transaction.
 */

export const rootView = (s: SnapshotRow): LiabilityRoot => ({
  day: s.day,
  root_hash: s.root_hash,
  totals: canonicalSums(s.totals),
  leaf_count: s.leaf_count,
  taken_at: Number(s.taken_at),
});

/** The sibling places a leaf's path reads, the leaf's own place first (level, index). */
export function proofPlaces(s: SnapshotRow, leaf: LeafRow): Array<[number, number]> {
  const places: Array<[number, number]> = [[0, leaf.leaf_index]];
  for (let l = 0; l < s.depth - 1; l++) places.push([l, (leaf.leaf_index >> l) ^ 1]);
  return places;
}

/** The user's leaf and its path to the root, from the nodes at `proofPlaces`, keyed `level:index`. */
export function proofView(
  s: SnapshotRow,
  leaf: LeafRow,
  userId: number,
  nodes: Map<string, TreeNode>,
): LiabilityProof {
  const levels = s.depth - 1;
  const node = (l: number, i: number) =>
    must(nodes.get(`${l}:${i}`), `liabilities node ${s.day} ${l}:${i}`);
  return {
    version: 1,
    root: rootView(s),
    leaf: {
      index: leaf.leaf_index,
      user_id: userId,
      salt: leaf.salt,
      user_hash: leaf.user_hash,
      balances: canonicalSums(leaf.balances),
      hash: node(0, leaf.leaf_index).hash,
    },
    path: Array.from({ length: levels }, (_, l) => {
      const sibling = node(l, (leaf.leaf_index >> l) ^ 1);
      return {
        side: ((leaf.leaf_index >> l) & 1) === 0 ? ('right' as const) : ('left' as const),
        hash: sibling.hash,
        sums: canonicalSums(sibling.sums),
      };
    }),
  };
}

/** The four accounts are always listed (the page opens each); other kinds when held. */
const ALWAYS: ReadonlySet<HoldingKind> = new Set(['spot', 'contract', 'options', 'fiat']);

/**
 * The assets page from the user's holdings, one row per kind. A row's USDT value is the sum of
 * its currencies' values, rounded down to cents, and the total is the sum of the rows as they
 * are shown, so the page's total is always the sum of its own rows.
 */
export function assetsSummaryView(
  read: {
    holdings: Awaited<ReturnType<typeof holdingsOf>>;
    prices: Map<number, string>;
    codes: Map<number, string>;
  },
  fiat: { fiat: string; rate: string },
  takenAt: number,
): AssetsSummary {
  const code = (id: number) => must(read.codes.get(id), `currency ${id}`);
  const balances: Sums = {};
  const rows = HOLDING_KINDS.map((kind) => {
    const mine = read.holdings
      .filter((h) => h.kind === kind)
      .sort((a, b) => code(a.currency_id).localeCompare(code(b.currency_id)));
    const lines = mine.map((h) => {
      balances[code(h.currency_id)] = add(balances[code(h.currency_id)] ?? '0', h.amount);
      return {
        currency_name: code(h.currency_id),
        amount: h.amount,
        usdt_value: mul(h.amount, read.prices.get(h.currency_id) ?? '0'),
      };
    });
    const value = fixed(sum(['0', ...lines.map((l) => l.usdt_value)]), 2);
    return {
      kind,
      usdt_value: value,
      balances: lines.map((l) => ({ ...l, usdt_value: fixed(l.usdt_value, 2) })),
    };
  }).filter((r) => ALWAYS.has(r.kind) || r.balances.length > 0);
  const total = fixed(sum(['0', ...rows.map((r) => r.usdt_value)]), 2);
  return {
    fiat: fiat.fiat,
    fiat_rate: fiat.rate,
    total_usdt: total,
    total_fiat: fixed(mul(total, fiat.rate), 2),
    rows,
    balances: canonicalSums(balances),
    taken_at: takenAt,
  };
}
