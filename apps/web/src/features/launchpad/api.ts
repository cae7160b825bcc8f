import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  launchpadEndpoints,
  type Page,
  type ProjectDetail,
  type ProjectOrder,
  type ProjectOrderRequest,
  type Project,
} from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

/** Query keys; the signed-in user's data sits under `account` so signing out drops it at once. */
export const launchpadKeys = {
  all: ['launchpad'] as const,
  list: (status: number | null) => [...launchpadKeys.all, 'list', status] as const,
  account: () => [...launchpadKeys.all, 'account'] as const,
  detail: (id: number) => [...launchpadKeys.account(), 'detail', id] as const,
  orders: () => [...launchpadKeys.account(), 'orders'] as const,
};

const nextPage = (last: Page<unknown>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

/** Projects by time status (null: all), newest start first. */
export function useProjects(status: number | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: launchpadKeys.list(status),
      queryFn: ({ pageParam }): Promise<Page<Project>> =>
        api.call(
          launchpadEndpoints.projects,
          { page: pageParam, limit: 10, ...(status ? { time_status: status } : {}) },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
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
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: launchpadKeys.orders(),
      queryFn: ({ pageParam }): Promise<Page<ProjectOrder>> =>
        api.call(
          launchpadEndpoints.orders,
          { page: pageParam, limit: 10 },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
    enabled: loggedIn,
  });
}

/** Holds the payment; a refusal stays in the confirmation sheet. */
export function useSubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectOrderRequest) =>
      api.call(launchpadEndpoints.subscribe, { ...input }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: launchpadKeys.all }),
  });
}
