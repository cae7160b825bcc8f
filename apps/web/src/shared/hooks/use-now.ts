import { useEffect, useState } from 'react';

/**
 * The time now in milliseconds, re-rendering the component every `intervalMs` (a countdown,
 * "x s ago", the next whole minute). `null` stops the clock: the value then stays at the
 * last tick, and the clock reads the time again at once when it starts.
 */
export function useNow(intervalMs: number | null = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
