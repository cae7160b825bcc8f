import { defineModule } from '../../platform/module';
import { createLiabilitiesService, type Liabilities } from './liabilities.service';
import { liabilitiesRoutes } from './liabilities.routes';
import { snapshotJob } from './snapshot.job';

declare module '../../platform/module' {
  interface Services {
    liabilities: Liabilities;
  }
}

/**
 * Proof of liabilities: a daily Merkle sum tree of what the platform owes each user (their
 * accounts and what products keep for them), and the assets summary taken from the same
 * computation.
 */
export const liabilitiesModule = defineModule({
  name: 'liabilities',
  needs: ['wallet', 'earn', 'loans', 'lever', 'market'],
  create: ({ platform, deps }) => createLiabilitiesService(platform, deps),
  routes: (router, liabilities) => liabilitiesRoutes(router, liabilities),
  jobs: (liabilities) => [snapshotJob(liabilities)],
});
