import type { Page } from '@tidemark/contracts';

/**
 * The next page to load, or undefined at the end (TanStack's infinite query contract). A module
 * of its own: the home route's reads take it without the query hooks of `endpoint-hooks.ts`.
 */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}
