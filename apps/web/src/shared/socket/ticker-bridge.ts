import type { QueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, type Ticker } from '@tidemark/contracts';
import { marketSchemas } from '../api/lazy-schemas';
import { tickerKeys } from '../api/ticker-keys';
import { subscribe } from './socket';

/**
 * The one place that turns ticker events into query-cache updates (docs/architecture.md habit 8):
 * `daymarkets` (the `market` room's batch of every changed pair) and `daymarket` (one pair, from
 * a `ticker:<symbol>` room). Every pair ticks once a second, so tickers are collected and written
 * in one batch per `FLUSH_INTERVAL_MS`: one render of the lists instead of one per pair. A
 * second, the pairs' own rate: at 250 ms a list re-rendered (style, layout, paint) four times a
 * second, long tasks on a phone while the first screen settles (Lighthouse's blocking
 * time).
 */

export const FLUSH_INTERVAL_MS = 1000;

let holders = 0;
let stopListening: (() => void) | null = null;
let pending = new Map<string, Ticker>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;

/** Replaces the tickers of `updates` in `list` by symbol; unknown symbols are appended. */
export function mergeTickers(
  list: readonly Ticker[],
  updates: ReadonlyMap<string, Ticker>,
): Ticker[] {
  const seen = new Set<string>();
  const merged = list.map((ticker) => {
    const next = updates.get(ticker.symbol);
    if (!next) return ticker;
    seen.add(ticker.symbol);
    // An event older than what the list holds (a refetch raced it) changes nothing.
    return next.ts >= ticker.ts ? next : ticker;
  });
  for (const [symbol, ticker] of updates) if (!seen.has(symbol)) merged.push(ticker);
  return merged;
}

function flush(client: QueryClient): void {
  flushTimer = null;
  const updates = pending;
  pending = new Map();
  if (updates.size === 0) return;
  // Before the first fetch there is nothing to merge into; the fetch brings everything.
  client.setQueryData<Ticker[]>(tickerKeys.list(), (list) =>
    list ? mergeTickers(list, updates) : list,
  );
}

type MarketSchemas = NonNullable<ReturnType<typeof marketSchemas.loaded>>;

/** The tickers an event carries, or null (with a warning) when the payload is not understood. */
function tickersOf(schemas: MarketSchemas, event: string, payload: unknown): Ticker[] | null {
  if (event === SOCKET_EVENTS.daymarkets) {
    const parsed = schemas.tickerBatchSchema.safeParse(payload);
    if (parsed.success) return parsed.data.tickers;
    console.warn(`${event} payload not understood`, parsed.error.issues[0]);
    return null;
  }
  const parsed = schemas.tickerSchema.safeParse(payload);
  if (parsed.success) return [parsed.data];
  console.warn(`${event} payload not understood`, parsed.error.issues[0]);
  return null;
}

function onTickers(client: QueryClient, event: string, payload: unknown): void {
  const schemas = marketSchemas.loaded();
  if (!schemas) {
    // Events before the schemas chunk arrived wait for it (the list's fetch needs it too).
    void marketSchemas.load().then(
      () => onTickers(client, event, payload),
      () => undefined,
    );
    return;
  }
  const tickers = tickersOf(schemas, event, payload);
  if (!tickers?.length) return;
  for (const ticker of tickers) pending.set(ticker.symbol, ticker);
  flushTimer ??= setTimeout(() => flush(client), FLUSH_INTERVAL_MS);
}

/**
 * Starts feeding `daymarkets` and `daymarket` into `client` (reference-counted: several mounted
 * screens share one listener per event); returns the release function.
 */
export function retainTickerBridge(client: QueryClient): () => void {
  holders += 1;
  if (holders === 1) {
    void marketSchemas.load().catch(() => undefined);
    const stops = [SOCKET_EVENTS.daymarkets, SOCKET_EVENTS.daymarket].map((event) =>
      subscribe(event, (payload) => onTickers(client, event, payload)),
    );
    stopListening = () => stops.forEach((stop) => stop());
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    stopListening?.();
    stopListening = null;
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    pending = new Map();
  };
}
