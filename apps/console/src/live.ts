import { useEffect, useRef } from 'react';

/** How often a live page asks for news while no push channel tells it. */
const POLL_MS = 5_000;

/**
 * Calls `reload` every few seconds while the page is open. This is the one seam for a push
 * channel: an operator socket room (support chats) can call the same reloads on its events,
 * and this polling can then slow down or stop, without the pages changing.
 */
export function useLiveRefresh(reload: () => unknown, ms = POLL_MS) {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const timer = setInterval(() => void latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
