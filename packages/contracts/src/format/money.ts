import type { Lang } from '../common/lang';
import {
  absDecimal,
  compareDecimals,
  formatDecimal,
  groupThousands,
  isPlainDecimal,
  type RoundingMode,
} from './decimal';
import { COMPACT_THOUSAND, formatCompactNumber } from './number';

/**
 * The one money formatter of the web app and the console. Every figure on a screen goes
 * through here, so the same thing reads the same everywhere:
 *
 * - money at its currency's places, prices and lots at their instrument's, rounded in a named
 *   direction ('down', towards zero, unless said otherwise);
 * - a signed amount (a profit, a statement line) rounded towards zero, '+' on a gain, no sign
 *   on zero;
 * - a percentage half-up at a stated precision (two places unless said otherwise);
 * - a volume with one rule in every tier: one decimal, in K above a thousand, M above a million;
 * - thousands and decimal separators of the reader's language.
 *
 * Values are decimal strings throughout; one that is not (a missing field) shows as a dash.
 */

/** What a missing or unreadable figure shows. */
export const NO_FIGURE = '--';

/** Percentages show this many decimals unless a screen states otherwise. */
export const PERCENT_PLACES = 2;

export interface NumberSeparators {
  /** Between groups of three integer digits. */
  group: string;
  /** Before the fraction. */
  decimal: string;
}

const POINT: NumberSeparators = { group: ',', decimal: '.' };

/** How each interface language writes 1234567.5: French with narrow spaces, Spanish with points. */
export const NUMBER_SEPARATORS: Record<Lang, NumberSeparators> = {
  en: POINT,
  zh: POINT,
  hk: POINT,
  th: POINT,
  jp: POINT,
  kor: POINT,
  fra: { group: '\u202f', decimal: ',' },
  spa: { group: '.', decimal: ',' },
};

export interface FigureFormat {
  /** The reader's separators (English's unless given). */
  separators?: NumberSeparators;
  /** What a value that is not a decimal shows (a dash unless given). */
  otherwise?: string;
}

export interface MoneyFormat extends FigureFormat {
  /** 'down' (towards zero: never more than there is) unless said otherwise. */
  rounding?: RoundingMode;
  /**
   * Fewest decimals kept: trailing zeros beyond them are dropped ('0.50000' → '0.50' with 2).
   * All `places` are kept when absent.
   */
  minPlaces?: number;
}

const readable = (value: string | null | undefined): value is string =>
  typeof value === 'string' && isPlainDecimal(value);

/** Writes an English-grouped figure ('1,234.5') with other separators ('1 234,5'). */
export function localizeFigure(text: string, separators: NumberSeparators = POINT): string {
  if (separators.group === POINT.group && separators.decimal === POINT.decimal) return text;
  return text.replace(/[,.]/g, (c) => (c === ',' ? separators.group : separators.decimal));
}

/** Drops trailing zeros but keeps `least` decimals: '1.50000' → '1.50', '0.12300' → '0.123'. */
function trimBeyond(fixed: string, least: number): string {
  const point = fixed.indexOf('.');
  if (point === -1) return fixed;
  let end = fixed.length;
  while (end > point + 1 + least && fixed[end - 1] === '0') end -= 1;
  return fixed.slice(0, end === point + 1 ? point : end);
}

/**
 * An amount, a price or a quantity at `places` decimals, grouped:
 * formatMoney('1913.639495', 2) → '1,913.63'; with `{ minPlaces: 2 }`, '0.5' at 8 → '0.50'.
 */
export function formatMoney(
  value: string | null | undefined,
  places: number,
  format: MoneyFormat = {},
): string {
  if (!readable(value)) return format.otherwise ?? NO_FIGURE;
  const fixed = formatDecimal(value, places, format.rounding ?? 'down');
  const shown =
    format.minPlaces === undefined ? fixed : trimBeyond(fixed, Math.min(format.minPlaces, places));
  return localizeFigure(groupThousands(shown), format.separators);
}

/**
 * A profit or loss, a credit or a debit: rounded towards zero at `places`, '+' on a gain, '-' on
 * a loss, no sign when it shows as zero ('-0.0001' at 2 → '0.00').
 */
export function formatSignedMoney(
  value: string | null | undefined,
  places: number,
  format: Omit<MoneyFormat, 'rounding'> = {},
): string {
  const text = formatMoney(value, places, { ...format, rounding: 'down' });
  if (!readable(value) || text.startsWith('-') || !/[1-9]/.test(text)) return text;
  return `+${text}`;
}

export interface PercentFormat extends FigureFormat {
  /** Decimals shown (PERCENT_PLACES unless said otherwise), rounded half-up. */
  places?: number;
  /** '+' before a positive percentage (a change). */
  signed?: boolean;
  /** The value is a fraction (0.52189 is 52.19%), not already a percentage. */
  fraction?: boolean;
}

/** '0.52189' → '52.18900' (× 100 by moving the point, exactly). */
function hundredTimes(value: string): string {
  const [, sign = '', int = '0', frac = ''] = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value) ?? [];
  const padded = frac.padEnd(2, '0');
  const rest = padded.slice(2);
  return `${sign}${int}${padded.slice(0, 2)}${rest ? `.${rest}` : ''}`;
}

/** A percentage half-up at a stated precision: '66.6666' → '66.67%', fraction '0.52189' → '52.19%'. */
export function formatPercent(
  value: string | null | undefined,
  format: PercentFormat = {},
): string {
  if (!readable(value)) return format.otherwise ?? NO_FIGURE;
  const percent = format.fraction ? hundredTimes(value) : value;
  const fixed = formatDecimal(percent, format.places ?? PERCENT_PLACES, 'half-up');
  const sign = format.signed && compareDecimals(fixed, '0') > 0 ? '+' : '';
  return `${sign}${localizeFigure(groupThousands(fixed), format.separators)}%`;
}

/** Volumes under this (and above zero) show as '<0.1' rather than a false zero. */
const SMALLEST_VOLUME = '0.05';

/**
 * A traded volume with one rule in every tier, one decimal: '712.1004' → '712.1',
 * '18734' → '18.7K', '2345678' → '2.3M' (half-up); a volume too small for one decimal '<0.1'.
 */
export function formatVolume(value: string | null | undefined, format: FigureFormat = {}): string {
  if (!readable(value)) return format.otherwise ?? NO_FIGURE;
  const magnitude = absDecimal(value);
  if (compareDecimals(magnitude, COMPACT_THOUSAND) > 0) {
    return localizeFigure(formatCompactNumber(value), format.separators);
  }
  if (compareDecimals(magnitude, '0') > 0 && compareDecimals(magnitude, SMALLEST_VOLUME) < 0) {
    return `<${localizeFigure('0.1', format.separators)}`;
  }
  return localizeFigure(formatDecimal(value, 1, 'half-up'), format.separators);
}
