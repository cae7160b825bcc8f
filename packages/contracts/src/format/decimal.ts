/**
 * Exact decimal-string arithmetic for display: parsing, comparing, rounding and grouping.
 * Amounts never pass through a JS number here; a decimal is held as a bigint coefficient and
 * a scale (value = coefficient × 10^-scale), so rounding is exact at any size.
 */

/** How to drop digits: 'down' towards zero, 'up' away from zero, 'half-up' to nearest, ties away from zero. */
export type RoundingMode = 'down' | 'up' | 'half-up';

export const ROUNDING_MODES: readonly RoundingMode[] = ['down', 'up', 'half-up'];

/** Plain notation only: optional sign, digits, optional fraction. No exponent, no separators. */
export const PLAIN_DECIMAL_PATTERN = /^[+-]?\d+(\.\d+)?$/;

interface ScaledDecimal {
  /** Signed coefficient. */
  coefficient: bigint;
  /** Number of digits after the decimal point. */
  scale: number;
}

/** True when `value` is a plain decimal string this module accepts ("-12.50", "+3", "007.1"). */
export function isPlainDecimal(value: string): boolean {
  return PLAIN_DECIMAL_PATTERN.test(value);
}

function parseScaled(value: string): ScaledDecimal {
  if (typeof value !== 'string' || !PLAIN_DECIMAL_PATTERN.test(value)) {
    throw new TypeError(`not a plain decimal string: ${String(value)}`);
  }
  const negative = value.startsWith('-');
  const unsigned = value.replace(/^[+-]/, '');
  const [integerPart = '0', fractionPart = ''] = unsigned.split('.');
  const magnitude = BigInt(integerPart + fractionPart);
  return { coefficient: negative ? -magnitude : magnitude, scale: fractionPart.length };
}

/** Renders a scaled decimal with exactly `scale` fraction digits; never produces "-0". */
function renderScaled({ coefficient, scale }: ScaledDecimal): string {
  const negative = coefficient < 0n;
  const digits = (negative ? -coefficient : coefficient).toString().padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale);
  const fractionPart = digits.slice(digits.length - scale);
  const body = scale > 0 ? `${integerPart}.${fractionPart}` : integerPart;
  return negative ? `-${body}` : body;
}

function assertPlaces(places: number): void {
  if (!Number.isSafeInteger(places) || places < 0) {
    throw new RangeError(`decimal places must be a non-negative integer, got ${places}`);
  }
}

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

function roundScaled(value: ScaledDecimal, places: number, mode: RoundingMode): ScaledDecimal {
  if (value.scale <= places) {
    return { coefficient: value.coefficient * pow10(places - value.scale), scale: places };
  }
  const divisor = pow10(value.scale - places);
  const negative = value.coefficient < 0n;
  const magnitude = negative ? -value.coefficient : value.coefficient;
  let quotient = magnitude / divisor;
  const remainder = magnitude % divisor;
  if (remainder !== 0n) {
    if (mode === 'up' || (mode === 'half-up' && remainder * 2n >= divisor)) quotient += 1n;
  }
  return { coefficient: negative ? -quotient : quotient, scale: places };
}

/**
 * Rounds a plain decimal string to exactly `places` fraction digits (padding with zeros), by
 * string/bigint arithmetic. Modes are symmetric around zero (see `RoundingMode`). A result that
 * rounds to zero is "0" / "0.00", never "-0". Throws TypeError on a string that is not plain
 * decimal notation and RangeError on bad `places` or `mode`.
 *
 * formatDecimal('1.005', 2) → '1.01'; formatDecimal('-1.005', 2, 'down') → '-1.00'.
 */
export function formatDecimal(
  value: string,
  places: number,
  mode: RoundingMode = 'half-up',
): string {
  assertPlaces(places);
  if (!ROUNDING_MODES.includes(mode))
    throw new RangeError(`unknown rounding mode: ${String(mode)}`);
  return renderScaled(roundScaled(parseScaled(value), places, mode));
}

/** Shifts the decimal point `digits` places to the left (divides by 10^digits), exactly. */
export function shiftDecimalLeft(value: string, digits: number): string {
  assertPlaces(digits);
  const parsed = parseScaled(value);
  return renderScaled({ coefficient: parsed.coefficient, scale: parsed.scale + digits });
}

/**
 * Canonical form: no leading '+', no superfluous leading zeros, no trailing fraction zeros,
 * no "-0". canonicalDecimal('+007.500') → '7.5'; canonicalDecimal('-0.00') → '0'.
 */
export function canonicalDecimal(value: string): string {
  return trimTrailingZeros(renderScaled(parseScaled(value)));
}

/** Drops trailing zeros of the fraction, and the point if nothing is left: '1.500' → '1.5', '2.000' → '2'. */
export function trimTrailingZeros(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** Compares two plain decimal strings exactly: -1 if a < b, 0 if equal, 1 if a > b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const left = parseScaled(a);
  const right = parseScaled(b);
  const scale = Math.max(left.scale, right.scale);
  const l = left.coefficient * pow10(scale - left.scale);
  const r = right.coefficient * pow10(scale - right.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Each value as a whole number of units at the finest scale among them (`null` for a value that
 * is not a plain decimal): integers that compare exactly as the decimals do, so a sort parses
 * each value once instead of two in every comparison.
 */
export function unitsAtOneScale(values: readonly string[]): (bigint | null)[] {
  const parsed = values.map((v) => (isPlainDecimal(v) ? parseScaled(v) : null));
  const scale = Math.max(0, ...parsed.map((p) => p?.scale ?? 0));
  return parsed.map((p) => (p ? p.coefficient * pow10(scale - p.scale) : null));
}

/** Absolute value of a plain decimal string, keeping its digits: '-1.50' → '1.50'. */
export function absDecimal(value: string): string {
  parseScaled(value);
  return value.replace(/^[+-]/, '');
}

/**
 * Inserts a separator every three digits of the integer part; the sign and the fraction are
 * kept as given. groupThousands('-1234567.891') → '-1,234,567.891'. Throws TypeError on
 * anything that is not plain decimal notation (so an already grouped string is rejected).
 */
export function groupThousands(value: string, separator = ','): string {
  parseScaled(value);
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(value);
  const [, sign = '', integerPart = '', fraction = ''] = match ?? [];
  return sign + integerPart.replace(/\B(?=(\d{3})+$)/g, separator) + fraction;
}

/**
 * Turns a finite JS number (a count, never money) into plain decimal notation, expanding
 * exponents: 1e21 → '1000000000000000000000', 1.5e-7 → '0.00000015'. Uses the shortest
 * round-trip digits JS prints, so 0.1 + 0.2 → '0.30000000000000004'.
 */
export function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = lead + rest;
  // value = 0.digits × 10^(exponent + 1)
  const pointAt = exponent + 1;
  if (pointAt >= digits.length) return sign + digits + '0'.repeat(pointAt - digits.length);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
