import { OPTION_DIRECTION } from '@tidemark/contracts';
import { add, cmp, mul, neg, roundDown, type Amount } from '../../platform/money';

export type OptionResult = 'win' | 'loss' | 'tie';

/**
 * docs/domain.md, the whole rule: up wins if close > open, down wins if close < open, equal prices
 * tie. Two recorded prices are the only input; nothing else can change an outcome.
 */
export function decide(direction: number, openPrice: Amount, closePrice: Amount): OptionResult {
  const move = cmp(closePrice, openPrice);
  if (move === 0) return 'tie';
  const rose = move > 0;
  return (direction === OPTION_DIRECTION.up) === rose ? 'win' : 'loss';
}

/** The profit of a win, rounded down to the currency's precision (what the platform pays a user). */
export const winProfit = (stake: Amount, payoutRate: Amount, precision: number): Amount =>
  roundDown(mul(stake, payoutRate), precision);

/** What comes back to the micro account: stake × (1 + payout) on a win, the stake on a tie, nothing on a loss. */
export function payoutOf(
  result: OptionResult,
  stake: Amount,
  payoutRate: Amount,
  precision: number,
): Amount {
  if (result === 'win') return add(stake, winProfit(stake, payoutRate, precision));
  return result === 'tie' ? stake : '0';
}

/** The description's `fact_profits`: +profit on a win, 0 on a tie, −stake on a loss. */
export function factProfits(
  result: OptionResult,
  stake: Amount,
  payoutRate: Amount,
  precision: number,
): Amount {
  if (result === 'win') return winProfit(stake, payoutRate, precision);
  return result === 'tie' ? '0' : neg(stake);
}
