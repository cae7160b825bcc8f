import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { communityKeys } from './keys';

const key = [...communityKeys.all, 'game'] as const;
/** Rounds are decided once the next minute has a recorded tick: look again this often. */
const REFRESH_MS = 10_000;

export function useGameBoard() {
  return useQuery({
    queryKey: [...key, 'board'],
    queryFn: () => api.call(gameEndpoints.leaderboard, {}, { silent: true, loading: false }),
    refetchInterval: REFRESH_MS,
  });
}

export function useGameRounds() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: [...key, 'rounds'],
    queryFn: async () =>
      (await api.call(gameEndpoints.rounds, { limit: 20 }, { silent: true, loading: false })).data,
    enabled: loggedIn,
    refetchInterval: REFRESH_MS,
  });
}

export function useGameGuess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (direction: 1 | 2) => api.call(gameEndpoints.guess, { direction }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
