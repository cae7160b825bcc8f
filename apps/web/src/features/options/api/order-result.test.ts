import { describe, expect, it } from 'vitest';
import type { OptionOrder } from '@tidemark/contracts';
import { isDue } from './order-result';

describe('when to ask for a result', () => {
  const open = { status: 1, remain_milli_seconds: 30_000 } as OptionOrder;
  it('waits while the order has time left, then asks until it is settled', () => {
    expect(isDue(open, 1_000, 30_999)).toBe(false);
    expect(isDue(open, 1_000, 31_000)).toBe(true);
    expect(isDue({ ...open, status: 3, remain_milli_seconds: 0 }, 1_000, 99_000)).toBe(false);
    expect(isDue(undefined, 1_000, 99_000)).toBe(false);
  });
});
