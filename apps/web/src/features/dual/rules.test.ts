import { describe, expect, it } from 'vitest';
import { outcomes } from './rules';

describe('dual outcomes shown before buying (same numbers as the server scenario table)', () => {
  const base = { rate: '36.5', day: 7, coin: 'BTC', coinPrecision: 8 };
  it('call: coin with yield below the strike, USDT at the strike otherwise', () => {
    const o = outcomes({ ...base, type: 'call', total: '0.1', strike: '99000' });
    expect(o.below.amount).toBe('0.1007');
    expect(o.below.currency).toBe('BTC');
    expect(o.above.amount).toBe('9969.3');
  });
  it('put: coin at the strike at or below it, USDT with yield above it', () => {
    const o = outcomes({ ...base, type: 'put', total: '1000', strike: '101000' });
    expect(o.below.amount).toBe('0.00997029');
    expect(o.above.amount).toBe('1007');
  });
});
