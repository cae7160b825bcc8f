import { defineModule, type Platform } from '../../platform/module';
import type { MarketData } from '../market';
import type { Tx } from '../../platform/db';
import { checkTransferOut, type Deps } from './lever.service';
import { Marks } from './marks';
import { RiskEngine } from './risk-engine';
import { overnightJob } from './overnight.job';
import { leverRoutes } from './lever.routes';

/** Contracts: the service's dependencies, its clock (tests move it) and the risk engine. */
export class Lever {
  clock: () => number = () => Date.now();
  readonly marks = new Marks();
  readonly deps: Deps;
  readonly risk: RiskEngine;

  constructor(app: Platform & { market: MarketData }) {
    this.deps = {
      db: app.db,
      log: app.log,
      realtime: app.realtime,
      market: app.market,
      marks: this.marks,
      clock: () => this.clock(),
    };
    this.risk = new RiskEngine(this.deps);
  }

  /** Refuses a transfer out of the lever account that would take what backs open positions. */
  checkTransferOut(tx: Tx, userId: number, currencyId: number, amount: string): Promise<void> {
    return checkTransferOut(this.deps, tx, userId, currencyId, amount);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** TRANSITIONAL: code not yet built on `deps.lever`. */
    lever: Lever;
  }
}

declare module '../../platform/module' {
  interface Services {
    lever: Lever;
  }
}

export const leverModule = defineModule({
  name: 'lever',
  needs: ['market'],
  legacyDecorate: 'lever',
  async create({ platform, deps }) {
    const lever = new Lever({ ...platform, market: deps.market });
    await lever.marks.seed(platform.db, deps.market.instruments());
    lever.risk.init();
    deps.market.onRecorded((ticks) => lever.risk.onRecorded(ticks));
    return lever;
  },
  legacyRoutes: (app, lever) => leverRoutes(app, lever.deps),
  jobs: (lever) => [overnightJob(lever.deps)],
  stop: (lever) => lever.risk.stop(),
});

export { chargeOvernightDay } from './overnight.job';
