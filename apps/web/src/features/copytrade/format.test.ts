import { describe, expect, it } from 'vitest';
import { formatDate } from '@tidemark/contracts';
import { ApiError } from '../../shared/api/client';
import { copyCost, copyLots, copyTime, traderMissingMessage } from './format';

describe('copy trading preview', () => {
  it('rounds a multiple’s lots half up to two decimals as the server does; fixed lots stay', () => {
    expect(copyLots(1, '1.5', '0.33')).toBe('0.5');
    expect(copyLots(1, '3', '1.11')).toBe('3.33');
    expect(copyLots(1, '0.5', '0.01')).toBe('0.01');
    expect(copyLots(2, '0.7', '9')).toBe('0.7');
  });
  it('costs a copy of the last trade: margin = notional ÷ leverage, fee = notional × rate', () => {
    // 2 lots × 0.01 BTC × 100,000 = 2,000 notional at 10×.
    expect(
      copyCost('2', { price: '100000', lot_size: '0.01', multiple: 10, fee_rate: '0.001' }),
    ).toEqual({ margin: '200', fee: '2' });
    expect(
      copyCost('0.5', { price: '99000', lot_size: '0.01', multiple: 10, fee_rate: '0.001' }),
    ).toEqual({ margin: '49.5', fee: '0.495' });
  });
  it('writes a time as the app does (skips, stats), never in the browser’s own format', () => {
    expect(copyTime(1_795_887_356)).toBe(formatDate(1_795_887_356, 'yyyy-mm-dd hh:MM'));
    expect(copyTime(1_795_887_356)).toMatch(/^2026-11-2[89] \d{2}:\d{2}$/);
  });
  it('takes only a "no such trader" answer for a missing trader', () => {
    const answer = (code: string) => new ApiError({ code, message: 'words', type: 'error' });
    expect(traderMissingMessage(answer('copy_not_trader'))).toBe('words');
    expect(traderMissingMessage(answer('server_error'))).toBeNull();
    expect(traderMissingMessage(new Error('network'))).toBeNull();
  });
});
