import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/module';
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

  constructor(app: FastifyInstance) {
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
    lever: Lever;
  }
}

export const leverModule: AppModule = {
  name: 'lever',
  async routes(app) {
    const lever = new Lever(app);
    await lever.marks.seed(app.db, app.market.instruments());
    lever.risk.init();
    app.decorate('lever', lever);
    app.market.onRecorded((ticks) => lever.risk.onRecorded(ticks));
    app.addHook('onClose', async () => lever.risk.stop());
    app.scheduler.register(overnightJob(lever.deps));
    leverRoutes(app, lever.deps);
  },
};

export { chargeOvernightDay } from './overnight.job';
