import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_VERSION, fiatEntrySchema, healthSchema, PUBLIC_SETTING_KEYS, settingSchema, siteConfigSchema } from '@tidemark/contracts';
import { defineRoute } from '../../platform/route';
import { fail } from '../../platform/errors';
import * as site from './site.service';

const startedAt = Date.now();

export function siteRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    auth: 'public',
    output: healthSchema,
    handler: async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const, database: app.db.kind, version: APP_VERSION, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getSiteConfig',
    auth: 'public',
    output: siteConfigSchema,
    handler: async () => site.siteConfig(app.db, { simulatedPrices: app.config.feed === 'simulated' }),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/getRateCurrency',
    auth: 'public',
    output: z.array(fiatEntrySchema),
    handler: async () => (await site.siteConfig(app.db, { simulatedPrices: false })).fiats,
  });

  // The description writes it as GET /getSetting{keyword}: both `?keyword=` and a path suffix work.
  const keyword = z.string().min(1).max(64);
  defineRoute(app, {
    method: 'GET',
    url: ['/api/getSetting', '/api/getSetting/:keyword'],
    auth: 'public',
    input: z.object({ keyword: keyword.optional() }),
    output: settingSchema,
    handler: async (input, ctx) => {
      const key = (ctx.request.params as { keyword?: string }).keyword ?? input.keyword;
      if (!key || !(PUBLIC_SETTING_KEYS as readonly string[]).includes(key)) return fail('setting_not_found');
      return (await site.publicSetting(app.db, key)) ?? fail('setting_not_found');
    },
  });
}
