import { defineModule } from '../../platform/module';
import { MarketData } from './market.service';
import { marketRoutes, timesharRoute } from './market.routes';
import { ticksRetentionJob } from './ticks-retention.job';
import { tickExportJob } from './tick-log';
import { tickLogRoutes } from './tick-log.routes';
import { setRetentionHours } from './tick-log.repo';
import { marketAdminRoutes } from './market.admin.routes';
import { createInstrumentAdmin } from './instruments.admin';

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
    // The tick log's trigger refuses deletes of ticks younger than the retention this node runs with.
    await setRetentionHours(platform.db, platform.config.tickRetentionHours);
    return market;
  },
  routes(router, market, { platform }) {
    marketRoutes(router, market);
    timesharRoute(router, market);
    tickLogRoutes(router, market, platform);
    marketAdminRoutes(router, createInstrumentAdmin(platform.db, market));
  },
  jobs: (market, { platform }) => [
    ticksRetentionJob(platform.config.tickRetentionHours),
    tickExportJob(platform, market),
  ],
  start: (market) => market.start(),
  stop: (market) => market.stop(),
});

export { MarketData, STALE_AFTER_MS } from './market.service';
export { isOpen } from './periods';
// The tick log, read inside another module's transaction (it never names the table).
export {
  closeTicks,
  firstTickAtOrAfter,
  lastTick,
  lastTicks,
  settlementTicks,
  tickAtOrBefore,
  ticksAfter,
  usdtPrices,
} from './ticks.repo';
// The currency catalogue, read (and, for new tokens, written) inside the caller's transaction.
export {
  currency,
  currencyByCode,
  currencyCode,
  currencyCodes,
  currencyLimits,
  currencyList,
  currencyPrecision,
  currencyPriceTerms,
  pageCurrencyCodes,
  withCurrencyCodes,
  existingCurrencies,
  insertToken,
  setTradable,
  tablePrice,
  tablePrices,
} from './currencies.repo';
export type { CurrencyRow } from './currencies.repo';
export type { Tick } from './feed';
export type { InstrumentRow } from './market.repo';
export type { InstrumentProduct } from './instruments.admin';
