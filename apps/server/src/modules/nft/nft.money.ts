import { fail } from '../../platform/errors';
import { cmp, isNegative, mul, roundDown, sub } from '../../platform/money';

/** a − b, never below zero. */
export const max0Sub = (a: string, b: string): string => {
  const d = sub(a, b);
  return isNegative(d) ? '0' : d;
};

/**
 * How a price is split: the platform fee, the creator's royalty (resales to someone other
 * than the artist only) and what the seller receives. Shares round down to the currency's
 * precision, so the seller gets the remainder and nothing is created or lost.
 */
export function split(
  price: string,
  rates: { fee: string; royalty: string },
  precision: number,
  royaltyDue: boolean,
): { fee: string; royalty: string; seller: string } {
  const fee = roundDown(mul(price, rates.fee), precision);
  const royalty = royaltyDue ? roundDown(mul(price, rates.royalty), precision) : '0';
  const seller = sub(sub(price, fee), royalty);
  // The registry caps each rate at one half; rates read from elsewhere are refused, not a 500.
  if (cmp(seller, '0') < 0) fail('nft_fees_exceed_price');
  return { fee, royalty, seller };
}
