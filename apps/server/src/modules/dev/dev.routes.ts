import { z } from 'zod';
import { intSchema, positiveDecimalString } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import { isLocalRequest, type RequestContext, type Router } from '../../platform/route';
import type { DevService } from './dev.service';

const clockState = z.object({
  now: z.number().int(),
  jobs: z.array(z.string()),
  runs: z.record(z.string(), z.string()).optional(),
});

const local = (ctx: RequestContext) => {
  if (!isLocalRequest(ctx)) fail('not_found');
};

/** Registered only with TEST_CLOCK=1: business time for journeys that need days to pass. */
export function devRoutes(router: Router, dev: DevService): void {
  router.route({
    method: 'GET',
    url: '/api/dev/clock',
    auth: 'public',
    input: z.object({}),
    output: clockState,
    handler: async (_input, ctx) => {
      local(ctx);
      return dev.clock();
    },
  });
  router.route({
    method: 'POST',
    url: '/api/dev/clock',
    auth: 'public',
    input: z.object({
      advance_seconds: intSchema(0, 400 * 86_400),
      /** false: only move the clock; each job's owner finds the new period on its next check. */
      run_jobs: z.boolean().optional(),
    }),
    output: clockState,
    handler: async (input, ctx) => {
      local(ctx);
      return dev.advance(input.advance_seconds, input.run_jobs ?? true);
    },
  });
  router.route({
    method: 'POST',
    url: '/api/dev/jobs/run',
    auth: 'public',
    input: z.object({ job: z.string().min(1).max(100) }),
    output: clockState,
    handler: async (input, ctx) => {
      local(ctx);
      return dev.runJob(input.job);
    },
  });
  router.route({
    method: 'POST',
    url: '/api/dev/price',
    auth: 'public',
    input: z.object({
      symbol: z.string().regex(/^[A-Z0-9]{1,12}\/[A-Z]{2,6}$/),
      price: positiveDecimalString,
    }),
    output: clockState,
    handler: async (input, ctx) => {
      local(ctx);
      return dev.price(input.symbol, input.price);
    },
  });
}
