import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { alertsEndpoints, type AlertCreateRequest } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { fetchPublicSetting } from '../../shared/api/settings';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';
import { alertKeys } from './keys';

const PAGE_SIZE = 20;
const quiet = { silent: true, loading: false } as const;

const alertsQuery = (symbol: string | null) =>
  infiniteQueryOptions({
    queryKey: alertKeys.list(symbol),
    queryFn: ({ pageParam }) =>
      api.call(
        alertsEndpoints.list,
        { page: pageParam, limit: PAGE_SIZE, ...(symbol ? { symbol } : {}) },
        quiet,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

/**
 * The public `alert_repeat_cooldown_seconds` setting in whole minutes (what the form tells a
 * user choosing "Every time"); undefined until read.
 */
export function useAlertCooldownMinutes(): number | undefined {
  const { data } = useQuery({
    queryKey: alertKeys.cooldown(),
    queryFn: async () => Number(await fetchPublicSetting('alert_repeat_cooldown_seconds')),
    staleTime: 10 * 60_000,
  });
  return data !== undefined && Number.isFinite(data)
    ? Math.max(1, Math.round(data / 60))
    : undefined;
}

/** GET /api/alert/list: the user's alerts (active first), of one pair or of all. */
export function useAlerts(symbol: string | null) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...alertsQuery(symbol), enabled: loggedIn });
}

export function useAddAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertCreateRequest) =>
      api.call(alertsEndpoints.add, { ...input }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(alertsEndpoints.remove, { id }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
