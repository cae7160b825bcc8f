/**
 * Wraps `run` so that calls never overlap: a call while one is running asks for exactly one more
 * run after it, however many calls arrive meanwhile. For work that follows each batch of recorded
 * prices, where the latest prices matter and a backlog of runs would only repeat the same check.
 * A failed run goes to `onError` and does not stop later ones.
 */
export function coalesced(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => void {
  let running: Promise<unknown> | null = null;
  let again = false;
  const trigger = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          trigger();
        }
      });
  };
  return trigger;
}
