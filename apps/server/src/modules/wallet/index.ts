import type { AppModule } from '../../platform/module';
import { walletRoutes } from './wallet.routes';
import { walletAdminRoutes } from './wallet.admin.routes';
import { ledgerCheckJob } from './ledger-check.job';
import { seedWalletDemo } from './demo';

export const walletModule: AppModule = {
  name: 'wallet',
  routes(app) {
    walletRoutes(app);
    walletAdminRoutes(app);
  },
  jobs: [ledgerCheckJob],
  seedDemo: seedWalletDemo,
};
