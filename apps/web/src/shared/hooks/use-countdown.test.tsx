import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts down once a second from its start, stops at zero and starts again', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.remaining).toBe(0);
    // Long after mount: the count still starts at its full length.
    act(() => vi.advanceTimersByTime(60_000));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    // At zero the clock stops.
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
  });
});
