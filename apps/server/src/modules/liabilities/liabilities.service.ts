import crypto from 'node:crypto';
import {
  buildTree,
  canonicalSums,
  type ConsoleLiability,
  type HoldingKind,
  type LiabilityProof,
  type LiabilityRoot,
  type Sums,
  userHash,
} from '@tidemark/contracts';
import { custodyTotals, userLiabilities } from '../../ledger';
import { must } from '../../platform/assert';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { add } from '../../platform/money';
import { CUSTODY_ACCOUNTS, holdingsOf, type HoldingSources } from './holdings';
import { assetsSummary, type Valuation } from './assets-summary';
import * as repo from './liabilities.repo';
import { proofPlaces, proofView, rootView } from './liabilities.view';
// Currency codes by id: the leaf and the assets summary name currencies by code.
import { currencyCodes } from '../market';

export type Liabilities = ReturnType<typeof createLiabilitiesService>;

/**
 * Takes the snapshot of `day` unless it exists. Every user's holdings (`holdingsOf`: their
 * accounts and what products keep for them) and the ledger's totals of the same money (user
 * accounts and custody accounts) are read in one repeatable-read transaction (one moment of
 * the books), so the ledger check finds a product whose records disagree with its custody; the
 * tree is built after it ends, since hashing takes seconds for many users and an open
 * transaction holds all of PGlite; then everything is stored in a second transaction. A second
 * run of the day (or a concurrent one) stores nothing, so the root stays the one first published.
 */
export async function takeSnapshot(
  db: Db,
  sources: HoldingSources,
  day: string,
  takenAt: number,
): Promise<{ created: boolean; leaves: number; root: string }> {
  const kept = (s: repo.SnapshotRow) => ({
    created: false,
    leaves: s.leaf_count,
    root: s.root_hash,
  });
  const read = await db.tx(async (tx) => {
    await repo.repeatableRead(tx);
    const existing = await repo.snapshotByDay(tx, day);
    if (existing) return { kept: true as const, existing };
    const holdings = await holdingsOf(tx, sources, null);
    const codes = await currencyCodes(tx);
    const ledgerTotals: Sums = {};
    const count = (currency: string, total: string) =>
      (ledgerTotals[currency] = add(ledgerTotals[currency] ?? '0', total));
    for (const r of await userLiabilities(tx)) count(r.currency, r.total);
    for (const r of await custodyTotals(tx, CUSTODY_ACCOUNTS)) count(r.currency, r.total);
    return { kept: false as const, holdings, codes, ledgerTotals };
  });
  if (read.kept) return kept(read.existing);

  const byUser = new Map<number, Sums>();
  for (const h of read.holdings) {
    const sums = byUser.get(h.user_id) ?? {};
    const code = must(read.codes.get(h.currency_id), `currency ${h.currency_id}`);
    sums[code] = add(sums[code] ?? '0', h.amount);
    byUser.set(h.user_id, sums);
  }
  const users = await Promise.all(
    [...byUser.entries()].map(async ([userId, balances]) => {
      const salt = crypto.randomBytes(32).toString('hex');
      return { userId, balances, salt, userHash: await userHash(salt, userId) };
    }),
  );
  // A negative user total (which the ledger's own rules forbid) makes buildTree throw: the run
  // fails and is retried rather than publishing a tree that hides a debt.
  const tree = await buildTree(users);

  return db.tx(async (tx) => {
    const stored = await repo.insertSnapshot(tx, {
      day,
      root_hash: tree.root.hash,
      totals: tree.root.sums,
      ledger_totals: canonicalSums(read.ledgerTotals),
      leaf_count: users.length,
      depth: tree.levels.length,
      taken_at: takenAt,
    });
    if (!stored) return kept(must(await repo.snapshotByDay(tx, day), `snapshot ${day}`));
    await repo.insertLeaves(
      tx,
      day,
      users.map((u, i) => ({
        user_id: u.userId,
        leaf_index: tree.indexOf[i]!,
        salt: u.salt,
        user_hash: u.userHash,
        balances: canonicalSums(u.balances),
      })),
    );
    await repo.insertNodes(tx, day, tree.levels);
    return { created: true, leaves: users.length, root: tree.root.hash };
  });
}

/** The kinds kept in custody accounts rather than the users' own: each a column of the report. */
const CUSTODY_PART: Partial<Record<HoldingKind, 'earn' | 'loan_collateral'>> = {
  lock_mining: 'earn',
  defi: 'earn',
  loan_collateral: 'loan_collateral',
};

/**
 * What the platform owes all users now, per currency, from `holdingsOf` (the computation each
 * leaf of the proof is built from) in one repeatable-read transaction: what sits in their
 * accounts (product holds and copy margin included), earn principal and loan collateral in
 * custody, and the total, which is the sum of the leaves a snapshot taken now would publish.
 */
export async function liabilityTotals(
  db: Db,
  sources: HoldingSources,
): Promise<ConsoleLiability[]> {
  const read = await db.tx(async (tx) => {
    await repo.repeatableRead(tx);
    return { holdings: await holdingsOf(tx, sources, null), codes: await currencyCodes(tx) };
  });
  const rows = new Map<string, ConsoleLiability>();
  for (const h of read.holdings) {
    const currency = must(read.codes.get(h.currency_id), `currency ${h.currency_id}`);
    const row = rows.get(currency) ?? {
      currency,
      accounts: '0',
      earn: '0',
      loan_collateral: '0',
      total: '0',
    };
    const part = CUSTODY_PART[h.kind] ?? 'accounts';
    row[part] = add(row[part], h.amount);
    row.total = add(row.total, h.amount);
    rows.set(currency, row);
  }
  return [...rows.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export function createLiabilitiesService(
  platform: Platform,
  sources: HoldingSources & { wallet: Valuation },
) {
  const { db, clock } = platform;

  const snapshotFor = async (day: string | undefined) => {
    const s = day ? await repo.snapshotByDay(db, day) : await repo.latestSnapshot(db);
    return s ?? (day ? fail('liabilities_no_snapshot') : null);
  };

  return {
    db,
    sources,
    /** The snapshot of the platform clock's current day (what the job does). */
    snapshotToday: () =>
      takeSnapshot(db, sources, clock.now().toISOString().slice(0, 10), clock.nowSeconds()),

    /** What the platform owes all users now, per currency (the operator console's report). */
    totals: () => liabilityTotals(db, sources),

    /** What the platform owes the user now, by kind, valued in USDT (the assets page). */
    assetsSummary: (userId: number) => assetsSummary(db, sources, userId, clock.nowSeconds()),

    async root(day?: string): Promise<{ snapshot: LiabilityRoot | null }> {
      const s = await snapshotFor(day);
      return { snapshot: s ? rootView(s) : null };
    },

    /** The user's own leaf and inclusion path; nobody else's is reachable from here. */
    async proof(userId: number, day?: string): Promise<LiabilityProof> {
      const s = (await snapshotFor(day)) ?? fail('liabilities_no_snapshot');
      const leaf = (await repo.leafOf(db, s.day, userId)) ?? fail('liabilities_not_included');
      const nodes = await repo.nodesAt(db, s.day, proofPlaces(s, leaf));
      return proofView(s, leaf, userId, nodes);
    },
  };
}
