import { compareDecimals } from '@tidemark/contracts';
import { addDecimals, floorToStep, isMultipleOf } from './decimal';

/**
 * What order forms make of typed numbers: the plain decimal a field holds, what it may hold
 * while typing, and one step of a stepper on the instrument's grid. Spot and contracts share
 * them, so they live here.
 */

/** A positive plain decimal of what was typed ('1.' reads as '1'), or null. */
export function positiveInput(text: string): string | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const plain = match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? '');
  return /[1-9]/.test(plain) ? plain : null;
}

/** Keeps what a decimal field may hold: digits, one point, at most `maxDecimals` after it. */
export function sanitizeDecimalInput(text: string, maxDecimals: number): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  const intPart = int.replace(/^0+(?=\d)/, '');
  if (rest.length === 0 || maxDecimals <= 0) return intPart;
  return `${intPart || '0'}.${rest.join('').slice(0, maxDecimals)}`;
}

/**
 * One step up or down from `value` on the grid of `step`, never below `min`. A value off the
 * grid goes to the next grid point in that direction; an empty field starts at `min`.
 */
export function stepDecimal(value: string, step: string, direction: 1 | -1, min: string): string {
  const current = positiveInput(value);
  if (!current) return min;
  const floored = floorToStep(current, step);
  let next: string;
  if (direction === 1) next = addDecimals(floored, step);
  else next = isMultipleOf(current, step) ? addDecimals(floored, `-${step}`) : floored;
  return compareDecimals(next, min) < 0 ? min : next;
}
