import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Endpoint, Page } from '@tidemark/contracts';
import type { z } from 'zod';
import { selectIsLoggedIn, useAppStore } from '../store/app-store';
import { api } from './client';
import { nextPageOf } from './next-page';

/**
 * The TanStack Query hooks every feature's list and command take from an endpoint of the
 * contracts (docs/api.md), so a feature's api file says only its keys, its endpoints and what
 * goes in; the paging, the quiet reads and the refresh after a command are said here once.
 */

/** Background reads: a failure shows in the screen's own state, never as a toast or the spinner. */
const QUIET = { silent: true, loading: false } as const;

type PagedEndpoint = Endpoint<z.ZodType, z.ZodType<Page<unknown>>>;
/** What a list endpoint takes besides `page` and `limit`. */
type PageInput<E extends PagedEndpoint> = Omit<z.input<E['input']>, 'page' | 'limit'>;

export interface PagesOptions<E extends PagedEndpoint> {
  key: QueryKey;
  limit: number;
  input?: PageInput<E>;
}

/** The infinite query of a list endpoint: page 1 first, `limit` a page, read quietly. */
export function endpointPages<E extends PagedEndpoint>(
  endpoint: E,
  { key, limit, input }: PagesOptions<E>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      api.call(endpoint, { ...input, page: pageParam, limit }, QUIET) as Promise<
        z.infer<E['output']>
      >,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export interface UsePagesOptions<E extends PagedEndpoint> extends PagesOptions<E> {
  /** The list is the signed-in user's: nothing is read without a session. */
  signedIn?: boolean;
  enabled?: boolean;
}

/** A list endpoint's pages as an infinite query (`PagedList` shows it). */
export function useEndpointPages<E extends PagedEndpoint>(
  endpoint: E,
  { signedIn = false, enabled = true, ...pages }: UsePagesOptions<E>,
) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...endpointPages(endpoint, pages),
    enabled: enabled && (!signedIn || loggedIn),
  });
}

export interface MutationOptions<I extends z.ZodType, V> {
  /** The queries to refresh once the command has settled (succeeded or not), in this order. */
  invalidate: readonly QueryKey[] | ((vars: V) => readonly QueryKey[]);
  /** The endpoint's input from the mutation's variables; the variables themselves without it. */
  input?: (vars: V) => z.input<I>;
  /** A refusal is shown by the caller (a sheet or form), not as a toast; true unless stated. */
  silent?: boolean;
}

/**
 * A user's command on an endpoint as a mutation: sent with the loading indicator, and
 * afterwards the queries it changes are refreshed.
 */
export function useEndpointMutation<I extends z.ZodType, O extends z.ZodType, V = z.input<I>>(
  endpoint: Endpoint<I, O>,
  { invalidate, input = (vars) => vars as z.input<I>, silent = true }: MutationOptions<I, V>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V): Promise<z.infer<O>> => api.call(endpoint, input(vars), { silent }),
    onSettled: async (_data, _error, vars) => {
      const keys = typeof invalidate === 'function' ? invalidate(vars) : invalidate;
      for (const queryKey of keys) await client.invalidateQueries({ queryKey });
    },
  });
}
