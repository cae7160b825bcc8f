import { useQuery } from '@tanstack/react-query';
import { alertsEndpoints, type AlertCreateRequest } from '@tidemark/contracts';
import { useEndpointMutation, useEndpointPages } from '../../shared/api/endpoint-hooks';
import { fetchPublicSetting } from '../../shared/api/settings';
import { alertKeys } from './keys';

const PAGE_SIZE = 20;

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
  return useEndpointPages(alertsEndpoints.list, {
    key: alertKeys.list(symbol),
    limit: PAGE_SIZE,
    input: symbol ? { symbol } : {},
    signedIn: true,
  });
}

export function useAddAlert() {
  return useEndpointMutation(alertsEndpoints.add, {
    input: (input: AlertCreateRequest) => ({ ...input }),
    invalidate: [alertKeys.all],
  });
}

export function useDeleteAlert() {
  return useEndpointMutation(alertsEndpoints.remove, {
    input: (id: number) => ({ id }),
    invalidate: [alertKeys.all],
  });
}
