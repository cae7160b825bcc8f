import { useQuery } from '@tanstack/react-query';
import { verifyEndpoints, type MySettlements } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

/** GET /api/verify/my_settlements: the user's settled orders in [from, to) with their ticks. */
export async function fetchMySettlements(from: number, to: number): Promise<MySettlements> {
  return api.call(verifyEndpoints.mySettlements, { from, to }, { silent: true, loading: false });
}

export function useMySettlements(from: number, to: number) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: ['verify', 'my_settlements', from, to] as const,
    queryFn: () => fetchMySettlements(from, to),
    enabled: loggedIn,
  });
}
