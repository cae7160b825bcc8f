import type { z } from 'zod';
import type {
  spotBalanceSchema,
  spotDepthSchema,
  SpotFill,
  SpotOrder,
  SpotPair,
  SpotTrade,
} from '@tidemark/contracts';
import type { Balance } from '../../ledger';
import { normal } from '../../platform/money';
import { DOMAIN_DEFAULTS } from './defaults';
import type { FillRow, OrderDetailRow, PairRow, TradeRow } from './spot.repo';

/** Wire shapes of spot trading (packages/contracts spot schemas) from rows and engine state. */

export type DepthSides = { bids: Array<[string, string]>; asks: Array<[string, string]> };

/** One's order as GET /api/coin/list and the `order_update` event send it; times in Unix seconds. */
export function orderView(o: OrderDetailRow): SpotOrder {
  return {
    id: o.id,
    symbol: o.symbol,
    currency_id: o.currency_id,
    legal_id: o.legal_id,
    type: o.side,
    order_type: o.kind,
    target_price: o.price,
    amount: o.amount,
    quote_qty: o.quote_qty,
    stop_price: o.stop_price,
    stop_state: o.stop_state,
    trigger_price: o.trigger_price,
    trigger_ts: o.trigger_ms,
    deal_amount: o.filled,
    deal_money: o.filled_quote,
    avg_price: o.avg_price,
    fee: o.fee,
    // The fee comes out of what the order receives: base for a buy, quote for a sell.
    fee_currency: o.side === 1 ? o.base : o.quote,
    status: o.status,
    created_at: o.created_at,
    updated_at: o.updated_at,
  };
}

export function pairView(pair: PairRow, feeRate: string): SpotPair {
  return {
    symbol: pair.symbol,
    base: pair.base,
    quote: pair.quote,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    tick_size: pair.tick_size,
    qty_step: pair.qty_step,
    min_qty: pair.min_qty,
    max_qty: pair.max_qty,
    min_notional: pair.min_notional,
    price_decimals: pair.price_decimals,
    qty_decimals: decimals(pair.qty_step),
    fee_rate: feeRate,
    market_protection: DOMAIN_DEFAULTS.marketProtection,
  };
}

export function tradeView(t: TradeRow): SpotTrade {
  return {
    id: t.id,
    price: t.price,
    amount: t.amount,
    direction: t.taker_side === 1 ? 'buy' : 'sell',
    ts: t.ts,
  };
}

export function fillView(f: FillRow): SpotFill {
  return {
    id: f.id,
    order_id: f.order_id,
    price: f.price,
    amount: f.amount,
    direction: f.side === 1 ? 'buy' : 'sell',
    role: f.taker ? 'taker' : 'maker',
    ts: f.ts,
  };
}

export function depthView(
  symbol: string,
  sides: DepthSides,
  ts: number,
): z.infer<typeof spotDepthSchema> {
  return { symbol, ...sides, ts };
}

export function balanceView(
  pair: PairRow,
  balances: Map<string, Balance>,
  userId: number,
): z.infer<typeof spotBalanceSchema> {
  const of = (currencyId: number, code: string) => {
    const b = balances.get(`${userId}:${currencyId}`);
    return { code, available: b?.available ?? '0', frozen: b?.frozen ?? '0' };
  };
  return {
    symbol: pair.symbol,
    base: of(pair.currency_id, pair.base),
    quote: of(pair.legal_id, pair.quote),
  };
}

const decimals = (step: string) => {
  const s = normal(step);
  return s.includes('.') ? s.split('.')[1]!.length : 0;
};
