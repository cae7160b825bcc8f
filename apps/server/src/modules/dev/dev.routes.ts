import { devEndpoints as ep } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import { isLocalRequest, type RequestContext, type Router } from '../../platform/route';
import type { DevService } from './dev.service';

const local = (ctx: RequestContext) => {
  if (!isLocalRequest(ctx)) fail('not_found');
};

/** Registered only with TEST_CLOCK=1: business time for journeys that need days to pass. */
export function devRoutes(router: Router, dev: DevService): void {
  router.serve(ep.clock, async (_input, ctx) => {
    local(ctx);
    return dev.clock();
  });
  router.serve(ep.advanceClock, async (input, ctx) => {
    local(ctx);
    return dev.advance(input.advance_seconds, input.run_jobs ?? true);
  });
  router.serve(ep.runJob, async (input, ctx) => {
    local(ctx);
    return dev.runJob(input.job);
  });
  router.serve(ep.setPrice, async (input, ctx) => {
    local(ctx);
    return dev.price(input.symbol, input.price);
  });
}
