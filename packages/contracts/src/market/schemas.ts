import { z } from 'zod';
import { intSchema } from '../common/ids';
import { decimalString } from '../common/decimal';

export const KLINE_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];
export const INSTRUMENT_KINDS = ['crypto', 'stock', 'forex', 'commodity'] as const;

/** The 24-hour ticker of a pair (the `daymarket` socket event carries the same shape). */
export const tickerSchema = z.object({
  symbol: z.string(),
  currency_id: z.number().nullable(),
  legal_id: z.number(),
  name: z.string(),
  kind: z.enum(INSTRUMENT_KINDS),
  now_price: decimalString,
  open_price: decimalString,
  /** Percent over 24 h, two decimals, signed. */
  change: z.string(),
  high: decimalString,
  low: decimalString,
  volume: decimalString,
  price_decimals: z.int(),
  market_open: z.boolean(),
  /** No price for 10 s while the market is open: shown, never settled on. */
  stale: z.boolean(),
  ts: z.number(),
});
export type Ticker = z.infer<typeof tickerSchema>;

/**
 * The `daymarkets` socket event: the tickers of every pair that changed in one flush, sent to
 * the `market` room as one frame (one serialisation for all sockets instead of one per pair).
 */
export const tickerBatchSchema = z.object({ tickers: z.array(tickerSchema) });
export type TickerBatch = z.infer<typeof tickerBatchSchema>;

export const instrumentSchema = z.object({
  id: z.number(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  kind: z.enum(INSTRUMENT_KINDS),
  currency_id: z.number().nullable(),
  legal_id: z.number(),
  price_decimals: z.int(),
  tick_size: decimalString,
  lot_size: decimalString,
  min_lots: decimalString,
  max_lots: decimalString,
  leverages: z.array(z.int()),
  hours: z.enum(['24x7', 'weekdays']),
  market_open: z.boolean(),
});

/** The description's kline history: answered as {code: 1, msg, data}, not the envelope. */
export const timesharRequest = z.object({
  symbol: z.string().trim().min(3).max(24),
  period: z.enum(KLINE_PERIODS).default('1min'),
  from: intSchema(0).optional(),
  to: intSchema(0).optional(),
  limit: intSchema(1, 2000).default(500),
});
export const klineBarSchema = z.object({
  id: z.int(),
  open: decimalString,
  close: decimalString,
  high: decimalString,
  low: decimalString,
  vol: decimalString,
  amount: decimalString,
  time: z.int(),
});
export type KlineBar = z.infer<typeof klineBarSchema>;

export const favouriteRequest = z.object({ symbol: z.string().trim().min(3).max(24) });
export const searchRequest = z.object({ q: z.string().trim().max(24).default('') });
export const searchResultSchema = z.object({
  results: z.array(tickerSchema),
  hot: z.array(z.string()),
});
