import { describe, expect, it } from 'vitest';
import { checkAmount, floorTo, lowestOf } from './amount-field';

describe('checkAmount', () => {
  const usdt = { decimals: 6 };

  it('reads what was typed as a plain decimal, a comma as the decimal separator', () => {
    expect(checkAmount('100', usdt)).toEqual({ value: '100', problem: null });
    expect(checkAmount(' 100,5 ', usdt)).toEqual({ value: '100.5', problem: null });
    expect(checkAmount('1.', usdt)).toEqual({ value: '1', problem: null });
    expect(checkAmount('.5', usdt)).toEqual({ value: '0.5', problem: null });
    expect(checkAmount(',5', usdt)).toEqual({ value: '0.5', problem: null });
    expect(checkAmount('007.25', usdt)).toEqual({ value: '7.25', problem: null });
  });

  it('never turns a typo into another number: it says what is wrong', () => {
    for (const typed of ['1e3', '-5', '1.2.3', '1,2,3', '1 000', '+5', 'abc'])
      expect(checkAmount(typed, usdt), typed).toEqual({
        value: null,
        problem: { kind: 'invalid' },
      });
    expect(checkAmount('1.5', { decimals: 0 }).problem).toEqual({ kind: 'whole' });
    expect(checkAmount('100.1234567', usdt).problem).toEqual({ kind: 'decimals', places: 6 });
    expect(checkAmount('', usdt).problem).toEqual({ kind: 'required' });
    expect(checkAmount('0.000', usdt).problem).toEqual({ kind: 'required' });
  });

  it('checks the bounds in the order a user would fix them, the balance against what is spent', () => {
    const rules = { decimals: 2, min: '100', max: '500', available: '300' };
    expect(checkAmount('50', rules).problem).toEqual({ kind: 'min', limit: '100' });
    expect(checkAmount('600', rules).problem).toEqual({ kind: 'max', limit: '500' });
    expect(checkAmount('400', rules).problem).toEqual({ kind: 'balance', limit: '300' });
    expect(checkAmount('300', rules).problem).toBeNull();
    const units = { decimals: 0, available: '250', spend: (v: string) => `${v}00` };
    expect(checkAmount('3', units).problem).toEqual({ kind: 'balance', limit: '250' });
    expect(checkAmount('2', units).problem).toBeNull();
  });

  it('finds the lowest bound and floors to places', () => {
    expect(lowestOf(null, '20', undefined, '5.5')).toBe('5.5');
    expect(lowestOf(null, undefined)).toBeNull();
    expect(floorTo('1.23456789', 6)).toBe('1.234567');
    expect(floorTo('-1', 2)).toBe('0');
  });
});
