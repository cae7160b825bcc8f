import { defineModule } from '../../platform/module';
import { createChainService, type ChainService } from './chain.service';
import { depositRoutes } from './deposits.routes';
import { depositAdminRoutes } from './deposits.admin.routes';
import { createReserves } from './reserves';
import { reservesRoutes } from './reserves.routes';
import { chainAdminRoutes } from './chain.admin.routes';

declare module '../../platform/module' {
  interface Services {
    chain: ChainService;
  }
}

/** Deposits watched on chain, withdrawals signed and broadcast, sweeps and proof of reserves. */
export const chainModule = defineModule({
  name: 'chain',
  needs: ['wallet', 'liabilities', 'market'],
  create: ({ platform, deps }) =>
    createChainService({
      db: platform.db,
      realtime: platform.realtime,
      config: platform.config,
      log: platform.log,
      clock: platform.clock,
      wallet: deps.wallet,
    }),
  routes(router, chain, { platform, deps }) {
    depositRoutes(router, chain);
    depositAdminRoutes(router, chain);
    chainAdminRoutes(router, chain);
    reservesRoutes(
      router,
      createReserves({
        db: platform.db,
        clock: platform.clock,
        runtimes: () => chain.runtimes,
        hotAddress: () => chain.hotAddress,
        liabilities: () => deps.liabilities.totals(),
      }),
    );
  },
  start: (chain) => chain.start(),
  stop: (chain) => chain.stop(),
});
