import { defineModule } from '../../platform/module';
import { SpotEngine } from './engine';
import { spotRoutes } from './spot.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** TRANSITIONAL: routes not yet written against the router. */
    spot: SpotEngine;
  }
}

declare module '../../platform/module' {
  interface Services {
    spot: SpotEngine;
  }
}

export const spotModule = defineModule({
  name: 'spot',
  needs: ['market'],
  legacyDecorate: 'spot',
  async create({ platform, deps }) {
    const engine = new SpotEngine({ db: platform.db, log: platform.log, realtime: platform.realtime, market: deps.market });
    await engine.init();
    return engine;
  },
  legacyRoutes: (app) => spotRoutes(app),
  start: async (engine) => engine.start(),
  // Before the market data stops (modules stop in reverse): the last batch may read prices.
  stop: (engine) => engine.stop(),
});

export { SpotEngine } from './engine';
export { makerLadder } from './maker';
