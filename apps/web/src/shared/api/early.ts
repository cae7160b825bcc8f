/**
 * Requests the shell starts before the app loads (`route-preload.ts`): on home, the banners,
 * whose first image is the page's largest paint — it no longer waits for the entry, the page
 * chunk and a render before its request goes out. The client takes such a response in place
 * of sending the same request again (same method, URL and body), once.
 */

/** POST /api/news/list of the home carousel, without `lang`, as the client form-encodes it. */
export const EARLY_BANNERS = { path: '/api/news/list', body: 'c_id=5&page=1&limit=10' } as const;

/**
 * GETs (with `?lang=`) the shell sends at once on routes whose largest paint is an API figure
 * (the trade page's price and the assets total waited for the entry, the page chunk
 * and a render before their request went out). `auth`: only with a stored session, with its
 * token, as the client sends it.
 */
export const EARLY_GETS: Readonly<Record<string, ReadonlyArray<{ path: string; auth?: true }>>> = {
  '/pages/transaction/index': [
    { path: '/api/coin/pairs' },
    { path: '/api/currency/quotation_new' },
  ],
  '/pages/market/market': [{ path: '/api/currency/quotation_new' }],
  '/pages/fund/assets': [
    { path: '/api/wallet/assets_summary', auth: true },
    { path: '/api/wallet/list', auth: true },
    { path: '/api/currency/list' },
  ],
};

/** The pair the trade tab opens without `?symbol=` (the shell paints its price too). */
export const DEFAULT_PAIR = 'BTC/USDT';

/**
 * The figure the shell paints into a tab route's frame from the early GETs above, formatted as
 * the app formats it (it is the route's largest paint, and the app's copy of it came
 * about a second later, after the page code had run): `pair`, the last price of `?symbol=`
 * (trade, half-up at the pair's places); `total`, the signed-in user's total in USDT from the
 * assets summary (assets, rounded down at USDT's display places); `list`, the market's first
 * coin rows with their last prices (the market's largest paint was a row of its list, drawn
 * only after the tickers' answer and the page's code). The app's own figure replaces it with the page.
 */
export const EARLY_FIGURES: Readonly<Record<string, 'pair' | 'total' | 'list'>> = {
  '/pages/transaction/index': 'pair',
  '/pages/market/market': 'list',
  '/pages/fund/assets': 'total',
};

type EarlyResponses = Record<string, Promise<Response> | undefined>;

const earlyKey = (method: string, url: string, body: string) => `${method} ${url} ${body}`;

/** The shell's response for this request, if it started one; a second call gets none. */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: unknown,
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  // A GET has no body; the shell files it under an empty one.
  if (body === undefined || body === null) body = '';
  if (typeof body !== 'string') return undefined;
  const early = (window as { __tmEarly?: EarlyResponses }).__tmEarly;
  if (!early) return undefined;
  const key = earlyKey(method, url, body);
  const response = early[key];
  delete early[key];
  return response;
}
