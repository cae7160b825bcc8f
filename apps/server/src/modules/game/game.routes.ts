import { z } from 'zod';
import { gameBoardSchema, gameGuessRequest, gameRoundSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { GameService } from './game.service';

export function gameRoutes(router: Router, game: GameService): void {
  router.route({
    method: 'POST',
    url: '/api/game/guess',
    auth: 'user',
    rateLimitPerMinute: 30,
    input: gameGuessRequest,
    output: z.object({ id: z.number().int(), minute: z.number().int() }),
    handler: (input, ctx) => game.guess(ctx.session.userId, input.direction),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/game/rounds',
    auth: 'user',
    item: gameRoundSchema,
    list: (input, ctx) => game.rounds(ctx.session.userId, input),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/game/leaderboard',
    auth: 'public',
    output: gameBoardSchema,
    handler: (_input, ctx) => game.board(ctx.session?.userId ?? null),
  });
}
