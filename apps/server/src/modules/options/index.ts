import { defineModule, type Platform } from '../../platform/module';
import type { MarketData } from '../market';
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
    /** TRANSITIONAL: routes not yet written against the router. */
    secondsOptions: SecondsOptions;
  }
}

declare module '../../platform/module' {
  interface Services {
    options: SecondsOptions;
  }
}

function createSecondsOptions(app: Platform & { market: MarketData }): SecondsOptions {
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

export const optionsModule = defineModule({
  name: 'options',
  needs: ['market'],
  legacyDecorate: 'secondsOptions',
  create: ({ platform, deps }) => createSecondsOptions({ ...platform, market: deps.market }),
  legacyRoutes: (app) => optionsRoutes(app),
  jobs: (options) => [settleJob(() => options.settleDue())],
  start: (options) => options.timer.start(),
  stop: async (options) => options.timer.stop(),
});
