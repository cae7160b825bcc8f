import { z } from 'zod';
import { intSchema, positiveDecimalString } from '@tidemark/contracts';
import { defineModule } from '../platform/module';

/**
 * Routes that exist only in platform tests: they exercise the envelope, validation, auth
 * modes and the output contract without depending on any business module.
 */
declare module '../platform/module' {
  interface Services {
    probe: Record<string, never>;
  }
}

export const probeModule = defineModule({
  name: 'probe',
  needs: [],
  create: () => ({}),
  routes(router) {
    router.route({
      method: 'POST',
      url: '/api/test/echo',
      auth: 'public',
      input: z.object({
        amount: positiveDecimalString,
        count: intSchema(1, 10),
        note: z.string().max(5).optional(),
      }),
      output: z.object({ amount: z.string(), count: z.number() }),
      // Returns an extra field the contract does not name: it must not reach the client.
      handler: async (input) => ({ ...input, secret: 'never-sent' }),
    });
    router.route({
      method: 'GET',
      url: '/api/test/me',
      auth: 'user',
      output: z.object({ user_id: z.number() }),
      handler: async (_input, ctx) => ({ user_id: ctx.session.userId }),
    });
    router.route({
      method: 'POST',
      url: '/api/test/verified-only',
      auth: 'kyc',
      output: z.object({ ok: z.boolean() }),
      handler: async () => ({ ok: true }),
    });
    router.route({
      method: 'GET',
      url: '/api/test/boom',
      auth: 'public',
      output: z.object({}),
      handler: async () => {
        throw new Error('database password is hunter2');
      },
    });
    router.route({
      method: 'GET',
      url: '/api/test/limited',
      auth: 'public',
      rateLimitPerMinute: 2,
      output: z.object({ ok: z.boolean() }),
      handler: async () => ({ ok: true }),
    });
  },
});
