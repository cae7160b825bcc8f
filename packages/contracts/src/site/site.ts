import { z } from 'zod';
import { LANGS } from '../common/lang';
import { FIAT_CODES } from '../common/enums';
import { decimalString } from '../common/decimal';

export const fiatEntrySchema = z.object({
  currency_code: z.enum(FIAT_CODES),
  /** Units of this currency per 1 USD. */
  rate: decimalString,
  /** When the rate was taken, Unix seconds. */
  saveTime: z.int(),
});
export type FiatEntry = z.infer<typeof fiatEntrySchema>;

export const languageEntrySchema = z.object({
  code: z.enum(LANGS),
  option_name: z.string(),
  en_name: z.string(),
  tw_name: z.string(),
});

export const siteConfigSchema = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  support_url: z.string(),
  cancel_deposit_fee: decimalString,
  languages: z.array(languageEntrySchema),
  fiats: z.array(fiatEntrySchema),
  default_fiat: z.enum(FIAT_CODES),
  simulated_prices: z.boolean(),
  app_version: z.string(),
  /** The oldest app version still supported: an older client asks its user to reload. */
  app_min_version: z.string(),
  app_version_code: z.int(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Settings that any visitor may read through GET /getSetting{keyword}. Everything else is private. */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'site_logo',
  'support_url',
  'cancel_deposit_fee',
  'default_fiat',
  'invite_code_required',
  'customer_service_hours',
  // Read by the download page, the update prompt, the game entry and the price alerts form.
  'apk_download_url',
  'game_url',
  'version',
  'alert_repeat_cooldown_seconds',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

export const settingSchema = z.object({ key: z.enum(PUBLIC_SETTING_KEYS), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptime_s: z.number(),
});
