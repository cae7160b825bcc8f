import { addDecimals, divideDecimals, multiplyDecimals } from '../../shared/format/decimal';

export interface Outcome {
  /** What is paid back, and in which currency. */
  amount: string;
  currency: string;
}

/**
 * Both possible results of a dual order before it is bought, as the server settles it
 * (docs/domain.md), with factor = 1 + day × rate / 100 / 365, rounded down to the paid currency.
 * call: below the strike the coin comes back with yield; at or above it, USDT at the strike.
 * put: at or below the strike the USDT buys coin at the strike; above it, USDT comes back.
 */
export function outcomes(p: {
  type: 'call' | 'put';
  total: string;
  strike: string;
  rate: string;
  day: number;
  coin: string;
  coinPrecision: number;
}): { below: Outcome; above: Outcome } {
  const parts = addDecimals('36500', multiplyDecimals(String(p.day), p.rate));
  if (p.type === 'call')
    return {
      below: {
        amount: divideDecimals(multiplyDecimals(p.total, parts), '36500', p.coinPrecision),
        currency: p.coin,
      },
      above: {
        amount: divideDecimals(
          multiplyDecimals(multiplyDecimals(p.total, p.strike), parts),
          '36500',
          6,
        ),
        currency: 'USDT',
      },
    };
  return {
    below: {
      amount: divideDecimals(
        multiplyDecimals(p.total, parts),
        multiplyDecimals('36500', p.strike),
        p.coinPrecision,
      ),
      currency: p.coin,
    },
    above: {
      amount: divideDecimals(multiplyDecimals(p.total, parts), '36500', 6),
      currency: 'USDT',
    },
  };
}
