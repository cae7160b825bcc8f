import { useQuery } from '@tanstack/react-query';
import {
  launchpadEndpoints,
  type ProjectDetail,
  type ProjectOrderRequest,
} from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { useEndpointMutation, useEndpointPages } from '../../shared/api/endpoint-hooks';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

/** Query keys; the signed-in user's data sits under `account` so signing out drops it at once. */
export const launchpadKeys = {
  all: ['launchpad'] as const,
  list: (status: number | null) => [...launchpadKeys.all, 'list', status] as const,
  account: () => [...launchpadKeys.all, 'account'] as const,
  detail: (id: number) => [...launchpadKeys.account(), 'detail', id] as const,
  orders: () => [...launchpadKeys.account(), 'orders'] as const,
};

/** Projects by time status (null: all), newest start first. */
export function useProjects(status: number | null) {
  return useEndpointPages(launchpadEndpoints.projects, {
    key: launchpadKeys.list(status),
    limit: 10,
    input: status ? { time_status: status } : {},
  });
}

/** The project, and the caller's subscriptions when signed in. */
export function useProjectDetail(id: number) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: [...launchpadKeys.detail(id), loggedIn],
    enabled: id > 0,
    queryFn: (): Promise<ProjectDetail> =>
      api.call(launchpadEndpoints.detail, { project_id: id }, { silent: true, loading: false }),
  });
}

/** The caller's subscriptions, newest first. */
export function useProjectOrders() {
  return useEndpointPages(launchpadEndpoints.orders, {
    key: launchpadKeys.orders(),
    limit: 10,
    signedIn: true,
  });
}

/** Holds the payment; a refusal stays in the confirmation sheet. */
export function useSubscribe() {
  return useEndpointMutation(launchpadEndpoints.subscribe, {
    input: (input: ProjectOrderRequest) => ({ ...input }),
    invalidate: [launchpadKeys.all],
  });
}
