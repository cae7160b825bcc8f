import { isPlainDecimal, trimTrailingZeros } from '@tidemark/contracts';

/**
 * The exact arithmetic the order form needs on decimal strings (docs/architecture.md rule 1: money
 * is never a JS number). A value is held as a bigint and a scale, so products and step
 * roundings are exact; the one division names its rounding direction.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(value: string): Scaled {
  if (!isPlainDecimal(value)) throw new TypeError(`not a plain decimal string: ${value}`);
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^[+-]/, '').split('.');
  const units = BigInt(int + frac);
  return { units: negative ? -units : units, scale: frac.length };
}

function render({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body =
    scale > 0 ? `${digits.slice(0, digits.length - scale)}.${digits.slice(-scale)}` : digits;
  const text = trimTrailingZeros(body);
  return negative && text !== '0' ? `-${text}` : text;
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** a + b, exactly. */
export function addDecimals(a: string, b: string): string {
  const left = parse(a);
  const right = parse(b);
  const scale = Math.max(left.scale, right.scale);
  return render({ units: rescale(left, scale) + rescale(right, scale), scale });
}

/** a − b, exactly (either may be negative). */
export function subtractDecimals(a: string, b: string): string {
  const right = parse(b);
  return addDecimals(a, render({ units: -right.units, scale: right.scale }));
}

/** a × b, exactly. */
export function multiplyDecimals(a: string, b: string): string {
  const left = parse(a);
  const right = parse(b);
  return render({ units: left.units * right.units, scale: left.scale + right.scale });
}

/** a ÷ b to `places` decimals, rounded towards zero ('down') or away from it ('up'). */
export function divideDecimals(
  a: string,
  b: string,
  places: number,
  mode: 'down' | 'up' = 'down',
): string {
  const left = parse(a);
  const right = parse(b);
  if (right.units === 0n) throw new RangeError('division by zero');
  // a/b = (la / 10^sa) / (lb / 10^sb); scaled by 10^places: la × 10^(places + sb) / (lb × 10^sa)
  const numerator = left.units * 10n ** BigInt(places + right.scale);
  const denominator = right.units * 10n ** BigInt(left.scale);
  let quotient = numerator / denominator;
  if (mode === 'up' && quotient * denominator !== numerator) {
    quotient += numerator < 0n !== denominator < 0n ? -1n : 1n;
  }
  return render({ units: quotient, scale: places });
}

/** Digits after the point of a step such as '0.01' (trailing zeros ignored). */
export function decimalsOf(step: string): number {
  return trimTrailingZeros(step).split('.')[1]?.length ?? 0;
}

/** The largest multiple of `step` that is ≤ `value` (for values ≥ 0): a quantity rounded down. */
export function floorToStep(value: string, step: string): string {
  const v = parse(value);
  const s = parse(step);
  if (s.units <= 0n) throw new RangeError('step must be positive');
  const scale = Math.max(v.scale, s.scale);
  const units = rescale(v, scale);
  const stepUnits = rescale(s, scale);
  // bigint % keeps the sign of the dividend; adding the step once makes it a true modulo.
  const remainder = ((units % stepUnits) + stepUnits) % stepUnits;
  return render({ units: units - remainder, scale });
}

/** The smallest multiple of `step` that is ≥ `value` (any sign): a distance rounded up to the tick. */
export function ceilToStep(value: string, step: string): string {
  const floored = floorToStep(value, step);
  return isMultipleOf(value, step) ? floored : addDecimals(floored, step);
}

/** True when `value` is a whole number of `step`s. */
export function isMultipleOf(value: string, step: string): boolean {
  const v = parse(value);
  const s = parse(step);
  if (s.units <= 0n) return false;
  const scale = Math.max(v.scale, s.scale);
  return rescale(v, scale) % rescale(s, scale) === 0n;
}

/** `percent` (a whole number 0–100) of `value`, exactly. */
export function percentOf(value: string, percent: number): string {
  if (!Number.isInteger(percent)) throw new RangeError('percent must be a whole number');
  return multiplyDecimals(value, render({ units: BigInt(percent), scale: 2 }));
}
