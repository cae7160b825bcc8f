import { KLINE_PERIODS, type KlinePeriod } from '@tidemark/contracts';

/** Kline periods of the description's chart (the contracts' list), with how a timestamp falls into a bar. */
export const PERIODS = KLINE_PERIODS;
export type Period = KlinePeriod;

const FIXED_SECONDS: Partial<Record<Period, number>> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '1day': 86_400,
};
/** 1970-01-05 was the first Monday after the epoch: weeks start on Monday 00:00 UTC. */
const FIRST_MONDAY_S = 4 * 86_400;
const WEEK_S = 7 * 86_400;

/** Opening time (Unix seconds, UTC) of the bar that contains `tsSec`. */
export function barStart(period: Period, tsSec: number): number {
  const fixed = FIXED_SECONDS[period];
  if (fixed) return Math.floor(tsSec / fixed) * fixed;
  if (period === '1week')
    return Math.floor((tsSec - FIRST_MONDAY_S) / WEEK_S) * WEEK_S + FIRST_MONDAY_S;
  const d = new Date(tsSec * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

/** Stocks, forex and commodities close at weekends (Saturday and Sunday, UTC): the contracts' rule. */
export { isMarketOpen as isOpen } from '@tidemark/contracts';
