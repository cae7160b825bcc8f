import { formatDate } from '@tidemark/contracts';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { useMoneyText, type MoneyShow } from '../../../shared/api/currencies';

/** A rate fraction as a percent: '0.0035' → '0.35%'. */
export const percent = (rate: string | null | undefined) =>
  rate ? `${multiplyDecimals(rate, '100')}%` : '--';

/**
 * An amount with its currency by the precision rule (issue #21): 'held' (rounded down) for
 * what the user has or will receive, 'cost' (rounded up) for a price, 'exact' for what a
 * confirmation moves and for a product's limits (a bound the typed amount is checked against
 * must not read rounded).
 */
export function useMoney(): (
  value: string | null | undefined,
  code: string,
  show?: MoneyShow,
) => string {
  const amount = useMoneyText();
  return (value, code, show) => `${amount(value, code, show)} ${code}`;
}

/** A UTC day boundary from the server (Unix seconds) as its date. */
export const day = (seconds: number | null) =>
  seconds === null ? '--' : formatDate(seconds, 'yyyy-mm-dd', { timeZone: 'UTC' });
