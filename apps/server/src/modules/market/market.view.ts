import type { z } from 'zod';
import type { instrumentSchema, KlineBar } from '@tidemark/contracts';
import type { InstrumentRow, KlineRow } from './market.repo';
import type { Period } from './periods';
import { isOpen } from './periods';

/** An instrument as clients see it: the simulator's parameters and the sort key stay inside. */
export function instrumentView(i: InstrumentRow, now: number): z.infer<typeof instrumentSchema> {
  const { start_price: _s, volatility: _v, sort_order: _o, ...rest } = i;
  return { ...rest, market_open: isOpen(i.hours, now) };
}

/** A bar of `new_timeshar`: `id` is the open time in seconds, `time` the same in ms (docs/api.md). */
export function timesharBar(r: KlineRow): KlineBar {
  return {
    id: r.open_time,
    open: r.open,
    close: r.close,
    high: r.high,
    low: r.low,
    vol: r.volume,
    amount: r.volume,
    time: r.open_time * 1000,
  };
}

/** The `kline` socket event of one bar (`time` in ms, as the chart library takes it). */
export function klineEvent(symbol: string, period: Period, r: KlineRow) {
  return {
    symbol,
    period,
    open: r.open,
    close: r.close,
    high: r.high,
    low: r.low,
    volume: r.volume,
    time: r.open_time * 1000,
  };
}
