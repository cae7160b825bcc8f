import { useQuery } from '@tanstack/react-query';
import {
  liabilitiesEndpoints,
  chainEndpoints,
  verifyProof,
  type LiabilityProof,
  type LiabilityRoot,
} from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

export const liabilityKeys = {
  all: ['liabilities'] as const,
  root: () => [...liabilityKeys.all, 'root'] as const,
  /** The user's own: under `account`, so signing out drops it with the rest. */
  proof: () => [...liabilityKeys.all, 'account', 'proof'] as const,
  check: (root: string, leaf: string) => [...liabilityKeys.proof(), 'check', root, leaf] as const,
};

const quiet = { silent: true, loading: false } as const;

/** The latest published root, or null before the first snapshot. */
export function useLiabilityRoot() {
  return useQuery({
    queryKey: liabilityKeys.root(),
    queryFn: async () => (await api.call(liabilitiesEndpoints.root, {}, quiet)).snapshot,
  });
}

/** The user's leaf and path in that snapshot. */
export function useLiabilityProof(root: LiabilityRoot | null | undefined) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: [...liabilityKeys.proof(), root?.day ?? ''],
    enabled: loggedIn && Boolean(root),
    // "Not included" or "no snapshot" do not change by asking again.
    retry: false,
    queryFn: () => api.call(liabilitiesEndpoints.proof, root ? { day: root.day } : {}, quiet),
  });
}

/**
 * Recomputes the path here, in the browser, against the root fetched on its own (not the copy
 * inside the proof), so what the server says about the user's leaf cannot vouch for itself.
 */
export function useProofCheck(
  proof: LiabilityProof | undefined,
  root: LiabilityRoot | null | undefined,
) {
  return useQuery({
    queryKey: liabilityKeys.check(root?.root_hash ?? '', proof?.leaf.hash ?? ''),
    enabled: Boolean(proof && root),
    staleTime: Infinity,
    queryFn: () =>
      verifyProof(
        {
          balances: proof!.leaf.balances,
          userHash: proof!.leaf.user_hash,
          salt: proof!.leaf.salt,
          userId: proof!.leaf.user_id,
        },
        proof!.path,
        { hash: root!.root_hash, totals: root!.totals },
      ),
  });
}

/** GET /api/liabilities/reserves: what the platform holds on chain beside what it owes (public). */
export function useReserves() {
  return useQuery({
    queryKey: [...liabilityKeys.all, 'reserves'],
    queryFn: async () => (await api.call(chainEndpoints.reserves, {}, quiet)).chains,
  });
}
