import { useEffect, useState } from 'react';

/** How long no new request may start before the first screen counts as settled. */
export const SETTLE_DELAY_MS = 1500;
/** The longest a first idle moment is waited for (a busy phone may never offer one). */
const IDLE_TIMEOUT_MS = 2000;
/** The longest anything waits for the first screen: a chatty page still gets its pop-up. */
const SETTLE_AT_MOST_MS = 10_000;

let settled = false;
let waiting: Array<() => void> | null = null;

function finish(): void {
  if (settled) return;
  settled = true;
  const callbacks = waiting ?? [];
  waiting = null;
  callbacks.forEach((callback) => callback());
}

/**
 * Once the page has loaded and started no request for `SETTLE_DELAY_MS`, at the next idle
 * moment (a first idle moment alone came while the page still waited for its answers, and
 * what was deferred then landed among the first screen's own work). Without the browser APIs
 * for it (tests), after `SETTLE_DELAY_MS`.
 */
function watch(): void {
  if (typeof PerformanceObserver !== 'function' || typeof requestIdleCallback !== 'function') {
    setTimeout(finish, SETTLE_DELAY_MS);
    return;
  }
  setTimeout(finish, SETTLE_AT_MOST_MS);
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver(() => arm());
  const arm = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      observer.disconnect();
      requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
    }, SETTLE_DELAY_MS);
  };
  const loaded = () => {
    observer.observe({ type: 'resource' });
    arm();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

/**
 * Calls `done` once the first screen has settled (`watch`); at once when it already has.
 */
export function whenSettled(done: () => void): void {
  if (settled) return done();
  if (waiting) {
    waiting.push(done);
    return;
  }
  waiting = [done];
  watch();
}

/**
 * False until the first screen has settled (`whenSettled`). For what may wait that long and
 * costs long tasks on a phone while the first screen paints (the home pop-up's
 * opening animation, the banner carousel's gestures and springs). Once settled, stays true for
 * every later mount (a return to home does not wait again).
 */
export function useSettled(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    whenSettled(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
