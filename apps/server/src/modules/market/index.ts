import type { AppModule } from '../../platform/module';
import { MarketData } from './market.service';
import { marketRoutes } from './market.routes';
import { ticksRetentionJob } from './ticks-retention.job';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketData;
  }
}

export const marketModule: AppModule = {
  name: 'market',
  async routes(app) {
    const market = new MarketData(app);
    await market.init();
    app.decorate('market', market);
    app.addHook('onClose', async () => market.stop());
    app.scheduler.register(ticksRetentionJob(app.config.tickRetentionHours));
    marketRoutes(app);
  },
  async start(app) {
    await app.market.start();
  },
};

export { MarketData, normalizeSymbol, STALE_AFTER_MS, type Ticker } from './market.service';
export { isOpen } from './periods';
export type { Tick } from './feed';
export type { InstrumentRow } from './market.repo';
