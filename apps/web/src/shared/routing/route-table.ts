/**
 * The route table of the product description (section 2), as plain data.
 *
 * This module imports nothing, so node tools (the e2e journeys, scripts) can read it without
 * React or Vite. The app turns each entry into a lazily loaded route: `page` names the module
 * `src/pages/<page>.tsx` (see app/page-modules.ts), which mirrors the hash path.
 */

export type TabKey = 'home' | 'market' | 'trade' | 'orders' | 'assets' | 'mine';

/**
 * `standard`: the branded navigation bar with back and title (the default).
 * `simple`: the plain bar the description keeps for the web view page.
 * `self`: the page draws its own header (the home tab).
 */
export type NavKind = 'standard' | 'simple' | 'self';

export interface RouteEntry<P extends string = string> {
  /** Hash path, e.g. `/pages/fund/withdraw` (opened as `#/pages/fund/withdraw`). */
  readonly path: P;
  /** Page module under src/pages, without extension. */
  readonly page: string;
  /** i18n key of the title in the `routes` namespace. */
  readonly titleKey: string;
  /** Needs a stored token; without one the user is sent to the begin page. */
  readonly protected: boolean;
  /** One of the five bottom tabs. */
  readonly tab?: TabKey;
  readonly nav?: NavKind;
}

export interface RouteAlias<P extends string = string> {
  readonly path: P;
  /** The canonical route this path opens. */
  readonly to: string;
}

const PUBLIC = false;
const PROTECTED = true;

function route<P extends string>(
  path: P,
  isProtected: boolean,
  extra: { tab?: TabKey; nav?: NavKind; titleKey?: string; page?: string } = {},
): RouteEntry<P> {
  const segments = path.split('/').filter(Boolean);
  // `/pages/fund/withdraw` → page `fund/withdraw`, title `fund.withdraw`.
  const inPages = segments[0] === 'pages' ? segments.slice(1) : segments;
  return {
    path,
    page: extra.page ?? inPages.join('/'),
    titleKey: extra.titleKey ?? inPages.join('.'),
    protected: isProtected,
    ...(extra.tab ? { tab: extra.tab } : {}),
    ...(extra.nav ? { nav: extra.nav } : {}),
  };
}

export const HOME_PATH = '/pages/index/index';
export const BEGIN_PATH = '/pages/common/begin';
export const LOGIN_PATH = '/pages/common/login';
export const REGISTER_PATH = '/pages/common/register';
export const VERIFICATION_PATH = '/pages/setting/real';
export const SETTING_PATH = '/pages/setting/setting';

export const ROUTES = [
  // Tabs, in tab-bar order (tabs 0 to 4 of the description, and the catalogue's sixth, Mine).
  route(HOME_PATH, PUBLIC, { tab: 'home', nav: 'self' }),
  route('/pages/market/market', PUBLIC, { tab: 'market' }),
  route('/pages/transaction/index', PUBLIC, { tab: 'trade' }),
  route('/pages/transaction/seconds_order', PROTECTED, { tab: 'orders' }),
  route('/pages/fund/assets', PROTECTED, { tab: 'assets' }),
  route(SETTING_PATH, PROTECTED, { tab: 'mine' }),

  // pages/common: sign-in and content pages are public.
  route(LOGIN_PATH, PUBLIC),
  route(BEGIN_PATH, PUBLIC),
  route(REGISTER_PATH, PUBLIC),
  route('/pages/common/phone_register', PUBLIC),
  route('/pages/common/area', PUBLIC),
  route('/pages/common/article', PUBLIC),
  route('/pages/common/webView', PUBLIC, { nav: 'simple' }),
  route('/pages/common/whiteBook', PUBLIC),
  route('/pages/common/faq', PUBLIC),
  route('/pages/common/contactus', PUBLIC),
  route('/pages/common/aboutus', PUBLIC),
  route('/pages/common/borrowing', PROTECTED),

  // pages/setting: all account pages (pages/setting/setting is the Mine tab).
  route('/pages/setting/userInfo', PROTECTED),
  route('/pages/setting/security', PROTECTED),
  route('/pages/setting/password', PROTECTED),
  route('/pages/setting/payPassword', PROTECTED),
  route('/pages/setting/coupon', PROTECTED),
  route('/pages/setting/wallet', PROTECTED),
  route('/pages/setting/bill', PROTECTED),
  route(VERIFICATION_PATH, PROTECTED),
  route('/pages/setting/real_mark', PROTECTED),
  route('/pages/setting/addWallet', PROTECTED),
  route('/pages/setting/operational_compliance', PROTECTED),
  route('/pages/setting/share', PROTECTED),
  route('/pages/setting/areas', PROTECTED),
  route('/pages/setting/bank', PROTECTED),
  route('/pages/setting/bank_international', PROTECTED),
  route('/pages/setting/message', PROTECTED),
  route('/pages/setting/alerts', PROTECTED),
  // Feedback to the platform (the description's POST /feedback/list has no page of its own).
  route('/pages/setting/feedback', PROTECTED),

  // pages/fund: all wallet pages (assets is a tab above).
  route('/pages/fund/select', PROTECTED),
  route('/pages/fund/receive', PROTECTED),
  route('/pages/fund/receive_withdraw_record', PROTECTED),
  route('/pages/fund/withdraw', PROTECTED),
  route('/pages/fund/assets_record', PROTECTED),
  route('/pages/fund/transfer', PROTECTED),
  route('/pages/fund/fundTransfer', PROTECTED),
  route('/pages/fund/assets_all_record', PROTECTED),
  route('/pages/fund/transfer_history', PROTECTED),
  route('/pages/fund/receive_record', PROTECTED),
  route('/pages/fund/withdraw_record', PROTECTED),
  route('/pages/fund/verify_balance', PROTECTED),

  // Copy trading and follow: lists and trader profiles are public.
  route('/pages/copytrade/copy', PUBLIC),
  route('/pages/copytrade/my', PROTECTED),
  route('/pages/copytrade/trader', PUBLIC),
  route('/pages/follow/index', PUBLIC),
  route('/pages/follow/trader', PUBLIC),
  route('/pages/follow/follow', PROTECTED),
  route('/pages/follow/agreement_zh', PUBLIC),
  route('/pages/follow/agreement_en', PUBLIC),

  route('/pages/otc/otc', PUBLIC),
  route('/pages/market/search', PUBLIC),

  // Earn: product lists and details are public, buying and holdings need a login.
  route('/pages/ieo/ieo', PUBLIC),
  route('/pages/ieo/subscribe', PROTECTED),
  route('/pages/ieo/order', PROTECTED),
  route('/pages/lockming/lockming', PUBLIC),
  route('/pages/lockming/buy', PROTECTED),
  route('/pages/lockming/order', PROTECTED),
  route('/pages/lockming/welcome', PUBLIC),

  // Trading screens are public (quotes); order and position lists need a login.
  route('/pages/transaction/currency', PUBLIC),
  route('/pages/transaction/currency_order', PROTECTED),
  route('/pages/transaction/contract', PUBLIC),
  route('/pages/transaction/contract_order', PROTECTED),
  route('/pages/transaction/second_order', PROTECTED),
  route('/pages/transaction/index2', PUBLIC),

  // NFT marketplace.
  route('/pages/nft/nft', PUBLIC),
  route('/pages/nft/artistDetail', PUBLIC),
  route('/pages/nft/mine', PROTECTED),
  route('/pages/nft/artworkDetail', PUBLIC),
  route('/pages/nft/artworkDetail_video', PUBLIC),
  route('/pages/nft/purchase', PROTECTED),
  route('/pages/nft/purchase_one', PROTECTED),
  route('/pages/nft/resell', PROTECTED),
  route('/pages/nft/myNft', PROTECTED),
  route('/pages/nft/components/artist', PUBLIC),
  route('/pages/nft/components/artwork', PUBLIC),
  route('/pages/nft/components/search', PUBLIC),
  route('/pages/nft/components/collection', PROTECTED),

  // Dual investment.
  route('/pages/invest/invest', PUBLIC),
  route('/pages/invest/mine', PROTECTED),
  route('/pages/invest/purchase', PROTECTED),
  route('/pages/invest/help', PUBLIC),

  route('/pages/game/game', PROTECTED),
  route('/pages/financial/index', PUBLIC),
  route('/pages/kefu/index', PUBLIC),
  route('/uview-ui/nft/nft', PUBLIC, { titleKey: 'uview.nft' }),

  // System pages of the description's platform (map pickers); their files live in pages/system/.
  route('/choose-location', PUBLIC, {
    titleKey: 'system.chooseLocation',
    page: 'system/choose-location',
  }),
  route('/open-location', PUBLIC, {
    titleKey: 'system.openLocation',
    page: 'system/open-location',
  }),
  route('/pages/fund/verify_settlements', PROTECTED),
] as const satisfies readonly RouteEntry[];

/** Paths that open another route: `/` is the home tab, the quotation tab is the market. */
export const ROUTE_ALIASES = [
  { path: '/', to: HOME_PATH },
  { path: '/pages/quotation/index', to: '/pages/market/market' },
] as const satisfies readonly RouteAlias[];

/**
 * Every path the app opens: a route of the table or an alias. Links and navigation take this
 * type, so a path that is not in the table fails to compile.
 */
export type RoutePath = (typeof ROUTES)[number]['path'] | (typeof ROUTE_ALIASES)[number]['path'];

/** A route path with a query string (`/pages/common/article?id=3`). */
export type RouteUrl = RoutePath | `${RoutePath}?${string}`;

/** A path of the route table, checked when it compiles: `path('/pages/fund/withdraw')`. */
export function path<P extends RoutePath>(value: P): P {
  return value;
}

export const TAB_ROUTES: readonly RouteEntry<RoutePath>[] = ROUTES.filter(
  (r: RouteEntry<RoutePath>) => r.tab !== undefined,
);

export const NOT_FOUND_TITLE_KEY = 'notFound';

const BY_PATH = new Map<string, RouteEntry<RoutePath>>(ROUTES.map((r) => [r.path, r]));

/** The route a hash path opens (query string ignored), following aliases. */
export function findRoute(pathWithQuery: string): RouteEntry<RoutePath> | undefined {
  const bare = pathWithQuery.split('?')[0] ?? '';
  const alias = ROUTE_ALIASES.find((a) => a.path === bare);
  return BY_PATH.get(alias ? alias.to : bare);
}

/**
 * A path that comes as text at run time (a `?redirect=`, an operator's link in content): it
 * cannot be checked when the app compiles, and an unknown one opens the not-found page.
 */
export function routeUrlFromText(text: string): RouteUrl {
  return text as RouteUrl;
}
