import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { gameBoardSchema, gameGuessRequest, gameRoundSchema } from '../community/schemas';

/** The guessing game: a guess on the next minute, the user's rounds, the leaderboard. */
export const gameEndpoints = {
  guess: endpoint({
    method: 'POST',
    path: '/api/game/guess',
    auth: 'user',
    input: gameGuessRequest,
    output: z.object({ id: z.number().int(), minute: z.number().int() }),
  }),
  rounds: pagedEndpoint({
    method: ['GET', 'POST'],
    path: '/api/game/rounds',
    auth: 'user',
    item: gameRoundSchema,
  }),
  leaderboard: endpoint({
    method: ['GET', 'POST'],
    path: '/api/game/leaderboard',
    auth: 'public',
    output: gameBoardSchema,
  }),
} as const;
