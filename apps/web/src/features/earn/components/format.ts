import { useTranslation } from 'react-i18next';
import { formatDate } from '@tidemark/contracts';
import { percentText } from '../../../shared/format/precision';
import { useMoneyText, type MoneyShow } from '../../../shared/api/currencies';
import type { AmountProblem } from '../../../shared/ui/amount-field';

/** A rate fraction as a percent at two places, half-up: '0.0035' → '0.35%', '0.003' → '0.30%'. */
export const percent = (rate: string | null | undefined) =>
  rate ? percentText(rate, { fraction: true }) : '--';

/**
 * An amount with its currency by the precision rule: 'held' (rounded down) for
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

/**
 * The words for what is wrong with a typed amount of `code` (shared/ui/amount-field.tsx).
 * Bounds show exactly, with the currency, unless `limitText` says otherwise (units).
 */
export function useAmountProblemText(): (
  problem: AmountProblem,
  code: string,
  places: number | undefined,
  limitText?: (limit: string) => string,
) => string {
  const { t } = useTranslation('earn');
  const money = useMoney();
  return (problem, code, places, limitText) => {
    const bound = limitText ?? ((limit: string) => money(limit, code, 'exact'));
    switch (problem.kind) {
      case 'required':
        return t('amount.required');
      case 'invalid':
        return t('amount.invalid');
      case 'whole':
        return t('amount.whole');
      case 'decimals':
        return t('amount.decimals', { currency: code, places: places ?? problem.places });
      case 'min':
        return t('amount.below', { limit: bound(problem.limit) });
      case 'max':
        return t('amount.above', { limit: bound(problem.limit) });
      case 'balance':
        return t('amount.balance', { limit: money(problem.limit, code) });
    }
  };
}
