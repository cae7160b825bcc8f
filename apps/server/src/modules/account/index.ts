import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { seedAccountsDemo } from './demo';
import { uploadFileRoutes } from './uploads';

declare module '../../platform/module' {
  interface Services {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  needs: [],
  create: ({ platform }) =>
    createAccountService({
      db: platform.db,
      outbox: platform.outbox,
      realtime: platform.realtime,
      config: platform.config,
      log: platform.log,
      files: platform.files,
    }),
  routes(router, account) {
    accountRoutes(router, account);
    uploadFileRoutes(router, account);
  },
  seedDemo: (_account, { platform }) => seedAccountsDemo(platform),
});

/** What other modules may use. */
export type { AccountService } from './account.service';
export type { UploadKind } from './uploads.service';

// The console's identity queue count and a user's applications on its user page.
export { applicationsOfUser, pendingKycCount } from './kyc.repo';
// The console's user directory: search, a user's profile and live sessions, ending them.
export {
  directoryUser,
  endUserSessions,
  liveSessionsOfUser,
  searchUsers,
  userExists,
  type DirectoryUser,
} from './directory.repo';
