import {
  HOLDING_KINDS,
  canonicalSums,
  type AssetsSummary,
  type HoldingKind,
  type Sums,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Db, Queryable } from '../../platform/db';
import { add, fixed, mul, sum } from '../../platform/money';
import { holdingsOf, type HoldingSources } from './holdings';
import * as repo from './liabilities.repo';
import { currencyCodes } from '../market';

/** What the assets summary reads of the wallet: its reference prices and the user's fiat. */
export interface Valuation {
  pricesUsdt(q: Queryable): Promise<Map<number, string>>;
  userFiat(userId: number): Promise<{ fiat: string; rate: string }>;
}

/** The four accounts are always listed (the page opens each); other kinds when held. */
const ALWAYS: ReadonlySet<HoldingKind> = new Set(['spot', 'contract', 'options', 'fiat']);

/**
 * The user's holdings (`holdingsOf`, the computation the proof of liabilities takes each leaf
 * from) read in one transaction with the prices, one row per kind. A row's USDT value is the
 * sum of its currencies' values, rounded down to cents, and the total is the sum of the rows
 * as they are shown, so the page's total is always the sum of its own rows.
 */
export async function assetsSummary(
  db: Db,
  sources: HoldingSources & { wallet: Valuation },
  userId: number,
  takenAt: number,
): Promise<AssetsSummary> {
  const [read, fiat] = await Promise.all([
    db.tx(async (tx) => {
      await repo.repeatableRead(tx);
      return {
        holdings: await holdingsOf(tx, sources, userId),
        prices: await sources.wallet.pricesUsdt(tx),
        codes: await currencyCodes(tx),
      };
    }),
    sources.wallet.userFiat(userId),
  ]);
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
