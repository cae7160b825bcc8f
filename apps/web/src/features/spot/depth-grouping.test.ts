import { describe, expect, it } from 'vitest';
import { groupDecimals, groupLevels, groupSteps } from './depth-grouping';

describe('order book grouping', () => {
  it('offers the tick and 10, 100 and 1000 ticks, as exact decimals', () => {
    expect(groupSteps('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupSteps('0.00001')).toEqual(['0.00001', '0.0001', '0.001', '0.01']);
    expect(groupSteps('0.5')).toEqual(['0.5', '5', '50', '500']);
  });

  it('rounds bids down and asks up to the group, adding the amounts exactly', () => {
    const bids = [
      ['96012.37', '0.1'],
      ['96010.01', '0.2'],
      ['96009.99', '0.3'],
      ['95990', '0.00001'],
    ] as const;
    expect(groupLevels(bids, 'bid', '10')).toEqual([
      ['96010', '0.3'],
      ['96000', '0.3'],
      ['95990', '0.00001'],
    ]);
    const asks = [
      ['96020.01', '0.1'],
      ['96029.99', '0.2'],
      ['96030', '0.7'],
      ['96030.01', '1.1'],
    ] as const;
    expect(groupLevels(asks, 'ask', '10')).toEqual([
      ['96030', '1'],
      ['96040', '1.1'],
    ]);
  });

  it('keeps each level at the tick, and sums 0.1 + 0.2 to exactly 0.3', () => {
    const levels = [
      ['1.23', '0.1'],
      ['1.22', '0.2'],
    ] as const;
    expect(groupLevels(levels, 'bid', '0.01')).toEqual(levels);
    expect(groupLevels(levels, 'bid', '0.1')).toEqual([['1.2', '0.3']]);
    expect(groupLevels(levels, 'ask', '0.1')).toEqual([['1.3', '0.3']]);
  });

  it('shows a coarser group with fewer decimals, never more than the pair', () => {
    expect(groupDecimals('0.01', 2)).toBe(2);
    expect(groupDecimals('10', 2)).toBe(0);
    expect(groupDecimals('0.5', 2)).toBe(1);
    expect(groupDecimals('0.001', 2)).toBe(2);
  });
});
