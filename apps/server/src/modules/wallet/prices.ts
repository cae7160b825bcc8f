import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';

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

async function tablePrice(q: Queryable, currencyId: number): Promise<string> {
  const { rows } = await q.query<{ p: string }>('SELECT trim_scale(ref_price_usdt)::text AS p FROM currencies WHERE id = $1', [currencyId]);
  return rows[0]?.p ?? '0';
}

export function marketPrices(market: FastifyInstance['market']): PriceSource {
  const symbolOf = (currencyId: number) => market.instruments().find((i) => i.currency_id === currencyId && i.quote === 'USDT')?.symbol;
  return {
    async priceUsdt(q, currencyId, opts = {}) {
      if (currencyId === USDT_ID) return '1';
      const symbol = symbolOf(currencyId);
      const live = symbol ? market.price(symbol) : null;
      if (opts.settlement) return live && !live.stale ? live.price : fail('price_unavailable');
      return live?.price ?? tablePrice(q, currencyId);
    },
    async pricesUsdt(q) {
      const { rows } = await q.query<{ id: number; p: string }>('SELECT id, trim_scale(ref_price_usdt)::text AS p FROM currencies');
      return new Map(rows.map((r) => [r.id, r.id === USDT_ID ? '1' : ((symbolOf(r.id) && market.price(symbolOf(r.id)!)?.price) || r.p)]));
    },
  };
}
