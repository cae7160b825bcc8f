import { defineModule } from '../../platform/module';
import { createGameService, type GameService } from './game.service';
import { gameRoutes } from './game.routes';
import { gameSettleJob } from './settle.job';

declare module '../../platform/module' {
  interface Services {
    game: GameService;
  }
}

/** Mini game (pages/game/game): points only, never money, coupons or anything convertible. */
export const gameModule = defineModule({
  name: 'game',
  // market: the recorded prices (its tick log) this module reads.
  needs: ['market'],
  create: ({ platform }) => createGameService(platform),
  routes: (router, game) => gameRoutes(router, game),
  jobs: (game) => [gameSettleJob(() => game.settleDue())],
});
