import type { AppModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { seedAccountsDemo } from './demo';

export const accountModule: AppModule = { name: 'account', routes: accountRoutes, seedDemo: seedAccountsDemo };

/** What other modules may use. */
export { checkPayPassword, checkTotpIfEnabled } from './account.service';
export { review as reviewKyc, listApplications as listKycApplications } from './kyc';
