import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from './page-modules';
import { QUICK_ENTRIES } from '../features/home';
import enHome from '../locales/en/home.json';
import enRoutes from '../locales/en/routes.json';
import { ROUTES, ROUTE_ALIASES, TAB_ROUTES, findRoute } from '../shared/routing/route-table';

function lookup(tree: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      tree,
    );
}

describe('route table', () => {
  it('covers every route of the description’s section 2 once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/pages/common/login',
      '/pages/common/webView',
      '/pages/setting/real_mark',
      '/pages/fund/withdraw',
      '/pages/follow/agreement_en',
      '/pages/transaction/index2',
      '/pages/nft/artworkDetail',
      '/pages/nft/components/collection',
      '/pages/invest/help',
      '/pages/kefu/index',
      '/uview-ui/nft/nft',
      '/choose-location',
      '/open-location',
    ]) {
      expect(paths, path).toContain(path);
    }
    // 91 of the description, the price alerts screen, "Verify my settlements" and "Verify my
    // balance", and the feedback screen.
    expect(ROUTES.length).toBe(95);
  });

  it('has one page module per route and no module without a route', () => {
    const pages = ROUTES.map((r) => r.page).sort();
    expect([...PAGE_NAMES].sort()).toEqual(pages);
  });

  it('has an English title for every route', () => {
    for (const route of ROUTES) {
      expect(typeof lookup(enRoutes, route.titleKey), route.path).toBe('string');
    }
  });

  it('puts the six tabs in the catalogue’s order', () => {
    expect(TAB_ROUTES.map((r) => [r.path, r.tab])).toEqual([
      ['/pages/index/index', 'home'],
      ['/pages/market/market', 'market'],
      ['/pages/transaction/index', 'trade'],
      ['/pages/transaction/seconds_order', 'orders'],
      ['/pages/fund/assets', 'assets'],
      ['/pages/setting/setting', 'mine'],
    ]);
  });

  it('protects account, fund, order and position pages but not the public ones', () => {
    const isProtected = (path: string) => findRoute(path)?.protected;
    for (const path of [
      '/pages/setting/setting',
      '/pages/fund/withdraw',
      '/pages/ieo/order',
      '/pages/nft/myNft',
      '/pages/game/game',
    ]) {
      expect(isProtected(path), path).toBe(true);
    }
    for (const path of [
      '/pages/index/index',
      '/pages/market/market',
      '/pages/market/search',
      '/pages/common/begin',
      '/pages/common/login',
      '/pages/nft/nft',
      // Visitors may chat with support before they log in.
      '/pages/kefu/index',
    ]) {
      expect(isProtected(path), path).toBe(false);
    }
  });

  it('resolves aliases and ignores the query string', () => {
    expect(ROUTE_ALIASES.map((a) => a.path)).toEqual(['/', '/pages/quotation/index']);
    expect(findRoute('/')?.path).toBe('/pages/index/index');
    expect(findRoute('/pages/quotation/index')?.path).toBe('/pages/market/market');
    expect(findRoute('/pages/market/market?tab=stock')?.tab).toBe('market');
    expect(findRoute('/pages/unknown')).toBeUndefined();
  });

  it('sends every home quick entry to a route, with a label', () => {
    expect(QUICK_ENTRIES).toHaveLength(23);
    for (const entry of QUICK_ENTRIES) {
      expect(findRoute(entry.path), entry.key).toBeDefined();
      expect(typeof lookup(enHome, `quick.${entry.key}`), entry.key).toBe('string');
    }
  });
});
