import { groupThousands, isPlainDecimal } from '@tidemark/contracts';

/**
 * Amounts as the server sent them (already at their currency's precision): grouped, never
 * rounded again, a non-decimal shown as it is. Seconds options and contracts share these.
 */

/** A price or amount for display: grouped, as precise as it came. */
export function formatPlain(value: string): string {
  return isPlainDecimal(value) ? groupThousands(value) : value;
}

/** A signed profit: "+80", "-250", "0". */
export function formatSignedAmount(value: string): string {
  const text = formatPlain(value);
  return value.startsWith('-') || !/[1-9]/.test(value) ? text : `+${text}`;
}
