import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, formatMoney, normalizeLang, type DualType } from '@tidemark/contracts';
import type { TFunction } from 'i18next';
import { figureSeparators } from '../../shared/format/amount';
import { BCP47 } from '../../shared/i18n/i18n';

/** What a product's name is made of; both products and orders carry these fields. */
export interface NamedDual {
  currency_name: string;
  type: DualType;
  exercise_price: string;
  price_decimals: number;
  end_time: number;
}

/**
 * A product named for people rather than by its code (BTC-20261204-98000-C): the coin, what
 * it does in words (investing the coin sells it high at the strike, investing USDT buys the
 * coin low at it), the strike without trailing zeros and the settlement day, in the user's
 * language: "BTC · Sell high at 98,000 · 4 Dec". The day is the UTC one settlement falls on.
 */
export function dualName(t: TFunction<'dual'>, locale: string, p: NamedDual): string {
  const strike = formatMoney(p.exercise_price, p.price_decimals, {
    rounding: 'half-up',
    minPlaces: 0,
    separators: figureSeparators(),
  });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(p.end_time * 1000));
  return t(`name.${p.type}`, { coin: p.currency_name, strike, date });
}

/** `dualName` in the language the texts are shown in. */
export function useDualName(): (p: NamedDual) => string {
  const { t, i18n } = useTranslation('dual');
  const locale = BCP47[normalizeLang(i18n.language) ?? DEFAULT_LANG];
  return (p) => dualName(t, locale, p);
}
