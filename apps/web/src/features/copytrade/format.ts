import { formatPlain, formatSignedAmount } from '../../shared/format/amount';
import { addDecimals, divideDecimals, multiplyDecimals } from '../../shared/format/decimal';

export const money = (v: string | null | undefined) =>
  v === null || v === undefined ? '--' : formatPlain(v);
export const pnl = (v: string | null | undefined) =>
  v === null || v === undefined ? '--' : formatSignedAmount(v);
export const pct = (v: string) => `${v}%`;

/** A follower's lots for a trader's lots (the server's rule): multiple → × and half-up to 2 decimals; fixed lots as given. */
export function copyLots(type: 1 | 2, number: string, traderShare: string): string {
  if (type === 2) return number;
  const exact = multiplyDecimals(traderShare, number);
  // Half up to 2 decimals: add half a unit of the third decimal, then cut.
  return divideDecimals(addDecimals(exact, '0.005'), '1', 2);
}

/** What a copy would hold: margin (notional ÷ leverage, rounded up) and fee (notional × rate). */
export function copyCost(
  lots: string,
  t: { price: string; lot_size: string; multiple: number; fee_rate: string },
): { margin: string; fee: string } {
  const notional = multiplyDecimals(multiplyDecimals(t.price, lots), t.lot_size);
  return {
    margin: divideDecimals(notional, String(t.multiple), 8, 'up'),
    fee: divideDecimals(multiplyDecimals(notional, t.fee_rate), '1', 8, 'up'),
  };
}
