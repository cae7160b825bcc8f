import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticker } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked, marketSchemas } from '../../../shared/api/lazy-schemas';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { marketKeys } from './keys';

/** GET /api/optional/list: the user's favourite pairs, in the order they were added. */
export async function fetchFavourites(): Promise<Ticker[]> {
  return checked(
    api.get<unknown>('/optional/list', undefined, { silent: true, loading: false }),
    marketSchemas,
    (m) => m.tickerListSchema,
  );
}

export const favouritesQuery = () =>
  queryOptions({ queryKey: marketKeys.favourites(), queryFn: fetchFavourites, staleTime: 60_000 });

/** Visitors have no favourites: the query only runs with a token. */
export function useFavouritesQuery() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({ ...favouritesQuery(), enabled: loggedIn });
}

/** POST /api/optional/add or /api/optional/del. */
export async function setFavourite(symbol: string, favourite: boolean): Promise<void> {
  await checked(
    api.post<unknown>(
      favourite ? '/optional/add' : '/optional/del',
      { symbol },
      { loading: false },
    ),
    marketSchemas,
    (m) => m.favouriteDoneSchema,
  );
}

/**
 * Adds or removes a favourite, showing the change at once (optimistic) and rolling it back
 * when the server refuses.
 */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ticker, favourite }: { ticker: Ticker; favourite: boolean }) =>
      setFavourite(ticker.symbol, favourite),
    onMutate: async ({ ticker, favourite }) => {
      await client.cancelQueries({ queryKey: marketKeys.favourites() });
      const previous = client.getQueryData<Ticker[]>(marketKeys.favourites());
      const rest = (previous ?? []).filter((t) => t.symbol !== ticker.symbol);
      client.setQueryData<Ticker[]>(marketKeys.favourites(), favourite ? [...rest, ticker] : rest);
      return { previous };
    },
    onError: (_error, _input, context) => {
      client.setQueryData(marketKeys.favourites(), context?.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: marketKeys.favourites() }),
  });
}
