import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPTION_STATUS, optionsEndpoints, type OptionOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useNow } from '../../../shared/hooks/use-now';
import { optionsKeys } from './keys';

/** How often an expired order is asked for again until its result arrives (the socket is faster). */
export const RESULT_POLL_MS = 1500;

/** One of the user's own orders. */
export async function fetchOptionOrder(id: number): Promise<OptionOrder> {
  return api.call(optionsEndpoints.result, { id }, { silent: true, loading: false });
}

export const optionOrderQuery = (id: number) =>
  queryOptions({ queryKey: optionsKeys.order(id), queryFn: () => fetchOptionOrder(id) });

/** True when an order fetched at `fetchedAt` is open and its time is up at `now`. */
export function isDue(order: OptionOrder | undefined, fetchedAt: number, now: number): boolean {
  return (
    order !== undefined &&
    order.status === OPTION_STATUS.open &&
    now >= fetchedAt + order.remain_milli_seconds
  );
}

/**
 * One order, kept live: while it is open the host re-renders twice a second, and once its
 * time is up it is asked for every 1.5 s until the result is in (the `closed_microorder`
 * event usually brings it first).
 */
export function useLiveOptionOrder(id: number | null) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const query = useQuery({
    ...optionOrderQuery(id ?? 0),
    enabled: loggedIn && id !== null && id > 0,
    refetchInterval: (q) =>
      isDue(q.state.data, q.state.dataUpdatedAt, Date.now()) ? RESULT_POLL_MS : false,
  });
  // Re-rendering re-evaluates `refetchInterval`, so polling starts when the time is up.
  useNow(query.data?.status === OPTION_STATUS.open ? 500 : null);
  return query;
}
