import type { Page, PagedEndpoint } from '@tidemark/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client';

/** The description's page size for wallet and withdraw lists (section 9). */
export const WALLET_PAGE_SIZE = 10;

/** Fetches one page of a list endpoint of the contracts, parsed by its output. */
export function callPage<I extends z.ZodObject, O extends z.ZodType>(
  endpoint: PagedEndpoint<I, O>,
  page: number,
  data?: z.input<I>,
): Promise<Page<z.infer<O>>> {
  return api.call(
    endpoint,
    { ...data, page, limit: WALLET_PAGE_SIZE } as z.input<PagedEndpoint<I, O>['input']>,
    { silent: true, loading: false },
  );
}

/** The next page to load, or undefined at the end (TanStack's infinite query contract). */
export function nextPageOf<T>(last: Page<T>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}
