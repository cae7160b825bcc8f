import {
  OPTION_RESULT,
  OPTION_STATUS,
  compareDecimals,
  formatDate,
  formatDecimal,
  normalizeAmount,
  shiftDecimalLeft,
  trimTrailingZeros,
  type OptionOrder,
  type OptionPeriod,
} from '@tidemark/contracts';
import { addDecimals, multiplyDecimals } from '../../shared/format/decimal';

export { formatPlain } from '../../shared/format/amount';

/**
 * The rules of the options form and of a settled order's explanation, on decimal strings only
 * (docs/architecture.md rule 1: money is never a JS number). The server decides; these functions
 * show the user the same numbers before and after.
 */

/** The profit of a win: stake × ratio %, rounded down to the currency's precision (as the server pays). */
export function winProfit(stake: string, profitRatioPercent: string, precision: number): string {
  const exact = multiplyDecimals(stake, shiftDecimalLeft(profitRatioPercent, 2));
  return trimTrailingZeros(formatDecimal(exact, precision, 'down'));
}

/** What a win returns: the stake plus its profit. */
export function winPayout(stake: string, profitRatioPercent: string, precision: number): string {
  return addDecimals(stake, winProfit(stake, profitRatioPercent, precision));
}

/** The plain decimal of a typed amount ("1,000.5" → "1000.5"), or null when it is not one. */
export function stakeOf(input: string): string | null {
  const plain = normalizeAmount(input.trim());
  return plain !== null && /[1-9]/.test(plain) ? plain : null;
}

export type StakeProblem =
  | 'amount'
  | 'amount_too_precise'
  | 'option_stake_below_minimum'
  | 'option_stake_above_maximum'
  | 'insufficient_balance';

/** The first reason the form cannot send this stake, or null (the server checks again). */
export function stakeProblem(
  input: string,
  period: OptionPeriod,
  precision: number,
  available: string | null,
): StakeProblem | null {
  const stake = stakeOf(input);
  if (!stake) return 'amount';
  if ((stake.split('.')[1]?.length ?? 0) > precision) return 'amount_too_precise';
  if (compareDecimals(stake, period.min_amount) < 0) return 'option_stake_below_minimum';
  if (compareDecimals(stake, period.max_amount) > 0) return 'option_stake_above_maximum';
  if (available !== null && compareDecimals(stake, available) > 0) return 'insufficient_balance';
  return null;
}

export type Direction = 'up' | 'down';
export const directionOf = (type: number): Direction => (type === 1 ? 'up' : 'down');
export const typeOf = (direction: Direction): 1 | 2 => (direction === 'up' ? 1 : 2);

export type Outcome = 'win' | 'loss' | 'tie';

/** The order's result, or null while it is open. */
export function outcomeOf(order: OptionOrder): Outcome | null {
  if (order.status !== OPTION_STATUS.closed || order.profit_result === null) return null;
  if (order.profit_result === OPTION_RESULT.win) return 'win';
  return order.profit_result === OPTION_RESULT.loss ? 'loss' : 'tie';
}

export type PriceMove = 'higher' | 'lower' | 'equal';

/** How the close price compares with the open price. */
export function priceMove(openPrice: string, closePrice: string): PriceMove {
  const c = compareDecimals(closePrice, openPrice);
  return c > 0 ? 'higher' : c < 0 ? 'lower' : 'equal';
}

/** The rule of docs/domain.md, for the explanation: which move wins for which direction. */
export function outcomeFor(direction: Direction, move: PriceMove): Outcome {
  if (move === 'equal') return 'tie';
  return (direction === 'up') === (move === 'higher') ? 'win' : 'loss';
}

/** Milliseconds left until `deadlineMs`, never below zero. */
export const remainingMs = (deadlineMs: number, nowMs: number): number =>
  Math.max(0, deadlineMs - nowMs);

/** A countdown as m:ss, rounding up so it shows 0:00 only at the end ("0:30" … "0:01", "0:00"). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Share of the period that has passed, 0–100, for the progress ring. */
export function elapsedPercent(remaining: number, seconds: number): number {
  if (seconds <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(100 - (remaining / (seconds * 1000)) * 100)));
}

/** A tick's time to the millisecond, as the tick log records it: "2031-03-05 08:00:30.000". */
export function formatTickTime(ms: number): string {
  return `${formatDate(ms, 'yyyy-mm-dd hh:MM:ss')}.${String(ms % 1000).padStart(3, '0')}`;
}
