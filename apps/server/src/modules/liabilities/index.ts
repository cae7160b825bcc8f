import { defineModule } from '../../platform/module';
import { createLiabilitiesService, type Liabilities } from './liabilities.service';
import { liabilitiesRoutes } from './liabilities.routes';
import { snapshotJob } from './snapshot.job';

declare module '../../platform/module' {
  interface Services {
    liabilities: Liabilities;
  }
}

/** Proof of liabilities (issue 23): a daily Merkle sum tree of every user's balances. */
export const liabilitiesModule = defineModule({
  name: 'liabilities',
  needs: [],
  create: ({ platform }) => createLiabilitiesService(platform),
  routes: (router, liabilities) => liabilitiesRoutes(router, liabilities),
  jobs: (liabilities) => [snapshotJob(liabilities)],
});
