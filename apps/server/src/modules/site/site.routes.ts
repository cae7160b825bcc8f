import { z } from 'zod';
import {
  fiatEntrySchema,
  healthSchema,
  settingSchema,
  siteConfigSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SiteService } from './site.service';

export function siteRoutes(router: Router, site: SiteService): void {
  router.route({
    method: 'GET',
    url: '/api/health',
    auth: 'public',
    output: healthSchema,
    handler: async () => site.health(),
  });

  router.route({
    method: 'GET',
    url: '/api/getSiteConfig',
    auth: 'public',
    output: siteConfigSchema,
    handler: async () => site.siteConfig(),
  });

  router.route({
    method: ['GET', 'POST'],
    url: '/api/wallet/getRateCurrency',
    auth: 'public',
    output: z.array(fiatEntrySchema),
    handler: async () => site.fiatRates(),
  });

  // The description writes it as GET /getSetting{keyword}: both `?keyword=` and a path suffix work.
  const keyword = z.string().min(1).max(64);
  router.route({
    method: 'GET',
    url: ['/api/getSetting', '/api/getSetting/:keyword'],
    auth: 'public',
    input: z.object({ keyword: keyword.optional() }),
    output: settingSchema,
    handler: async (input, ctx) =>
      site.publicSetting((ctx.request.params as { keyword?: string }).keyword ?? input.keyword),
  });
}
