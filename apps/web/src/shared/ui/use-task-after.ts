import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * False until a task after `ready` became true: what a screen shows at one moment renders in
 * two tasks, the first part at `ready` and this part in the next, each short enough for a tap
 * to be answered between them on a phone. Stays true once it has been.
 */
export function useTaskAfter(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return undefined;
    let live = true;
    void nextTask().then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [ready, after]);
  return after;
}
