import {
  APP_VERSION,
  APP_VERSION_CODE,
  FIAT_CODES,
  LANGUAGE_OPTIONS,
  PUBLIC_SETTING_KEYS,
  type FiatCode,
  type FiatEntry,
  type healthSchema,
  type PublicSettingKey,
  type Setting,
  type SiteConfig,
} from '@tidemark/contracts';
import type { z } from 'zod';
import type { Platform } from '../../platform/module';
import { fail } from '../../platform/errors';
import { publicSettings, settingsFrom } from '../../platform/settings';
import * as repo from './site.repo';

const startedAt = Date.now();

const isFiatCode = (code: string): code is FiatCode =>
  (FIAT_CODES as readonly string[]).includes(code);

/** What the client reads before anything else: the site's configuration, fiat rates, public settings, health. */
export function createSiteService(deps: Pick<Platform, 'db' | 'config'>) {
  const { db, config } = deps;

  const fiats = async (): Promise<FiatEntry[]> =>
    (await repo.fiatRates(db)).flatMap((f) =>
      isFiatCode(f.currency_code)
        ? [{ currency_code: f.currency_code, rate: f.rate, saveTime: f.save_time }]
        : [],
    );

  return {
    async health(): Promise<z.infer<typeof healthSchema>> {
      await repo.ping(db);
      return {
        status: 'ok',
        database: db.kind,
        version: APP_VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
    },

    async siteConfig(): Promise<SiteConfig> {
      const [settings, rates] = await Promise.all([publicSettings(db), fiats()]);
      const get = (key: string, fallback = '') => settings.get(key) ?? fallback;
      const defaultFiat = get('default_fiat', 'USD');
      return {
        site_name: get('site_name', 'Tidemark'),
        site_logo: get('site_logo'),
        support_url: get('support_url'),
        cancel_deposit_fee: get('cancel_deposit_fee', '0'),
        languages: LANGUAGE_OPTIONS.map((l) => ({ ...l })),
        fiats: rates,
        default_fiat: isFiatCode(defaultFiat) ? defaultFiat : 'USD',
        simulated_prices: config.feed === 'simulated',
        app_version: APP_VERSION,
        app_version_code: APP_VERSION_CODE,
        app_min_version: settingsFrom(['version'], settings).version.split(',')[1]!,
      };
    },

    /** The fiat rates against USD (`/wallet/getRateCurrency`). */
    fiatRates: fiats,

    /** One setting of the public allow-list; anything else answers as if it did not exist. */
    async publicSetting(key: string | undefined): Promise<Setting> {
      if (!key || !(PUBLIC_SETTING_KEYS as readonly string[]).includes(key))
        return fail('setting_not_found');
      const value = (await publicSettings(db)).get(key);
      return value === undefined
        ? fail('setting_not_found')
        : { key: key as PublicSettingKey, value };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
