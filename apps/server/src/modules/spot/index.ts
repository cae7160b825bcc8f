import type { AppModule } from '../../platform/module';
import { SpotEngine } from './engine';
import { spotRoutes } from './spot.routes';

declare module 'fastify' {
  interface FastifyInstance {
    spot: SpotEngine;
  }
}

export const spotModule: AppModule = {
  name: 'spot',
  async routes(app) {
    const engine = new SpotEngine({ db: app.db, log: app.log, realtime: app.realtime, market: app.market });
    await engine.init();
    app.decorate('spot', engine);
    // Before the market data stops: the engine's last batch may still read prices.
    app.addHook('onClose', async () => engine.stop());
    spotRoutes(app);
  },
  async start(app) {
    app.spot.start();
  },
};

export { SpotEngine } from './engine';
export { makerLadder } from './maker';
