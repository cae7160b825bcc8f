import { defineModule } from '../../platform/module';
import { DEMO_FLOW_USER, seedDemoFlow, startDemoFlow, type DemoFlowDeps } from './demo-flow';
import * as repo from './spot.repo';
import { createSpotService, type SpotService } from './spot.service';
import { spotRoutes } from './spot.routes';
import { spotAdminRoutes } from './spot.admin.routes';
import { createSpotAdmin, spotInstrumentProduct } from './spot.admin';

declare module '../../platform/module' {
  interface Services {
    spot: SpotService;
  }
}

/** Per service: how to run the demo market's flow, and how to stop it once running. */
const flows = new WeakMap<
  SpotService,
  { deps: DemoFlowDeps; everyMs: number; stop?: () => void }
>();

export const spotModule = defineModule({
  name: 'spot',
  needs: ['market'],
  create: async ({ platform, deps }) => {
    deps.market.addInstrumentProduct(spotInstrumentProduct);
    const spot = await createSpotService({
      db: platform.db,
      log: platform.log,
      realtime: platform.realtime,
      market: deps.market,
      groupCommit: platform.config.spotGroupCommit,
      metrics: platform.metrics,
    });
    if (platform.config.demoData && platform.config.spotDemoFlowMs > 0)
      flows.set(spot, {
        everyMs: platform.config.spotDemoFlowMs,
        deps: {
          db: platform.db,
          log: platform.log,
          spot,
          price: (symbol) => {
            const ref = deps.market.price(symbol);
            return ref && !ref.stale ? ref.price : null;
          },
        },
      });
    return spot;
  },
  routes(router, spot, { platform }) {
    spotRoutes(router, spot);
    spotAdminRoutes(router, createSpotAdmin(platform.db, spot));
  },
  start: async (spot) => {
    spot.start();
    const flow = flows.get(spot);
    if (!flow) return;
    const userId = await repo.userIdByEmail(flow.deps.db, DEMO_FLOW_USER.email);
    if (userId !== null) flow.stop = startDemoFlow(flow.deps, userId, flow.everyMs);
  },
  // Before the market data stops (modules stop in reverse): the last batch may read prices.
  stop: (spot) => {
    flows.get(spot)?.stop?.();
    return spot.stop();
  },
  seedDemo: async (_spot, { platform }) => {
    await seedDemoFlow(platform.db);
  },
});

// The console's read-only drill-down into a user's spot orders.
export { consoleOrders as spotConsoleOrders } from './spot.repo';
