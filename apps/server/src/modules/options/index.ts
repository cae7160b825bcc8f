import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/module';
import { optionsRoutes } from './options.routes';
import { settleDue } from './options.settlement';
import type { Deps } from './options.service';
import * as repo from './options.repo';
import { SettleTimer } from './settle-timer';
import { settleJob } from './settle.job';

/** Seconds options of this node: its clock, its settlement timer, and settlement on demand. */
export interface SecondsOptions {
  /** Milliseconds since the epoch. Tests replace it to run orders on a scripted timeline. */
  clock: () => number;
  readonly deps: Deps;
  readonly timer: SettleTimer;
  /** Settles every order due at `nowMs` (default: the clock) whose close tick is logged. */
  settleDue(nowMs?: number): Promise<{ settled: number; waiting: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondsOptions: SecondsOptions;
  }
}

function createSecondsOptions(app: FastifyInstance): SecondsOptions {
  const self: SecondsOptions = {
    clock: () => Date.now(),
    deps: {
      db: app.db,
      realtime: app.realtime,
      market: app.market,
      log: app.log,
      clock: () => self.clock(),
      wake: (atMs) => self.timer.wake(atMs),
    },
    timer: new SettleTimer({
      run: () => settleDue(self.deps),
      nextExpiry: () => repo.nextExpiry(app.db),
      clock: () => self.clock(),
      log: app.log,
    }),
    settleDue: (nowMs) => settleDue(self.deps, nowMs),
  };
  return self;
}

export const optionsModule: AppModule = {
  name: 'options',
  routes(app) {
    const options = createSecondsOptions(app);
    app.decorate('secondsOptions', options);
    app.addHook('onClose', async () => options.timer.stop());
    app.scheduler.register(settleJob(() => options.settleDue()));
    optionsRoutes(app);
  },
  async start(app) {
    await app.secondsOptions.timer.start();
  },
};
