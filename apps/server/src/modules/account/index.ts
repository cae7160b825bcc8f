import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { seedAccountsDemo } from './demo';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- TRANSITIONAL until the module's service is written
export interface AccountService {}

declare module '../../platform/module' {
  interface Services {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  needs: [],
  create: () => ({}),
  legacyRoutes: (app) => accountRoutes(app),
  seedDemo: (_service, { platform }) => seedAccountsDemo({ db: platform.db, config: platform.config, log: platform.log }),
});

/** What other modules may use. */
export { checkPayPassword, checkTotpIfEnabled } from './account.service';
export { review as reviewKyc, listApplications as listKycApplications } from './kyc';
