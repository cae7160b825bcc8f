import { defineModule } from '../../platform/module';
import { createDevService, type DevService } from './dev.service';
import { devRoutes } from './dev.routes';

declare module '../../platform/module' {
  interface Services {
    dev: DevService;
  }
}

/**
 * Development aids for journeys that need days to pass: move the business clock and run a job
 * now. Their routes exist only with TEST_CLOCK=1 (never in production) and answer this machine only.
 */
export const devModule = defineModule({
  name: 'dev',
  needs: ['market'],
  create: async ({ platform, deps }) => {
    // With TEST_CLOCK=1 every node keeps business time in the database, so a cluster agrees on
    // the business day however often a journey moves it.
    if (platform.config.testClock) await platform.clock.share(platform.db);
    return createDevService(platform, deps.market);
  },
  routes: (router, dev, { platform }) => {
    if (platform.config.testClock) devRoutes(router, dev);
  },
  stop: async (dev) => dev.stop(),
});
