import { defineModule } from '../../platform/module';
import { MarketData } from './market.service';
import { marketRoutes, timesharRoute } from './market.routes';
import { ticksRetentionJob } from './ticks-retention.job';

declare module '../../platform/module' {
  interface Services {
    market: MarketData;
  }
}

export const marketModule = defineModule({
  name: 'market',
  needs: [],
  async create({ platform }) {
    const market = new MarketData(platform);
    await market.init();
    return market;
  },
  routes(router, market) {
    marketRoutes(router, market);
    timesharRoute(router, market);
  },
  jobs: (_market, { platform }) => [ticksRetentionJob(platform.config.tickRetentionHours)],
  start: (market) => market.start(),
  stop: (market) => market.stop(),
});

export { MarketData, STALE_AFTER_MS } from './market.service';
export { isOpen } from './periods';
export type { Tick } from './feed';
export type { InstrumentRow } from './market.repo';
