import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { dec, divDown, mul, type Amount } from '../../platform/money';
import type { MarketQuotes } from './wallet.deps';
import { tablePrice, tablePrices } from '../market';

const USDT_ID = 3;

/**
 * Reference prices in USDT from the market module's last ticks. A valuation falls back to
 * the currency's table price when no tick has arrived yet; a settlement (money moving at
 * this price) refuses a missing or stale price instead.
 */
export interface PriceSource {
  priceUsdt(q: Queryable, currencyId: number, opts?: { settlement?: boolean }): Promise<string>;
  pricesUsdt(q: Queryable): Promise<Map<number, string>>;
}

export function marketPrices(market: MarketQuotes): PriceSource {
  const symbolOf = (currencyId: number) =>
    market.instruments().find((i) => i.currency_id === currencyId && i.quote === 'USDT')?.symbol;
  return {
    async priceUsdt(q, currencyId, opts = {}) {
      if (currencyId === USDT_ID) return '1';
      const symbol = symbolOf(currencyId);
      const live = symbol ? market.price(symbol) : null;
      if (opts.settlement) return live && !live.stale ? live.price : fail('price_unavailable');
      return live?.price ?? tablePrice(q, currencyId);
    },
    async pricesUsdt(q) {
      const rows = await tablePrices(q);
      return new Map(
        rows.map((r) => [
          r.id,
          r.id === USDT_ID ? '1' : (symbolOf(r.id) && market.price(symbolOf(r.id)!)?.price) || r.p,
        ]),
      );
    },
  };
}

/** An amount's value in BTC at reference prices ('0' while BTC has no price). */
export async function btcEquivalent(
  prices: PriceSource,
  q: Queryable,
  currencyId: number,
  amount: Amount,
): Promise<Amount> {
  const price = await prices.priceUsdt(q, currencyId);
  const btc = await prices.priceUsdt(q, 1);
  return dec(btc).isZero() ? '0' : divDown(mul(amount, price), btc);
}
