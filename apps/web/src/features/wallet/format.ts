import {
  compareDecimals,
  isPlainDecimal,
  normalizeAmount,
  trimTrailingZeros,
} from '@tidemark/contracts';

/** What the eye toggle shows instead of an amount. */
export const HIDDEN_AMOUNT = '****';

/** The plain decimal of what the user typed ("1,234.5" → "1234.5"), or null. */
export function parseAmountInput(value: string): string | null {
  const plain = normalizeAmount(value.trim());
  return plain !== null && /[1-9]/.test(plain) ? plain : null;
}

/** Digits after the point. */
export function decimalPlaces(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

export function isGreater(a: string, b: string): boolean {
  return compareDecimals(a, b) > 0;
}

/** A fraction as a percentage string, exactly: '0.002' → '0.2'. */
export function fractionToPercent(value: string): string {
  if (!isPlainDecimal(value)) return value;
  const [int = '0', frac = ''] = value.replace(/^[+-]/, '').split('.');
  const digits = int + frac.padEnd(2, '0');
  const point = int.length + 2;
  const text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  const result = trimTrailingZeros(text.replace(/^0+(?=\d)/, '')).replace(/\.$/, '');
  return value.startsWith('-') && result !== '0' ? `-${result}` : result;
}
