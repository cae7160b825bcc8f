import { useEffect, useState } from 'react';

/** Re-renders every second while `on`; returns the milliseconds since the data was read. */
export function useElapsed(readAt: number, on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [on]);
  return Math.max(0, now - readAt);
}
