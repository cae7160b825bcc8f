import { z } from 'zod';
import { positiveDecimalString } from '@tidemark/contracts';
import type { AppModule } from '../platform/module';
import { defineRoute } from '../platform/route';

/**
 * Routes that exist only in platform tests: they exercise the envelope, validation, auth
 * modes and the output contract without depending on any business module.
 */
export const probeModule: AppModule = {
  name: 'probe',
  routes(app) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/test/echo',
      auth: 'public',
      input: z.object({ amount: positiveDecimalString, count: z.coerce.number().int().min(1).max(10), note: z.string().max(5).optional() }),
      output: z.object({ amount: z.string(), count: z.number() }),
      // Returns an extra field the contract does not name: it must not reach the client.
      handler: async (input) => ({ ...input, secret: 'never-sent' }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/api/test/me',
      auth: 'user',
      output: z.object({ user_id: z.number() }),
      handler: async (_input, ctx) => ({ user_id: ctx.session.userId }),
    });
    defineRoute(app, {
      method: 'POST',
      url: '/api/test/verified-only',
      auth: 'kyc',
      output: z.object({ ok: z.boolean() }),
      handler: async () => ({ ok: true }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/api/test/boom',
      auth: 'public',
      output: z.object({}),
      handler: async () => {
        throw new Error('database password is hunter2');
      },
    });
    defineRoute(app, {
      method: 'GET',
      url: '/api/test/limited',
      auth: 'public',
      rateLimitPerMinute: 2,
      output: z.object({ ok: z.boolean() }),
      handler: async () => ({ ok: true }),
    });
  },
};
