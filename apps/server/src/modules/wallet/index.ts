import { defineModule } from '../../platform/module';
import { walletRoutes } from './wallet.routes';
import { walletAdminRoutes } from './wallet.admin.routes';
import { ledgerCheckJob } from './ledger-check.job';
import { seedWalletDemo } from './demo';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- TRANSITIONAL until the module's service is written
export interface WalletService {}

declare module '../../platform/module' {
  interface Services {
    wallet: WalletService;
  }
}

export const walletModule = defineModule({
  name: 'wallet',
  needs: ['account', 'market', 'lever'],
  create: () => ({}),
  legacyRoutes(app) {
    walletRoutes(app);
    walletAdminRoutes(app);
  },
  jobs: () => [ledgerCheckJob],
  seedDemo: (_service, { platform }) => seedWalletDemo(platform),
});
