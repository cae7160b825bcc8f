import { defineModule } from '../../platform/module';
import { walletRoutes } from './wallet.routes';
import { walletAdminRoutes } from './wallet.admin.routes';
import { ledgerCheckJob } from './ledger-check.job';
import { seedWalletDemo } from './demo';
import { createWalletService, type WalletService } from './wallet.service';

/** A withdrawal as its record, for the chain module's `withdrawal` events. */
export { releaseWithdrawal, settleSentWithdrawal, withdrawalRecord } from './funds.service';

declare module '../../platform/module' {
  interface Services {
    wallet: WalletService;
  }
}

export const walletModule = defineModule({
  name: 'wallet',
  needs: ['account', 'market', 'lever'],
  create: ({ platform, deps }) =>
    createWalletService({
      db: platform.db,
      realtime: platform.realtime,
      config: platform.config,
      log: platform.log,
      market: deps.market,
      lever: deps.lever,
      account: deps.account,
    }),
  routes(router, wallet) {
    walletRoutes(router, wallet);
    walletAdminRoutes(router, wallet);
  },
  jobs: () => [ledgerCheckJob],
  seedDemo: (_wallet, { platform }) => seedWalletDemo(platform.db),
});

// The console dashboard's queue count of this module's work waiting for an operator.
export { pendingDepositCount, pendingWithdrawalCount } from './funds.repo';

// The chain module's withdrawal rows add what sending needs to these fields.
export type { WithdrawalBase } from './funds.repo';
