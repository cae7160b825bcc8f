import { describe, expect, it } from 'vitest';
import { ddiv, dmul, dround, dsub } from './decimal';
import { boxPick, dualPayout, leverPnl, leverStop, optionPayout, optionVerdict } from './rules';

describe('verifier decimals', () => {
  it('computes exactly and rounds toward the named side', () => {
    expect(dmul('0.1', '0.2')).toBe('0.02');
    expect(dsub('1', '1.000000000000000001')).toBe('-0.000000000000000001');
    expect(dround('-1.231', 2, 'down')).toBe('-1.24');
    expect(dround('1.239', 2, 'down')).toBe('1.23');
    expect(ddiv('1', '3', 4, 'up')).toBe('0.3334');
    expect(ddiv('-1', '3', 4, 'down')).toBe('-0.3334');
  });
});

describe('the rules of docs/domain.md, written for checking', () => {
  it('seconds options: verdict and payout', () => {
    expect(optionVerdict(1, '100', '100.01')).toBe('win');
    expect(optionVerdict(2, '100', '100.01')).toBe('loss');
    expect(optionVerdict(2, '100', '100')).toBe('tie');
    const o = { stake: '100', payout_rate: '0.82', precision: 2 };
    expect(optionPayout('win', o)).toBe('182');
    expect(optionPayout('tie', o)).toBe('100');
    expect(optionPayout('loss', o)).toBe('0');
    expect(optionPayout('win', { ...o, stake: '10.01', payout_rate: '0.8' })).toBe('18.01');
  });

  it('contracts: PnL floored, stop-loss before take-profit', () => {
    const long = { side: 1, open_price: '100000', qty: '0.01', precision: 2 };
    expect(leverPnl(long, '100123.456')).toBe('1.23');
    expect(leverPnl(long, '99876.544')).toBe('-1.24');
    expect(leverPnl({ ...long, side: 2 }, '99000')).toBe('10');
    const stops = { side: 1, target_profit_price: '101000', stop_loss_price: '99000' };
    expect(leverStop(stops, '99000')).toBe('sl');
    expect(leverStop(stops, '101000')).toBe('tp');
    expect(leverStop(stops, '100000')).toBeNull();
    expect(leverStop({ ...stops, side: 2 }, '101000')).toBe('sl');
  });

  it('dual: the examples of the product table (factor 1.007)', () => {
    const terms = { total: '0.1', rate: '36.5', day: 7 };
    const places = { coin: 8, usdt: 2 };
    expect(dualPayout({ ...terms, type: 'call', strike: '101000' }, '100000', places)).toEqual({
      pays: 'coin',
      amount: '0.1007',
    });
    expect(dualPayout({ ...terms, type: 'call', strike: '99000' }, '100000', places)).toEqual({
      pays: 'usdt',
      amount: '9969.3',
    });
    const put = { total: '1000', rate: '36.5', day: 7, type: 'put' as const };
    expect(dualPayout({ ...put, strike: '101000' }, '100000', places).amount).toBe('0.00997029');
    expect(dualPayout({ ...put, strike: '99000' }, '100000', places)).toEqual({
      pays: 'usdt',
      amount: '1007',
    });
  });

  it('boxes: the remainder walks the pool in id order', () => {
    const pool = [
      { id: 9, weight: 5 },
      { id: 3, weight: 70 },
      { id: 4, weight: 25 },
    ];
    expect(boxPick('0'.repeat(64), pool)).toBe(3);
    expect(boxPick(`${'0'.repeat(62)}46`, pool)).toBe(4); // 70 → past the 70 of id 3
    expect(boxPick(`${'0'.repeat(62)}5f`, pool)).toBe(9); // 95
  });
});
