import { gameEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { GameService } from './game.service';

export function gameRoutes(router: Router, game: GameService): void {
  router.serve(ep.guess, (input, ctx) => game.guess(ctx.session.userId, input.direction), {
    rateLimitPerMinute: 30,
  });
  router.servePaged(ep.rounds, (input, ctx) => game.rounds(ctx.session.userId, input));
  router.serve(ep.leaderboard, (_input, ctx) => game.board(ctx.session?.userId ?? null));
}
