/**
 * Amounts on chain are integers of base units (wei, or a token's 10^-decimals); the ledger keeps
 * decimal strings with the currency's precision. Conversions are exact or refused: nothing is
 * rounded, so what is credited or sent is exactly what moved on chain.
 */

/** Base units as a ledger amount, or null when the ledger's precision cannot hold it exactly. */
export function baseUnitsToAmount(
  units: bigint,
  decimals: number,
  precision: number,
): string | null {
  if (units < 0n) return null;
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const frac = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  const trimmed = frac.replace(/0+$/, '');
  if (trimmed.length > precision) return null;
  return trimmed ? `${whole}.${trimmed}` : whole;
}

/** A ledger amount (a non-negative decimal string) as base units; throws if it has more digits than `decimals`. */
export function amountToBaseUnits(amount: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!m) throw new Error(`not an amount: ${amount}`);
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`);
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}
