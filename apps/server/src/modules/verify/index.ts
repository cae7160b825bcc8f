import { verifyEndpoints } from '@tidemark/contracts';
import { defineModule } from '../../platform/module';
import type { Db } from '../../platform/db';
import { mySettlements } from './verify.service';

declare module '../../platform/module' {
  interface Services {
    verify: { db: Db };
  }
}

/** "Verify my settlements": a user's own settled orders with the ticks that decided them. */
export const verifyModule = defineModule({
  name: 'verify',
  // The recomputed settlements read the tick log through the market module's tick reads.
  needs: ['market'],
  create: ({ platform }) => ({ db: platform.db }),
  routes(router, service) {
    router.serve(
      verifyEndpoints.mySettlements,
      (input, ctx) => mySettlements(service.db, ctx.session.userId, input),
      { rateLimitPerMinute: 30 },
    );
  },
});
