import { FIAT_CODES, LANGUAGE_OPTIONS, APP_VERSION, APP_VERSION_CODE, type FiatCode, type SiteConfig, type Setting, type PublicSettingKey } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import * as repo from './site.repo';

export async function siteConfig(db: Db, opts: { simulatedPrices: boolean }): Promise<SiteConfig> {
  const [settings, fiats] = await Promise.all([repo.publicSettings(db), repo.fiatRates(db)]);
  const get = (key: string, fallback = '') => settings.get(key) ?? fallback;
  const defaultFiat = get('default_fiat', 'USD');
  return {
    site_name: get('site_name', 'Tidemark'),
    site_logo: get('site_logo'),
    support_url: get('support_url'),
    cancel_deposit_fee: get('cancel_deposit_fee', '0'),
    languages: LANGUAGE_OPTIONS.map((l) => ({ ...l })),
    fiats: fiats
      .filter((f) => (FIAT_CODES as readonly string[]).includes(f.currency_code))
      .map((f) => ({ currency_code: f.currency_code as FiatCode, rate: f.rate, saveTime: f.save_time })),
    default_fiat: ((FIAT_CODES as readonly string[]).includes(defaultFiat) ? defaultFiat : 'USD') as FiatCode,
    simulated_prices: opts.simulatedPrices,
    app_version: APP_VERSION,
    app_version_code: APP_VERSION_CODE,
  };
}

export async function publicSetting(db: Db, key: string): Promise<Setting | null> {
  const value = (await repo.publicSettings(db)).get(key);
  return value === undefined ? null : { key: key as PublicSettingKey, value };
}
