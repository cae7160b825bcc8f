/** Ads: their prices and views, a merchant's ads, the market's lists, the quick match. */
import {
  OTC_CURRENCIES,
  OTC_PAY_METHODS,
  type OtcConfig,
  type OtcAd,
  type OtcAdCreateRequest,
  type PageQuery,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, divDown, isPositive, mul, roundDown, roundUp } from '../../platform/money';
import { getSettings } from '../../platform/settings';
import * as repo from './otc.repo';
import { usdtPrices } from '../market';
import { adPriceOf, adView, FIAT_PLACES, NO_ENDED_ORDERS } from './otc.view';
import type { Deps } from './otc.shared';
import { unique } from './otc.shared';
import { approvedMerchant } from './otc.merchants';

const hasFiatPlaces = (v: string) => cmp(roundDown(v, FIAT_PLACES), v) === 0;

const fiatRates = async (q: Queryable) => (await getSettings(q, ['otc_fiat_rates'])).otc_fiat_rates;

/** The fiat price of one coin of an ad now: fixed, or the reference price with the margin. */
export async function adPrice(deps: Pick<Deps, 'db'>, a: repo.AdRow): Promise<string | null> {
  if (a.price_type === 'fixed') return a.price;
  const rates = await fiatRates(deps.db);
  const usdt = (await usdtPrices(deps.db, [a.currency_id])).get(a.currency_id)?.price ?? null;
  return adPriceOf(a, rates, usdt);
}

const STATS_WINDOW_SECONDS = 30 * 86_400;

/**
 * The views of `rows` from at most three reads for them all (the merchants' 30-day stats, and
 * for floating prices the fiat rates and USDT prices), not up to three per ad.
 */
async function adViews(deps: Pick<Deps, 'db' | 'clock'>, rows: repo.AdRow[]): Promise<OtcAd[]> {
  if (rows.length === 0) return [];
  const since = deps.clock.nowSeconds() - STATS_WINDOW_SECONDS;
  const stats = await repo.merchantStatsOf(deps.db, unique(rows.map((a) => a.merchant_id)), since);
  const floating = rows.filter((a) => a.price_type === 'float');
  const rates = floating.length > 0 ? await fiatRates(deps.db) : {};
  const usdt =
    floating.length > 0
      ? await usdtPrices(deps.db, unique(floating.map((a) => a.currency_id)))
      : new Map<number, { price: string } | null>();
  return rows.map((a) =>
    adView(a, {
      stats: stats.get(a.merchant_id) ?? NO_ENDED_ORDERS,
      price: adPriceOf(a, rates, usdt.get(a.currency_id)?.price ?? null),
    }),
  );
}

async function oneAdView(deps: Pick<Deps, 'db' | 'clock'>, a: repo.AdRow): Promise<OtcAd> {
  return must((await adViews(deps, [a]))[0], `otc ad ${a.id} view`);
}

export async function createAd(
  deps: Deps,
  userId: number,
  input: OtcAdCreateRequest,
): Promise<OtcAd> {
  const id = await deps.db.tx(async (tx) => {
    await approvedMerchant(tx, userId);
    const { otc_fiat_rates: rates } = await getSettings(tx, ['otc_fiat_rates']);
    const floatOk = cmp(input.price, '-50') >= 0 && cmp(input.price, '50') <= 0;
    if (
      !(OTC_CURRENCIES as readonly number[]).includes(input.currency_id) ||
      !rates[input.fiat] ||
      cmp(input.min_fiat, input.max_fiat) > 0 ||
      // Fiat figures are in cents: a fixed price of 7.2345 CNY could be shown or paid as neither.
      !hasFiatPlaces(input.min_fiat) ||
      !hasFiatPlaces(input.max_fiat) ||
      (input.price_type === 'fixed'
        ? !isPositive(input.price) ||
          !hasFiatPlaces(input.price) ||
          // A total worth less than the smallest order could never be taken.
          cmp(mul(input.total, input.price), input.min_fiat) < 0
        : !floatOk)
    )
      fail('otc_ad_invalid');
    const places = await repo.currencyPrecision(tx, input.currency_id);
    if (cmp(roundDown(input.total, places), input.total) !== 0) fail('amount_too_precise');
    const cards = await repo.bankCards(tx, userId);
    if (!input.pay_methods.every((m) => cards.some((c) => c.kind === m))) fail('otc_no_bank_card');
    return repo.insertAd(tx, {
      merchantId: userId,
      side: input.side,
      currencyId: input.currency_id,
      fiat: input.fiat,
      priceType: input.price_type,
      price: input.price,
      total: input.total,
      minFiat: input.min_fiat,
      maxFiat: input.max_fiat,
      payMethods: [...new Set(input.pay_methods)],
      terms: input.terms,
    });
  });
  return oneAdView(deps, must(await repo.ad(deps.db, id), `otc ad ${id}`));
}

export async function closeAd(deps: Deps, userId: number, id: number) {
  if (!(await repo.closeAd(deps.db, id, userId))) fail('otc_ad_not_found');
  return true as const;
}

export async function listAds(
  deps: Deps,
  f: {
    side: 'buy' | 'sell';
    currency_id: number;
    fiat?: string | undefined;
    pay_method?: string | undefined;
  } & PageQuery,
) {
  const { rows, total } = await repo.ads(deps.db, {
    side: f.side,
    currencyId: f.currency_id,
    fiat: f.fiat ?? null,
    payMethod: f.pay_method ?? null,
    merchantId: null,
    activeOnly: true,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const list = await adViews(deps, rows);
  // Best price first: lowest for the user buying (sell ads), highest for the user selling.
  list.sort((x, y) => (f.side === 'sell' ? cmp(x.price, y.price) : cmp(y.price, x.price)));
  return { rows: list, total };
}

export async function myAds(deps: Deps, userId: number, f: PageQuery) {
  const { rows, total } = await repo.ads(deps.db, {
    side: null,
    currencyId: null,
    fiat: null,
    payMethod: null,
    merchantId: userId,
    activeOnly: false,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: await adViews(deps, rows), total };
}

export async function adDetail(deps: Deps, id: number): Promise<OtcAd> {
  const a = await repo.ad(deps.db, id);
  if (!a || !a.active) return fail('otc_ad_not_found');
  return oneAdView(deps, a);
}

/**
 * The coin amount and fiat total of an order for a coin or fiat amount at a price. What the user
 * typed is taken as it is or refused (more places than the coin or the fiat's cents), never
 * rounded quietly. The figure worked out from it rounds in the coin seller's favour, by less than
 * a coin unit or a cent: the coin seller is never paid less than the coin is worth.
 */
export function sizeOrder(
  price: string,
  places: number,
  q: { amount?: string | undefined; fiat_amount?: string | undefined },
): { amount: string; fiatTotal: string } {
  if (q.amount !== undefined) {
    if (cmp(roundDown(q.amount, places), q.amount) !== 0) fail('amount_too_precise');
    return { amount: q.amount, fiatTotal: roundUp(mul(q.amount, price), FIAT_PLACES) };
  }
  const fiat = must(q.fiat_amount, 'fiat');
  if (!hasFiatPlaces(fiat)) fail('amount_too_precise');
  return { amount: divDown(fiat, price, places), fiatTotal: fiat };
}

export async function quick(
  deps: Deps,
  q: {
    side: 'buy' | 'sell';
    currency_id: number;
    fiat: string;
    amount?: string | undefined;
    fiat_amount?: string | undefined;
  },
) {
  // The user buying takes merchants' sell ads, and the other way round.
  const side = q.side === 'buy' ? 'sell' : 'buy';
  const { rows } = await listAds(deps, {
    side,
    currency_id: q.currency_id,
    fiat: q.fiat,
    page: 1,
    limit: 100,
  });
  const places = await repo.currencyPrecision(deps.db, q.currency_id);
  for (const ad of rows) {
    if (!isPositive(ad.price)) continue;
    const size = sizeOrder(ad.price, places, q);
    if (
      isPositive(size.amount) &&
      cmp(size.fiatTotal, ad.min_fiat) >= 0 &&
      cmp(size.fiatTotal, ad.max_fiat) <= 0 &&
      cmp(size.amount, ad.remaining) <= 0
    )
      return { ad, amount: size.amount, fiat_total: size.fiatTotal };
  }
  return fail('otc_no_match');
}

export async function otcConfig(deps: Deps): Promise<OtcConfig> {
  const s = await getSettings(deps.db, ['otc_fiat_rates', 'otc_pay_window_s']);
  return {
    fiats: Object.keys(s.otc_fiat_rates),
    pay_methods: [...OTC_PAY_METHODS],
    pay_window_s: s.otc_pay_window_s,
  };
}
