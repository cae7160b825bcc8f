import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { positiveDecimalString } from '../common/decimal';
import { intSchema } from '../common/ids';

/** The business clock as the development routes answer it: now, the jobs, each job's last run. */
export const devClockSchema = z.object({
  now: z.number().int(),
  jobs: z.array(z.string()),
  runs: z.record(z.string(), z.string()).optional(),
});

/**
 * Business time for journeys and soaks that need days to pass. The server registers these only
 * with TEST_CLOCK=1 and answers them only to a request from the machine itself.
 */
export const devEndpoints = {
  clock: endpoint({
    method: 'GET',
    path: '/api/dev/clock',
    auth: 'public',
    output: devClockSchema,
  }),
  advanceClock: endpoint({
    method: 'POST',
    path: '/api/dev/clock',
    auth: 'public',
    input: z.object({
      advance_seconds: intSchema(0, 400 * 86_400),
      /** false: only move the clock; each job's owner finds the new period on its next check. */
      run_jobs: z.boolean().optional(),
    }),
    output: devClockSchema,
  }),
  runJob: endpoint({
    method: 'POST',
    path: '/api/dev/jobs/run',
    auth: 'public',
    input: z.object({ job: z.string().min(1).max(100) }),
    output: devClockSchema,
  }),
  setPrice: endpoint({
    method: 'POST',
    path: '/api/dev/price',
    auth: 'public',
    input: z.object({
      symbol: z.string().regex(/^[A-Z0-9]{1,12}\/[A-Z]{2,6}$/),
      price: positiveDecimalString,
    }),
    output: devClockSchema,
  }),
};
