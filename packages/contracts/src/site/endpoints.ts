import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { fiatEntrySchema, healthSchema, settingSchema, siteConfigSchema } from './site';

/** The site: health, the launch configuration, fiat rates and public settings. */
export const siteEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    output: healthSchema,
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/getSiteConfig',
    auth: 'public',
    output: siteConfigSchema,
  }),
  fiatRates: endpoint({
    method: ['GET', 'POST'],
    path: '/api/wallet/getRateCurrency',
    auth: 'public',
    output: z.array(fiatEntrySchema),
  }),
  /** The description writes it as GET /getSetting{keyword}: both `?keyword=` and a path suffix work. */
  setting: endpoint({
    method: 'GET',
    path: ['/api/getSetting', '/api/getSetting/:keyword'],
    auth: 'public',
    input: z.object({ keyword: z.string().min(1).max(64).optional() }),
    output: settingSchema,
  }),
} as const;
