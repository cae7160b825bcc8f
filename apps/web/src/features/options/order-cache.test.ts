import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { OptionOrder } from '@tidemark/contracts';
import { optionsKeys } from './api/keys';
import { applyClosedOrder } from './order-cache';

const SETTLED: OptionOrder = {
  id: 7,
  match_id: 1,
  symbol_name: 'BTC/USDT',
  currency_id: 3,
  currency_name: 'USDT',
  type: 1,
  seconds: 30,
  number: '100',
  profit_ratio: '80',
  open_price: '96000.5',
  open_tick_ms: 1_930_000_000_000,
  expires_at_ms: 1_930_000_030_400,
  end_price: '96000.51',
  end_tick_ms: 1_930_000_030_400,
  status: 3,
  profit_result: 1,
  fact_profits: '80',
  payout: '180',
  remain_milli_seconds: 0,
  created_at: 1_930_000_000,
  handled_at: 1_930_000_030,
  complete_at: 1_930_000_031,
};

describe('closed_microorder into the cache', () => {
  it('puts the settled order in place of the open one and marks the history and balance stale', () => {
    const client = new QueryClient();
    client.setQueryData(optionsKeys.order(7), {
      ...SETTLED,
      status: 1,
      end_price: null,
      profit_result: null,
    });
    client.setQueryData(optionsKeys.orderList(), { pages: [], pageParams: [] });
    client.setQueryData(optionsKeys.currencies(), []);
    expect(applyClosedOrder(client, SETTLED)).toEqual(SETTLED);
    expect(client.getQueryData(optionsKeys.order(7))).toEqual(SETTLED);
    expect(client.getQueryState(optionsKeys.orderList())?.isInvalidated).toBe(true);
    expect(client.getQueryState(optionsKeys.currencies())?.isInvalidated).toBe(true);
  });

  it('ignores a payload that is not an order (one fork sends only the id)', () => {
    const client = new QueryClient();
    expect(applyClosedOrder(client, { id: 7 })).toBeNull();
    expect(client.getQueryData(optionsKeys.order(7))).toBeUndefined();
  });
});
