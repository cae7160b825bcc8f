import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticker } from '@tidemark/contracts';
import { marketSchemas } from '../api/lazy-schemas';
import { tickerKeys } from '../api/ticker-keys';

const listeners = new Map<string, (payload: unknown) => void>();
vi.mock('./socket', () => ({
  subscribe: (event: string, handler: (payload: unknown) => void) => {
    listeners.set(event, handler);
    return () => listeners.delete(event);
  },
}));

const { FLUSH_INTERVAL_MS, mergeTickers, retainTickerBridge } = await import('./ticker-bridge');

const ticker = (symbol: string, now_price: string, ts: number): Ticker => ({
  symbol,
  currency_id: 1,
  legal_id: 3,
  name: symbol.split('/')[0] ?? symbol,
  kind: 'crypto',
  now_price,
  open_price: '100',
  change: '0.00',
  high: now_price,
  low: now_price,
  volume: '1',
  price_decimals: 2,
  market_open: true,
  stale: false,
  ts,
});

describe('ticker bridge (daymarket → query cache)', () => {
  // The schemas load on real timers (zod's modules first, then a task later the schemas).
  beforeEach(async () => {
    await marketSchemas.load();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('writes each batch of daymarket events into the ticker list once', async () => {
    const client = new QueryClient();
    client.setQueryData(tickerKeys.list(), [
      ticker('BTC/USDT', '100', 1),
      ticker('ETH/USDT', '10', 1),
    ]);
    const writes = vi.fn();
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') writes();
    });
    const releaseA = retainTickerBridge(client);
    const releaseB = retainTickerBridge(client);
    const emit = listeners.get('daymarket');
    expect(emit).toBeDefined();
    emit?.(ticker('BTC/USDT', '101', 2));
    emit?.(ticker('BTC/USDT', '102', 3));
    emit?.(ticker('ETH/USDT', '11', 2));
    emit?.({ symbol: 'not a ticker' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const list = client.getQueryData<Ticker[]>(tickerKeys.list());
    expect(list?.map((t) => t.now_price)).toEqual(['102', '11']);
    expect(writes).toHaveBeenCalledTimes(1);

    releaseA();
    expect(listeners.has('daymarket')).toBe(true);
    releaseB();
    expect(listeners.has('daymarket')).toBe(false);
    expect(listeners.has('daymarkets')).toBe(false);
  });

  it("writes the market room's batches and single-pair events together, the newest per pair", async () => {
    const client = new QueryClient();
    client.setQueryData(tickerKeys.list(), [
      ticker('BTC/USDT', '100', 1),
      ticker('ETH/USDT', '10', 1),
      ticker('XRP/USDT', '1', 1),
    ]);
    const writes = vi.fn();
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') writes();
    });
    const release = retainTickerBridge(client);
    const batch = listeners.get('daymarkets');
    const single = listeners.get('daymarket');
    expect(batch).toBeDefined();
    batch?.({ tickers: [ticker('BTC/USDT', '101', 2), ticker('ETH/USDT', '11', 2)] });
    single?.(ticker('ETH/USDT', '12', 3));
    batch?.({ tickers: [ticker('XRP/USDT', '2', 3), ticker('BTC/USDT', '103', 3)] });
    // A batch that is not understood changes nothing (not even its valid tickers).
    batch?.({ tickers: [ticker('BTC/USDT', '999', 4), { symbol: 'not a ticker' }] });
    batch?.([ticker('BTC/USDT', '998', 4)]);
    expect(writes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const list = client.getQueryData<Ticker[]>(tickerKeys.list());
    expect(list?.map((t) => `${t.symbol}=${t.now_price}`)).toEqual([
      'BTC/USDT=103',
      'ETH/USDT=12',
      'XRP/USDT=2',
    ]);
    expect(writes).toHaveBeenCalledTimes(1);
    release();
  });

  it('keeps a newer ticker over a late event and appends unknown pairs', () => {
    const list = [ticker('BTC/USDT', '100', 5)];
    const merged = mergeTickers(
      list,
      new Map([
        ['BTC/USDT', ticker('BTC/USDT', '99', 4)],
        ['SOL/USDT', ticker('SOL/USDT', '1', 4)],
      ]),
    );
    expect(merged.map((t) => `${t.symbol}=${t.now_price}`)).toEqual(['BTC/USDT=100', 'SOL/USDT=1']);
  });
});
