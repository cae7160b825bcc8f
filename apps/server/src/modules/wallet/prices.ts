import type { Queryable } from '../../platform/db';

/**
 * Reference prices in USDT. Until the market-data module provides live prices this reads
 * the fixed table on `currencies`; callers depend only on this interface.
 */
export interface PriceSource {
  priceUsdt(q: Queryable, currencyId: number): Promise<string>;
  pricesUsdt(q: Queryable): Promise<Map<number, string>>;
}

export const tablePrices: PriceSource = {
  async priceUsdt(q, currencyId) {
    const { rows } = await q.query<{ p: string }>('SELECT trim_scale(ref_price_usdt)::text AS p FROM currencies WHERE id = $1', [currencyId]);
    return rows[0]?.p ?? '0';
  },
  async pricesUsdt(q) {
    const { rows } = await q.query<{ id: number; p: string }>('SELECT id, trim_scale(ref_price_usdt)::text AS p FROM currencies');
    return new Map(rows.map((r) => [r.id, r.p]));
  },
};
