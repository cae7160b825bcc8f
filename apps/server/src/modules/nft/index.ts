import { defineModule } from '../../platform/module';
import { seedNftDemo } from './nft.demo';
import { nftRoutes } from './nft.routes';
import { createNftService, type NftService } from './nft.service-object';
import { nftSettleJob } from './settle.job';

export type { NftService };

declare module '../../platform/module' {
  interface Services {
    nft: NftService;
  }
}

export const nftModule = defineModule({
  name: 'nft',
  // market: the currency catalogue (an item's price is kept to its currency's places).
  needs: ['market'],
  create: ({ platform }) => createNftService(platform),
  routes: (router, nft) => nftRoutes(router, nft),
  jobs: (nft) => [nftSettleJob(() => nft.settleDue())],
  seedDemo: (nft) => seedNftDemo(nft.deps),
});

// The console's read-only drill-down into a user's nft orders.
export { consoleOrders as nftConsoleOrders } from './nft.repo';

// The console dashboard's queue count of this module's work waiting for an operator.
export { pendingReviewCount } from './nft.repo';
