import { useCallback, useEffect, useState } from 'react';
import { useNow } from './use-now';

/** Seconds left of a countdown that ticks once a second; `start` restarts it. */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  // The clock runs only while counting; on a start it reads the time again within a tick, and
  // until then the count shows its full length.
  const now = useNow(endsAt === null ? null : 1000);
  useEffect(() => {
    if (endsAt !== null && now >= endsAt) setEndsAt(null);
  }, [endsAt, now]);
  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  const remaining =
    endsAt === null ? 0 : Math.min(seconds, Math.max(0, Math.ceil((endsAt - now) / 1000)));
  return { remaining, start };
}
