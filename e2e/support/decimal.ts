/**
 * An exact decimal oracle for the journeys' expectations (the app's own arithmetic is what is
 * under test, so they do not use it): values as bigints at 18 decimals, roundings named.
 */

const SCALE = 18;

export function units(value: string): bigint {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^[-+]/, '').split('.');
  const u = BigInt(int + frac.padEnd(SCALE, '0').slice(0, SCALE));
  return negative ? -u : u;
}

export function decimal(u: bigint): string {
  const negative = u < 0n;
  const digits = (negative ? -u : u).toString().padStart(SCALE + 1, '0');
  const text = `${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`.replace(/\.?0+$/, '');
  return negative && text !== '0' ? `-${text}` : text;
}

export const plus = (a: string, b: string) => decimal(units(a) + units(b));
export const minus = (a: string, b: string) => decimal(units(a) - units(b));
export const times = (a: string, b: string) =>
  decimal((units(a) * units(b)) / 10n ** BigInt(SCALE));
/** a ÷ n for a whole n, towards zero at 18 decimals. */
export const dividedBy = (a: string, n: number) => decimal(units(a) / BigInt(n));
export const sum = (values: string[]) => values.reduce(plus, '0');

/** Rounds away from zero to `places` (what a user pays: margin, a fee, a loss). */
export function awayFromZero(value: string, places: number): string {
  const step = 10n ** BigInt(SCALE - places);
  const u = units(value);
  const magnitude = u < 0n ? -u : u;
  const rounded = ((magnitude + step - 1n) / step) * step;
  return decimal(u < 0n ? -rounded : rounded);
}

/** Rounds towards zero to `places` (what a user receives: a profit; a price cut to the tick). */
export function towardsZero(value: string, places: number): string {
  const step = 10n ** BigInt(SCALE - places);
  return decimal((units(value) / step) * step);
}

/** Thousands separators on the integer part, sign and fraction kept. */
export function group(text: string): string {
  const [int = '', frac] = text.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.replace(/^-/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** Exactly `places` decimals (cut, not rounded), grouped: how a price on its tick reads. */
export function fixed(value: string, places: number): string {
  const [int = '0', frac = ''] = value.split('.');
  return group(places ? `${int}.${frac.padEnd(places, '0').slice(0, places)}` : int);
}

/**
 * How the app shows money (the display precision rule of docs/domain.md): towards zero at the currency's display
 * places (USDT 2, BTC 8), trailing zeros dropped but at least two decimals kept, grouped.
 */
export function money(value: string, places: number): string {
  const [int = '0', frac = ''] = towardsZero(value, places).split('.');
  const kept = frac.padEnd(places, '0').slice(0, places).replace(/0+$/, '').padEnd(2, '0');
  return group(`${int}.${kept}`);
}

/** Exactly `places` decimals rounded half away from zero, grouped: how any price reads. */
export function nearest(value: string, places: number): string {
  const half = `${value.startsWith('-') ? '-' : ''}0.${'0'.repeat(places)}5`;
  return fixed(towardsZero(plus(value, half), places), places);
}
