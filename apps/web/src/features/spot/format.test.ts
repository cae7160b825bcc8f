import { describe, expect, it } from 'vitest';
import { formatDate } from '@tidemark/contracts';
import { ORDER_TIME_FORMAT, formatOrderTime } from './format';

describe('spot order times', () => {
  it('reads the wire’s Unix seconds', () => {
    const seconds = 1_700_000_000;
    expect(formatOrderTime(seconds)).toBe(formatDate(new Date(seconds * 1000), ORDER_TIME_FORMAT));
    expect(formatOrderTime(seconds)).toMatch(/^2023-11-1[45] \d{2}:\d{2}:20$/);
  });
});
