import {
  compareDecimals,
  formatDecimal,
  groupThousands,
  isPlainDecimal,
  normalizeAmount,
  trimTrailingZeros,
} from '@tidemark/contracts';

/** What the eye toggle shows instead of an amount. */
export const HIDDEN_AMOUNT = '****';

/** Display of a balance: at most `places` decimals (rounded down), grouped, zeros trimmed. */
export function formatAmount(value: string, places = 8): string {
  if (!isPlainDecimal(value)) return value;
  return groupThousands(trimTrailingZeros(formatDecimal(value, places, 'down')));
}

/** Display of a fiat or USDT value: exactly two decimals, grouped. */
export function formatMoney(value: string): string {
  if (!isPlainDecimal(value)) return value;
  return groupThousands(formatDecimal(value, 2, 'half-up'));
}

/** A signed amount with an explicit '+' for credits. */
export function formatSigned(value: string, places = 8): string {
  const text = formatAmount(value, places);
  return value.startsWith('-') ? text : `+${text}`;
}

/** The plain decimal of what the user typed ("1,234.5" → "1234.5"), or null. */
export function parseAmountInput(value: string): string | null {
  const plain = normalizeAmount(value.trim());
  return plain !== null && /[1-9]/.test(plain) ? plain : null;
}

/** Digits after the point. */
export function decimalPlaces(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** a − b, exactly, on plain decimal strings (bigint arithmetic; never a float). */
export function subtractDecimals(a: string, b: string): string {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const toUnits = (v: string) => {
    const [int = '0', frac = ''] = v.replace(/^[+-]/, '').split('.');
    const units = BigInt(int + frac.padEnd(scale, '0'));
    return v.startsWith('-') ? -units : units;
  };
  const diff = toUnits(a) - toUnits(b);
  const negative = diff < 0n;
  const digits = (negative ? -diff : diff).toString().padStart(scale + 1, '0');
  const body =
    scale > 0 ? `${digits.slice(0, digits.length - scale)}.${digits.slice(-scale)}` : digits;
  const result = trimTrailingZeros(body);
  return negative && result !== '0' ? `-${result}` : result;
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
