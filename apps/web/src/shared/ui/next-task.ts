/**
 * Resolves in a later task, so what follows does not lengthen the current one: on a phone the
 * app's start-up was a few long tasks that kept the page from answering a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
