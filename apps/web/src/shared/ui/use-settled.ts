import { useEffect, useState } from 'react';

/** After the browser's first idle moment, how long the page is left to settle. */
export const SETTLE_DELAY_MS = 1500;
/** The longest a first idle moment is waited for (a busy phone may never offer one). */
const IDLE_TIMEOUT_MS = 2000;

let settled = false;
let waiting: Array<() => void> | null = null;

/**
 * Calls `done` once the first screen has settled: the browser was idle once, then
 * `SETTLE_DELAY_MS` more; at once when that has already happened.
 */
export function whenSettled(done: () => void): void {
  if (settled) return done();
  if (waiting) {
    waiting.push(done);
    return;
  }
  waiting = [done];
  const settle = () =>
    setTimeout(() => {
      settled = true;
      const callbacks = waiting ?? [];
      waiting = null;
      callbacks.forEach((callback) => callback());
    }, SETTLE_DELAY_MS);
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  else settle();
}

/**
 * False until the first screen has settled (`whenSettled`). For what may wait that long and
 * costs long tasks on a phone while the first screen paints (issue 21: the home pop-up's
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
