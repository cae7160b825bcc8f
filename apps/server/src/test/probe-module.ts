import { z } from 'zod';
import { endpoint, intSchema, positiveDecimalString } from '@tidemark/contracts';
import { defineModule } from '../platform/module';

/**
 * Routes that exist only in platform tests: they exercise the envelope, validation, auth
 * modes and the output contract without depending on any business module. Their endpoints are
 * the tests' own, not the product's, so they are not in the contracts.
 */
declare module '../platform/module' {
  interface Services {
    probe: Record<string, never>;
  }
}

const probeEndpoints = {
  echo: endpoint({
    method: 'POST',
    path: '/api/test/echo',
    auth: 'public',
    input: z.object({
      amount: positiveDecimalString,
      count: intSchema(1, 10),
      note: z.string().max(5).optional(),
    }),
    output: z.object({ amount: z.string(), count: z.number() }),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/test/me',
    auth: 'user',
    output: z.object({ user_id: z.number() }),
  }),
  verifiedOnly: endpoint({
    method: 'POST',
    path: '/api/test/verified-only',
    auth: 'kyc',
    output: z.object({ ok: z.boolean() }),
  }),
  boom: endpoint({ method: 'GET', path: '/api/test/boom', auth: 'public', output: z.object({}) }),
  limited: endpoint({
    method: 'GET',
    path: '/api/test/limited',
    auth: 'public',
    output: z.object({ ok: z.boolean() }),
  }),
};

export const probeModule = defineModule({
  name: 'probe',
  needs: [],
  create: () => ({}),
  routes(router) {
    // Answers an extra field the contract does not name: it must not reach the client.
    router.serve(probeEndpoints.echo, async (input) => ({ ...input, secret: 'never-sent' }));
    router.serve(probeEndpoints.me, async (_input, ctx) => ({ user_id: ctx.session.userId }));
    router.serve(probeEndpoints.verifiedOnly, async () => ({ ok: true }));
    router.serve(probeEndpoints.boom, async () => {
      throw new Error('database password is hunter2');
    });
    router.serve(probeEndpoints.limited, async () => ({ ok: true }), { rateLimitPerMinute: 2 });
  },
});
