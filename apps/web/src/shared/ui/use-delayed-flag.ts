import { useEffect, useState } from 'react';

/** `true` once `delayMs` has passed since mount: used so quick loads show no spinner at all. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
