import { defineModule } from '../../platform/module';
import { createSpotService, type SpotService } from './spot.service';
import { spotRoutes } from './spot.routes';

declare module '../../platform/module' {
  interface Services {
    spot: SpotService;
  }
}

export const spotModule = defineModule({
  name: 'spot',
  needs: ['market'],
  create: ({ platform, deps }) =>
    createSpotService({
      db: platform.db,
      log: platform.log,
      realtime: platform.realtime,
      market: deps.market,
      groupCommit: platform.config.spotGroupCommit,
    }),
  routes: (router, spot) => spotRoutes(router, spot),
  start: async (spot) => spot.start(),
  // Before the market data stops (modules stop in reverse): the last batch may read prices.
  stop: (spot) => spot.stop(),
});
