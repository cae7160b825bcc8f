import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('whenSettled', () => {
  it('waits for an idle moment and the settle delay, then runs every waiter once, later ones at once', async () => {
    vi.useFakeTimers();
    const { whenSettled, SETTLE_DELAY_MS } = await import('./use-settled');
    const first = vi.fn();
    const second = vi.fn();
    whenSettled(first);
    whenSettled(second);
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(first).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the delay runs from the call.
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    whenSettled(late);
    expect(late).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
