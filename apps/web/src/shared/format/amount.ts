import {
  DEFAULT_LANG,
  formatMoney,
  formatSignedMoney,
  isPlainDecimal,
  NO_FIGURE,
  NUMBER_SEPARATORS,
  type Lang,
  type NumberSeparators,
} from '@tidemark/contracts';

/**
 * The one place amounts become text (CONVENTIONS habit 5), over the shared money formatter of
 * `@tidemark/contracts`: prices, quantities, balances, fees and profits stay decimal strings,
 * are rounded in a named direction and grouped with the separators of the app's language.
 * Features choose the places (a pair's decimals, a currency's, two for fiat) and what a value
 * that is not a decimal shows.
 */

/** What a missing or unreadable figure shows. */
export const NO_VALUE = NO_FIGURE;

let separators: NumberSeparators = NUMBER_SEPARATORS[DEFAULT_LANG];

/** Figures follow the app's language from now on (set with the language, before it renders). */
export function setFigureLanguage(lang: Lang): void {
  separators = NUMBER_SEPARATORS[lang];
}

/** The separators of the app's language, for the formatter's options. */
export const figureSeparators = (): NumberSeparators => separators;

type Rounding = 'down' | 'half-up';

export interface FixedOptions {
  /** 'down' (the safe side for balances) unless said otherwise. */
  rounding?: Rounding;
  /** What a value that is not a decimal shows (a dash by default). */
  otherwise?: string;
}

/** Exactly `places` decimals, grouped: '65000.129' → '65,000.12'. */
export function formatFixed(value: string, places: number, options: FixedOptions = {}): string {
  return formatMoney(value, places, {
    rounding: options.rounding ?? 'down',
    otherwise: options.otherwise ?? NO_VALUE,
    separators,
  });
}

/**
 * A balance or value: at most `places` decimals (rounded down), trailing zeros trimmed,
 * grouped. A value that is not a decimal shows as `otherwise` (by default as it came).
 */
export function formatAmount(value: string, places = 8, otherwise = value): string {
  return formatMoney(value, places, { minPlaces: 0, otherwise, separators });
}

/** A fiat or USDT value: exactly two decimals (half-up), grouped; a non-decimal as it came. */
export function formatFiat(value: string): string {
  return formatFixed(value, 2, { rounding: 'half-up', otherwise: value });
}

/**
 * A signed amount at most `places` decimals, rounded towards zero, trailing zeros trimmed:
 * '+1.5', '-2', '0' (no sign on what shows as zero).
 */
export function formatSigned(value: string, places = 8): string {
  return formatSignedMoney(value, places, { minPlaces: 0, otherwise: value, separators });
}

/**
 * Amounts as the server sent them (already at their currency's precision): grouped, never
 * rounded again, a non-decimal shown as it is. Seconds options and contracts use these.
 */
export function formatPlain(value: string): string {
  if (!isPlainDecimal(value)) return value;
  const places = value.split('.')[1]?.length ?? 0;
  return formatMoney(value, places, { separators });
}

/**
 * A signed profit: "+80", "-250", "0"; at `places` decimals (towards zero, trailing zeros
 * trimmed) when given, else as it came.
 */
export function formatSignedAmount(value: string, places?: number): string {
  if (places !== undefined) return formatSigned(value, places);
  const text = formatPlain(value);
  return value.startsWith('-') || !/[1-9]/.test(value) ? text : `+${text}`;
}
