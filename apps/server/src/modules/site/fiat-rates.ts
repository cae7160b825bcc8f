import { FIAT_CODES } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { oldestFloatingRateMs, setFloatingRate } from './site.repo';

/** A source of fiat rates against USD (units of the currency per 1 USD). */
export interface FiatRateProvider {
  readonly name: string;
  fetchRates(): Promise<Record<string, string>>;
}

/** The embedded default: a fixed table, refreshed by timestamp only. */
export const builtinRates: FiatRateProvider = {
  name: 'builtin',
  async fetchRates() {
    return {
      USD: '1',
      EUR: '0.92',
      GBP: '0.79',
      JPY: '150',
      KRW: '1380',
      HKD: '7.8',
      CNY: '7.25',
      THB: '36.2',
      PHP: '58.1',
      VND: '25400',
      TRY: '34.2',
      RUB: '92.5',
    };
  },
};

/** An HTTP provider answering `{ "base": "USD", "rates": { "EUR": 0.92, … } }`. */
export function httpRates(url: string, timeoutMs = 10_000): FiatRateProvider {
  return {
    name: 'http',
    async fetchRates() {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`rate provider answered ${res.status}`);
      const body = (await res.json()) as { base?: string; rates?: Record<string, unknown> };
      if ((body.base ?? 'USD').toUpperCase() !== 'USD' || !body.rates)
        throw new Error('rate provider: base must be USD');
      const rates: Record<string, string> = {};
      for (const [code, value] of Object.entries(body.rates)) {
        const text = typeof value === 'number' ? value.toString() : String(value);
        if (/^\d+(\.\d+)?$/.test(text) && Number(text) > 0) rates[code.toUpperCase()] = text;
      }
      return rates;
    },
  };
}

/** Rates older than this are refreshed (the description's 3,600,000 ms). */
export const FIAT_MAX_AGE_MS = 3_600_000;

/**
 * Refreshes the kept currencies when the stored rates are older than an hour. Fixed rates
 * (USD, and JPY at 150) are never overwritten. Returns how many rates changed.
 */
export async function refreshFiatRates(
  q: Queryable,
  provider: FiatRateProvider,
  now = Date.now(),
): Promise<number> {
  const oldest = await oldestFloatingRateMs(q);
  if (oldest && now - oldest < FIAT_MAX_AGE_MS) return 0;
  const rates = await provider.fetchRates();
  let changed = 0;
  for (const code of FIAT_CODES) {
    const rate = rates[code];
    if (!rate) continue;
    if (await setFloatingRate(q, code, rate, now)) changed += 1;
  }
  return changed;
}
