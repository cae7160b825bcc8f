import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openBrowser, ROOT, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { apiCall, DEMO_USER } from './support/api';
import { signIn } from './support/ui';

/**
 * A tab route paints its frame from the shell before any script of the app runs —
 * the header with the route's title in the stored language, the tab bar, and on home the
 * first banner the server names — and the layer goes once the page is on screen.
 */

let app: RunningApp;
let browser: OpenBrowser | null = null;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Holds back the requests `pattern` matches until `release` is called; `held()` counts them. */
async function hold(
  page: Page,
  pattern: RegExp,
): Promise<{ release: () => void; held: () => number }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
    held: () => held.length,
  };
}

/**
 * In the page: when the first tag naming one of the app's built files (`/assets/…`) went into
 * the document, parsed or added by a script (`performance.now()`, read by `firstAssetTag`).
 */
function recordFirstAssetTag(): void {
  const w = window as unknown as { __firstAssetTag: number | null };
  w.__firstAssetTag = null;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes)) {
        const url =
          node instanceof HTMLLinkElement
            ? node.href
            : node instanceof HTMLScriptElement
              ? node.src
              : '';
        if (w.__firstAssetTag === null && /\/assets\//.test(url))
          w.__firstAssetTag = performance.now();
      }
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: what `recordFirstAssetTag` recorded. */
function firstAssetTag(): number | null {
  return (window as unknown as { __firstAssetTag: number | null }).__firstAssetTag;
}

/** Holds back every script file until the returned function is called: only the shell paints. */
const holdScripts = async (page: Page) => (await hold(page, /\/assets\/.*\.js$/)).release;

describe('first paint', () => {
  it('shows the route frame in the stored language before the app, then the page', async () => {
    browser = await openBrowser({ app });
    const { page } = browser;
    await page.goto(`${app.baseUrl}/#/pages/index/index`);
    await page.waitForSelector('[data-testid=home]');
    await page.evaluate(() => localStorage.setItem('lang', 'fra'));

    const release = await holdScripts(page);
    // A new document (not a hash change), and not waiting for its held scripts to load.
    await page.goto('about:blank');
    await page.goto(`${app.baseUrl}/#/pages/market/market`, { waitUntil: 'commit' });
    const layer = page.locator('#tm-first-paint');
    await layer.waitFor();
    await expect(layer.locator('.tmfp-bar').textContent()).resolves.toBe('Marchés');
    await expect(layer.locator('.tmfp-on').textContent()).resolves.toBe('Marchés');
    expect(await page.locator('[data-testid=page]').count()).toBe(0);

    release();
    await page.waitForSelector('[data-testid=ticker-row]');
    await layer.waitFor({ state: 'detached' });
  });

  it('loads only the catalogues of the route it opens, in the stored language', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { context } = browser;
    const errors: string[] = [];
    /** A new tab opening `hash`: the catalogue files it downloads (`<lang>/<namespace>`). */
    const visit = async (hash: string, selector: string): Promise<string[]> => {
      const page = await context.newPage();
      const catalogues = new Set<string>();
      page.on('request', (request) => {
        const m = /\/assets\/i18n-([a-z]+)-([a-z]+)-[\w-]{8}\.js$/.exec(request.url());
        if (m) catalogues.add(`${m[1]}/${m[2]}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${app.baseUrl}/#${hash}`);
      await page.waitForSelector(selector);
      await page.waitForLoadState('networkidle');
      // Asked for by the shell's inline script with the route's chunks, not after the entry ran.
      const preloaded = await page.$$eval('link[data-route-preload]', (links) =>
        links.map((l) => l.getAttribute('href') ?? ''),
      );
      for (const file of catalogues) {
        const [lang, ns] = file.split('/');
        expect(
          preloaded.some((href) => href.includes(`/i18n-${lang}-${ns}-`)),
          file,
        ).toBe(true);
      }
      await page.close();
      return [...catalogues].sort();
    };

    const home = await visit('/pages/index/index', '[data-testid=ticker-row]');
    console.log('catalogues on home:', home.join(' '));
    expect(home).toEqual(['en/content', 'en/home', 'en/market', 'en/shell']);

    const trade = await visit('/pages/transaction/index', '[data-testid=spot-panel]');
    console.log('catalogues on trade:', trade.join(' '));
    expect(trade).toContain('en/spot');
    expect(trade).not.toContain('en/nft');
    expect(trade).not.toContain('en/home');

    // The stored language's catalogues, and only those.
    await browser.page.goto(`${app.baseUrl}/#/pages/index/index`);
    await browser.page.evaluate(() => localStorage.setItem('lang', 'jp'));
    const japanese = await visit('/pages/market/market', '[data-testid=ticker-row]');
    console.log('catalogues on market (jp):', japanese.join(' '));
    expect(japanese).toEqual(['jp/market', 'jp/shell']);
    await browser.page.evaluate(() => localStorage.setItem('lang', 'en'));
    expect(errors).toEqual([]);
  });

  it('asks for the route’s early answers first, and paints its frame before asking for any app file', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    const seen: string[] = [];
    page.on('request', (request) => seen.push(new URL(request.url()).pathname));
    // The app's stylesheet, held: the frame does not wait for it, and the app waits to render.
    const stylesheet = await hold(page, /\/assets\/.*\.css$/);
    await page.addInitScript(recordFirstAssetTag);
    await page.goto(`${app.baseUrl}/#/pages/transaction/index?symbol=ETH%2FUSDT`, {
      waitUntil: 'commit',
    });
    await expect
      .poll(() =>
        seen.filter((p) => p === '/api/currency/quotation_new' || p === '/api/coin/pairs'),
      )
      .toHaveLength(2);
    await page.locator('#tm-first-paint #tm-first-figure').waitFor();
    await expect.poll(() => stylesheet.held()).toBeGreaterThan(0);
    // The first paint came before the first tag for one of the app's files went in.
    await expect.poll(() => page.evaluate(firstAssetTag)).not.toBeNull();
    const order = {
      paint: await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      ),
      firstAsset: await page.evaluate(firstAssetTag),
    };
    expect(order.paint).toBeDefined();
    expect(order.paint!).toBeLessThan(order.firstAsset!);
    expect(await page.locator('[data-testid=spot-panel]').count()).toBe(0);

    stylesheet.release();
    await page.waitForSelector('[data-testid=spot-panel]');
    // The app rendered with its stylesheet applied (antd-mobile's button class is styled).
    expect(
      await page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) => /\/assets\/style-/.test(sheet.href ?? '')),
      ),
    ).toBe(true);
    const first = (pattern: RegExp) => seen.findIndex((p) => pattern.test(p));
    expect(first(/^\/api\/currency\/quotation_new$/)).toBeLessThan(first(/\/assets\//));
    expect(browser.consoleErrors).toEqual([]);
  });

  it('starts the app where the browser reports no paint timing (it waits for a frame instead)', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
        configurable: true,
        get: () => ['mark', 'measure'],
      });
      // The shell's last resort (2 s) never fires here: the app starts from the drawn frame.
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === 2000 ? 0 : setTimer(handler, ms, ...rest)) as typeof window.setTimeout;
      document.addEventListener('DOMContentLoaded', () => (window.setTimeout = setTimer));
    });
    await page.goto(`${app.baseUrl}/#/pages/transaction/index?symbol=ETH%2FUSDT`);
    await page.waitForSelector('[data-testid=spot-panel]');
    await page.locator('#tm-first-paint').waitFor({ state: 'detached' });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('paints the trade price from the page itself, before any script or answer arrives', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    await holdScripts(page);
    await page.route(/\/api\/currency\/quotation_new/, () => undefined);
    await page.goto(`${app.baseUrl}/#/pages/transaction/index?symbol=ETH%2FUSDT`, {
      waitUntil: 'commit',
    });
    await page.waitForFunction(
      () => (document.getElementById('tm-first-figure')?.textContent ?? '') !== '',
    );
    const shown = (await page.locator('#tm-first-figure').textContent()) ?? '';
    const tickers = await apiCall<Array<{ symbol: string; now_price: string }>>(
      app.baseUrl,
      '/currency/quotation_new',
    );
    const eth = tickers.find((r) => r.symbol === 'ETH/USDT');
    // The price moves with the feed: at most a second apart, so within 1% of the one now.
    const value = Number(shown.replace(/,/g, ''));
    expect(Math.abs(value / Number(eth?.now_price) - 1)).toBeLessThan(0.01);
    expect(shown).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('paints the market’s first coin rows from the page itself, before any script or answer arrives', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    await holdScripts(page);
    await page.route(/\/api\/currency\/quotation_new/, () => undefined);
    await page.goto(`${app.baseUrl}/#/pages/market/market`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('#tm-first-rows p').length > 0);
    const rows = await page.locator('#tm-first-rows p').allTextContents();
    const tickers = await apiCall<
      Array<{ symbol: string; kind: string; now_price: string; price_decimals: number }>
    >(app.baseUrl, '/currency/quotation_new');
    const coins = tickers.filter((r) => r.kind === 'crypto').slice(0, 6);
    expect(rows).toHaveLength(coins.length);
    rows.forEach((row, i) => {
      const [symbol, shown] = row.split(' ');
      // The coins tab's order, each with a price in the app's format, within 1% of the one now.
      expect(symbol).toBe(coins[i]!.symbol);
      expect(shown).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
      const value = Number(shown!.replace(/,/g, ''));
      expect(Math.abs(value / Number(coins[i]!.now_price) - 1)).toBeLessThan(0.01);
    });

    // The tab the link opens: stock rows on ?tab=stock, none on favourites (the shell cannot know them).
    await page.goto(`${app.baseUrl}/#/pages/market/market?tab=stock`, { waitUntil: 'commit' });
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('#tm-first-rows p').length > 0);
    const stocks = tickers.filter((r) => r.kind === 'stock').slice(0, 6);
    expect(
      (await page.locator('#tm-first-rows p').allTextContents()).map((r) => r.split(' ')[0]),
    ).toEqual(stocks.map((r) => r.symbol));
    await page.goto(`${app.baseUrl}/#/pages/market/market?tab=favourites`, { waitUntil: 'commit' });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#tm-first-paint').waitFor({ state: 'attached' });
    expect(await page.locator('#tm-first-rows p').count()).toBe(0);
    expect(await page.locator('#tm-first-paint').getAttribute('data-figure')).toBeNull();
  });

  it('does not move the trade screen under the reader while it loads and the book ticks', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Array<{ value: number; what: string }> };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node | null }>;
        }>)
          if (!entry.hadRecentInput)
            w.__shifts.push({
              value: entry.value,
              what: entry.sources.map((s) => (s.node as Element | null)?.className ?? '').join(' '),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The tickers answer only once the page shows the pair header's skeleton, so the skeleton
    // is what the page shows first however long the app takes to start.
    let answerTickers = () => {};
    const skeletonShown = new Promise<void>((resolve) => (answerTickers = resolve));
    await page.route(/\/api\/currency\/quotation_new/, async (route) => {
      await skeletonShown;
      await route.continue();
    });
    await page.goto(`${app.baseUrl}/#/pages/transaction/index?symbol=BTC%2FUSDT`);
    await page.waitForSelector('[data-testid=pair-skeleton]');
    answerTickers();
    await page.waitForSelector('[data-testid=pair-price]');
    await page.waitForSelector('[data-testid=spot-depth-ask]');
    // The book moves with the simulated market: a few of its updates.
    await page.waitForTimeout(4000);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: Array<{ value: number; what: string }> }).__shifts,
    );
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    // Left: the simulated-prices pill, which arrives with the site config after the first
    // render and widens the header's actions (≈ 0.004); before, the header skeleton alone was
    // 0.02 and each change in the number of book levels 0.007.
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('paints the first banner the server names on home, before the app', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    const release = await holdScripts(page);
    await page.goto(`${app.baseUrl}/#/pages/index/index`, { waitUntil: 'commit' });
    const banner = page.locator('#tm-first-banner img');
    await banner.waitFor();
    // The server put the small file in the page: painted without a request.
    const file = fs.readFileSync(path.join(ROOT, 'apps/web/dist/banners/zero-fee.svg'));
    expect(await banner.getAttribute('src')).toBe(
      `data:image/svg+xml;base64,${file.toString('base64')}`,
    );
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#tm-first-banner img');
      return img?.complete && img.naturalWidth > 0;
    });

    release();
    await page.waitForSelector('[data-testid=home-banner]');
    await page.locator('#tm-first-paint').waitFor({ state: 'detached' });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('paints the trade price and the assets total in the frame, in the app’s format', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page, context } = browser;
    const errors: string[] = [];
    /** The frame's figure with every script held (a new tab), then the app's own once they run. */
    const figures = async (hash: string, appFigure: string) => {
      const tab = await context.newPage();
      tab.on('pageerror', (error) => errors.push(error.message));
      const release = await holdScripts(tab);
      await tab.goto(`${app.baseUrl}/#${hash}`, { waitUntil: 'commit' });
      await tab.waitForFunction(
        () => (document.getElementById('tm-first-figure')?.textContent ?? '') !== '',
      );
      const early = (await tab.locator('#tm-first-figure').textContent()) ?? '';
      expect(await tab.locator(`[data-testid=${appFigure}]`).count()).toBe(0);
      release();
      const figure = tab.locator(`[data-testid=${appFigure}]`);
      await figure.waitFor();
      await tab.locator('#tm-first-paint').waitFor({ state: 'detached' });
      const symbol = await tab.evaluate(
        () =>
          document.querySelector('[data-testid=pair-header]')?.getAttribute('data-symbol') ?? null,
      );
      const shown = (await figure.textContent()) ?? '';
      await tab.close();
      return [early, shown, symbol] as const;
    };
    // The price moves with the feed: the same pair, grouping and places, not the same value.
    const [shellPrice, appPrice, symbol] = await figures(
      '/pages/transaction/index?symbol=ETH%2FUSDT',
      'pair-price',
    );
    expect(symbol).toBe('ETH/USDT');
    const shape = (text: string) => text.replace(/\d/g, '9').replace(/^[9,]+/, 'N');
    expect(shellPrice).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
    expect(shape(shellPrice)).toBe(shape(appPrice));

    // The demo user's total does not move on its own: the very text the app then shows.
    const token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
    await signIn(page, app.baseUrl, token, '/pages/fund/assets');
    await page.waitForSelector('[data-testid=assets-total]');
    const [shellTotal, appTotal] = await figures('/pages/fund/assets', 'assets-total');
    expect(shellTotal).toBe(appTotal);
    expect(errors).toEqual([]);
  });
});
