import Decimal from 'decimal.js';

/**
 * The one decimal library behind every amount (ARCHITECTURE rule 1). Amounts are strings at
 * every edge; arithmetic happens here; every rounding names its direction.
 */
const D = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 60,
});
export type Amount = string;

/** Decimal places of a NUMERIC(36,18) column. */
export const SCALE = 18;

export const dec = (v: Amount | Decimal.Value) => new D(v);
export const add = (a: Amount, b: Amount): Amount => dec(a).plus(b).toFixed();
export const sub = (a: Amount, b: Amount): Amount => dec(a).minus(b).toFixed();
export const mul = (a: Amount, b: Amount): Amount => dec(a).times(b).toFixed();
export const neg = (a: Amount): Amount => dec(a).negated().toFixed();
export const cmp = (a: Amount, b: Amount): number => dec(a).comparedTo(b);
export const isZero = (a: Amount) => dec(a).isZero();
export const isNegative = (a: Amount) => dec(a).isNegative() && !dec(a).isZero();
export const isPositive = (a: Amount) => dec(a).greaterThan(0);
export const min = (a: Amount, b: Amount): Amount => (cmp(a, b) <= 0 ? a : b);

/** Rounds toward zero: what the platform pays a user. */
export const roundDown = (a: Amount, places: number): Amount =>
  dec(a).toDecimalPlaces(places, D.ROUND_DOWN).toFixed();
/** Rounds away from zero: what a user owes the platform (fees). */
export const roundUp = (a: Amount, places: number): Amount =>
  dec(a).toDecimalPlaces(places, D.ROUND_UP).toFixed();
/** Division rounded down to the column scale. */
export const divDown = (a: Amount, b: Amount, places = SCALE): Amount =>
  dec(a).dividedBy(b).toDecimalPlaces(places, D.ROUND_DOWN).toFixed();

/** A canonical plain string without trailing zeros ("1.50000" → "1.5", "0E-18" → "0"). */
export const normal = (a: Amount): Amount => dec(a).toFixed();
/** Fixed places for display/wire, rounding down. */
export const fixed = (a: Amount, places: number): Amount => dec(a).toFixed(places, D.ROUND_DOWN);

export function sum(values: Amount[]): Amount {
  return values.reduce((acc, v) => acc.plus(v), new D(0)).toFixed();
}
