import type { AssetsSummary } from '@tidemark/contracts';
import type { Db, Queryable } from '../../platform/db';
import { holdingsOf, type HoldingSources } from './holdings';
import * as repo from './liabilities.repo';
import { assetsSummaryView } from './liabilities.view';
import { currencyCodes } from '../market';

/** What the assets summary reads of the wallet: its reference prices and the user's fiat. */
export interface Valuation {
  pricesUsdt(q: Queryable): Promise<Map<number, string>>;
  userFiat(userId: number): Promise<{ fiat: string; rate: string }>;
}

/**
 * The user's holdings (`holdingsOf`, the computation the proof of liabilities takes each leaf
 * from) read in one transaction with the prices, one row per kind. A row's USDT value is the
 * sum of its currencies' values, rounded down to cents (`assetsSummaryView`).
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
  return assetsSummaryView(read, fiat, takenAt);
}
