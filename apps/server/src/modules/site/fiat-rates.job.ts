import { hourlyKey, type JobDef } from '../../platform/jobs';
import { refreshFiatRates, type FiatRateProvider } from './fiat-rates';

export function fiatRatesJob(provider: FiatRateProvider): JobDef {
  return {
    name: 'site.fiat-rates',
    checkEveryMs: 5 * 60_000,
    periodKey: hourlyKey,
    async run({ db }) {
      return `refreshed ${await refreshFiatRates(db, provider)} from ${provider.name}`;
    },
  };
}
