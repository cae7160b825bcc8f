import { defineModule } from '../../platform/module';
import { createChainService, type ChainService } from './chain.service';

declare module '../../platform/module' {
  interface Services {
    chain: ChainService;
  }
}

/** Deposits watched on chain, withdrawals signed and broadcast, sweeps and proof of reserves. */
export const chainModule = defineModule({
  name: 'chain',
  needs: [],
  create: ({ platform }) =>
    createChainService({
      db: platform.db,
      realtime: platform.realtime,
      config: platform.config,
      log: platform.log,
      clock: platform.clock,
    }),
  start: (chain) => chain.start(),
  stop: (chain) => chain.stop(),
});
