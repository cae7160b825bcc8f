import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { imperativeRootsOpen } from '../ui/imperative-render';

// The suite runs beside the server's on two cores: a screen may take more than the library's
// default second to settle. Waiting longer changes no assertion, only how long `findBy…` waits.
configure({ asyncUtilTimeout: 5_000 });

/** How long no toast or dialog root may be open before a file's DOM is taken down. */
const QUIET_MS = 150;

/**
 * antd-mobile's toasts and confirmation dialogs are React roots of their own that Testing
 * Library's cleanup does not own: each closes on its timer or after its animation, and React
 * flushes its unmount's effects in a scheduler task. A file that ended with one still open would
 * have that work run after the file's DOM is gone — an unhandled "window is not defined" that
 * fails the whole run. So a file ends only once every such root has been unmounted for a moment
 * (waiting at most `limitMs`, a toast's life is 1.5 s) and the scheduler has had a turn.
 */
afterAll(async () => {
  const limitMs = 5_000;
  const until = Date.now() + limitMs;
  // None open for a while, not just at one moment: an answer still on its way at the end (a
  // refused request's toast) may open one after the last test.
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (imperativeRootsOpen() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
});
