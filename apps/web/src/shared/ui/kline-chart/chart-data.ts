import type { KlineBar } from '@tidemark/contracts';
import { formatPrice } from '../../format/ticker';

/**
 * The chart's own numbers. Prices travel as decimal strings; the chart library draws with
 * floats, so the conversion happens here, at its edge, and nowhere else.
 */
export interface ChartBar {
  /** Open time, Unix seconds (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A bar of the description's kline history (`/currency/new_timeshar`). */
export function chartBarFromHistory(bar: KlineBar): ChartBar {
  return {
    time: bar.id,
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.vol),
  };
}

/** The `kline` socket event's bar (`time` in ms). */
export interface LiveKlinePayload {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  time: number;
}

export function chartBarFromLive(bar: LiveKlinePayload): ChartBar {
  return {
    time: Math.floor(bar.time / 1000),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.volume),
  };
}

/**
 * The library draws times as UTC; shifting by the local offset makes the axis read in the
 * user's time zone (the offset of each bar's own date, so summer time is right too).
 */
export function toLocalChartTime(utcSeconds: number): number {
  return utcSeconds - new Date(utcSeconds * 1000).getTimezoneOffset() * 60;
}

export interface AveragePoint {
  time: number;
  value: number;
}

/** Simple moving average of the closes over `length` bars; starts once `length` bars exist. */
export function movingAverage(bars: readonly ChartBar[], length: number): AveragePoint[] {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`bad MA length ${length}`);
  const out: AveragePoint[] = [];
  let sum = 0;
  for (let index = 0; index < bars.length; index += 1) {
    sum += bars[index]!.close;
    if (index >= length) sum -= bars[index - length]!.close;
    if (index >= length - 1) out.push({ time: bars[index]!.time, value: sum / length });
  }
  return out;
}

/**
 * Puts a forming bar into a series: replaces the last bar when it has the same open time,
 * appends it when newer. Returns null for a bar older than the last one (a late event after
 * a reload), which the chart must not draw.
 */
export function withLiveBar(bars: readonly ChartBar[], live: ChartBar): ChartBar[] | null {
  const last = bars[bars.length - 1];
  if (!last) return [live];
  if (live.time < last.time) return null;
  if (live.time === last.time) return [...bars.slice(0, -1), live];
  return [...bars, live];
}

/**
 * The price axis and its labels read like the page: the pair's decimals and thousands
 * separators (the chart hands over a number; it is shown, never computed with).
 */
export function axisPrice(precision: number): (price: number) => string {
  return (price) => formatPrice(price.toFixed(precision), precision);
}
