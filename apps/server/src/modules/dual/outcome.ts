import { add, cmp, divDown, mul, type Amount } from '../../platform/money';

export interface DualTerms {
  type: 'call' | 'put';
  /** Invested: the coin for call, USDT for put. */
  total: Amount;
  strike: Amount;
  /** Annual rate in percent. */
  rate: Amount;
  day: number;
}

export interface DualOutcome {
  /** 'coin' pays the underlying, 'usdt' pays USDT. */
  pays: 'coin' | 'usdt';
  amount: Amount;
  formula: string;
}

/**
 * docs/domain.md "Dual investment", with factor = 1 + day × rate / 100 / 365:
 * call: price < strike → coin = total × factor; otherwise USDT = total × strike × factor.
 * put: price ≤ strike → coin = total / strike × factor; otherwise USDT = total × factor.
 * The yield is computed as one fraction over 36 500 and rounded down once, to the paid
 * currency's precision, so no intermediate rounding reaches the payout.
 */
export function dualOutcome(
  t: DualTerms,
  price: Amount,
  precision: { coin: number; usdt: number },
): DualOutcome {
  const yearParts = add('36500', mul(String(t.day), t.rate)); // 36 500 × factor
  const factorText = `(1 + ${t.day} × ${t.rate}% / 365)`;
  if (t.type === 'call') {
    if (cmp(price, t.strike) < 0)
      return {
        pays: 'coin',
        amount: divDown(mul(t.total, yearParts), '36500', precision.coin),
        formula: `${price} < ${t.strike}: ${t.total} × ${factorText}`,
      };
    return {
      pays: 'usdt',
      amount: divDown(mul(mul(t.total, t.strike), yearParts), '36500', precision.usdt),
      formula: `${price} ≥ ${t.strike}: ${t.total} × ${t.strike} × ${factorText}`,
    };
  }
  if (cmp(price, t.strike) <= 0)
    return {
      pays: 'coin',
      amount: divDown(mul(t.total, yearParts), mul('36500', t.strike), precision.coin),
      formula: `${price} ≤ ${t.strike}: ${t.total} / ${t.strike} × ${factorText}`,
    };
  return {
    pays: 'usdt',
    amount: divDown(mul(t.total, yearParts), '36500', precision.usdt),
    formula: `${price} > ${t.strike}: ${t.total} × ${factorText}`,
  };
}
