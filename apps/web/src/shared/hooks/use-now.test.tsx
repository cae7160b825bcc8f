import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('re-renders with the time every interval', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { result } = renderHook(() => useNow(1000));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1_001_000);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(1_004_000);
  });

  it('ticks at the interval it is given, and a changed interval restarts the clock', () => {
    vi.useFakeTimers({ now: 0 });
    const { result, rerender } = renderHook(({ every }) => useNow(every), {
      initialProps: { every: 60_000 },
    });
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(60_000);
    rerender({ every: 250 });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(60_250);
  });

  it('stops while the interval is null and reads the time again when it starts', () => {
    vi.useFakeTimers({ now: 5000 });
    const { result, rerender } = renderHook(({ every }) => useNow(every), {
      initialProps: { every: null as number | null },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(5000);
    rerender({ every: 1000 });
    expect(result.current).toBe(15_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(16_000);
    rerender({ every: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(16_000);
  });

  it('stops its timer when the component unmounts', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useNow(1000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
