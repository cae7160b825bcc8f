import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * Journeys of market data against the real server, its simulated feed and the
 * built web app: live home tickers, the BTC/USDT chart on every period with 30 days of
 * history and a live last bar, favourites that survive a reload, and search by part of a name.
 */

const DEMO = { user_string: 'demo@tidemark.dev', password: 'demo-pass-1' };
const DAY_S = 86_400;
const BACKFILL_DAYS = 30;
/** Bars the chart asks for per period (features/market/api/kline-history.ts). */
const CHART_LIMIT = 500;
const PERIOD_KEYS = ['line', '1m', '5m', '15m', '30m', '1h', '1D', '1W', '1M'] as const;
const PERIOD_OF: Record<(typeof PERIOD_KEYS)[number], string> = {
  line: '1min',
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1h': '60min',
  '1D': '1day',
  '1W': '1week',
  '1M': '1mon',
};

interface Bar {
  id: number;
  open: string;
  close: string;
  high: string;
  low: string;
  vol: string;
  time: number;
}

let browser: OpenBrowser | null = null;

async function fresh(app: RunningApp): Promise<OpenBrowser> {
  await browser?.close();
  browser = await openBrowser({ app });
  return browser;
}

afterAll(async () => {
  await browser?.close();
});

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const nowS = () => Math.floor(Date.now() / 1000);

async function envelope<T>(app: RunningApp, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api${path}`, init);
  const body = (await response.json()) as { type: string; code?: string; message: T };
  if (body.type !== 'ok')
    throw new Error(`${path}: ${body.code ?? ''} ${JSON.stringify(body.message)}`);
  return body.message;
}

async function bars(app: RunningApp, query: Record<string, string | number>): Promise<Bar[]> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${app.baseUrl}/api/currency/new_timeshar?${params.toString()}`);
  const body = (await response.json()) as { code: number; msg: string; data: Bar[] };
  expect(body.code).toBe(1);
  return body.data;
}

/** Polls `read` until `done` holds (or fails with the last value after `timeoutMs`). */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    value = await read();
  }
  return value;
}

describe('market (one day of history)', () => {
  let app: RunningApp;
  const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('home shows live tickers whose prices change without a reload', async () => {
    const b = await fresh(app);
    const { page } = b;
    await page.goto(url('/pages/index/index'));
    const rows = page.locator('[data-testid=home-ticker-list] [data-testid=ticker-row]');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBeGreaterThanOrEqual(5);
    // A marker in the page's memory: a reload would drop it.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const strip = page.locator('[data-testid=home-strip-item][data-symbol="BTC/USDT"]');
    const pricesNow = async () =>
      JSON.stringify([await strip.innerText(), await rows.allInnerTexts()]);
    const before = await pricesNow();
    await until(pricesNow, (now) => now !== before, 10_000);
    await expect(
      page.evaluate(() => (window as unknown as { marker?: string }).marker),
    ).resolves.toBe('same page');

    // Gainers come first by change, losers last; each tab re-sorts the live list.
    const changes = async () =>
      (
        await page
          .locator('[data-testid=home-ticker-list] [data-testid=ticker-change]')
          .allInnerTexts()
      ).map((text) => Number(text.replace('%', '')));
    const gainers = await changes();
    expect(gainers).toEqual([...gainers].sort((x, y) => y - x));
    await byTestId(page, 'home-tab-losers').click();
    await page.waitForSelector('[data-testid=home-ticker-list][data-tab=losers]');
    const losers = await changes();
    expect(losers).toEqual([...losers].sort((x, y) => x - y));

    // A row opens its pair view with the chart.
    const symbol = await rows.first().getAttribute('data-symbol');
    await rows.first().click();
    await page.waitForSelector(`[data-testid=pair-header][data-symbol="${symbol}"]`);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(
      `#/pages/transaction/index?symbol=${symbol}`,
    );
    expect(b.consoleErrors).toEqual([]);
  });

  it('market tabs list pairs by kind, sort by price, change and volume, and say when a market is closed', async () => {
    const b = await fresh(app);
    const { page } = b;
    await page.goto(url('/pages/market/market?tab=stock'));
    const rows = page.locator('[data-testid=market-panel-stock] [data-testid=ticker-row]');
    await rows.first().waitFor();
    const instruments = await envelope<
      Array<{ symbol: string; kind: string; market_open: boolean }>
    >(app, '/market/instruments');
    const stocks = instruments.filter((i) => i.kind === 'stock');
    await expect(rows.count()).resolves.toBe(stocks.length);
    await expect(
      page.locator('[data-testid=market-panel-stock] [data-testid=ticker-closed]').count(),
    ).resolves.toBe(stocks.filter((s) => !s.market_open).length);

    await byTestId(page, 'market-tab-coins').click();
    await page.waitForURL(/tab=coins/);
    const coinRows = page.locator('[data-testid=market-panel-coins] [data-testid=ticker-row]');
    await coinRows.first().waitFor();
    await expect(coinRows.count()).resolves.toBe(
      instruments.filter((i) => i.kind === 'crypto').length,
    );

    // The tabs stay on top while the list scrolls under them (a short screen, so the list scrolls).
    const screen = page.viewportSize()!;
    await page.setViewportSize({ width: screen.width, height: 480 });
    const topOf = (testId: string) =>
      page
        .locator(`[data-testid=${testId}]`)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const rowTop = () =>
      coinRows.nth(8).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const rowBefore = await rowTop();
    await page.evaluate(() => window.scrollBy(0, 400));
    await until(rowTop, (top) => top < rowBefore - 200, 3_000);
    expect(await topOf('market-tabs')).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await until(rowTop, (top) => top === rowBefore, 3_000);
    await page.setViewportSize(screen);

    const prices = async () =>
      (await coinRows.locator('[data-testid=ticker-price]').allInnerTexts()).map((t) =>
        Number(t.replace(/,/g, '')),
      );
    await byTestId(page, 'sort-price').click();
    await expect(byTestId(page, 'sort-price').getAttribute('data-direction')).resolves.toBe('desc');
    const desc = await prices();
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    await byTestId(page, 'sort-price').click();
    const asc = await prices();
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    await byTestId(page, 'sort-change').click();
    await expect(byTestId(page, 'sort-change').getAttribute('data-direction')).resolves.toBe(
      'desc',
    );
    await byTestId(page, 'sort-volume').click();
    await expect(byTestId(page, 'sort-volume').getAttribute('data-direction')).resolves.toBe(
      'desc',
    );

    await byTestId(page, 'market-tab-futures').click();
    const futureRows = page.locator('[data-testid=market-panel-futures] [data-testid=ticker-row]');
    await until(
      () => futureRows.count(),
      (n) => n === instruments.length,
      5_000,
    );
    expect(b.consoleErrors).toEqual([]);
  });

  it('a favourite added on the pair view shows in the favourites tab after a reload', async () => {
    const b = await fresh(app);
    const { page } = b;
    await page.goto(url('/pages/market/market?tab=favourites'));
    await byTestId(page, 'favourites-login').waitFor();

    const token = await envelope<string>(app, '/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(DEMO).toString(),
    });
    // The session as the shell stores it (shared/storage: raw token under `token`).
    await page.evaluate((value) => {
      localStorage.setItem('storage_version', '1');
      localStorage.setItem('token', value);
    }, token);
    await page.reload();
    await byTestId(page, 'favourites-empty').waitFor();

    await page.goto(url('/pages/transaction/index?symbol=ETH/USDT'));
    const star = byTestId(page, 'favourite-star');
    await page.waitForSelector('[data-testid=favourite-star][data-on=false]:not([disabled])');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/optional/add'));
    await star.click();
    await saved;
    await page.waitForSelector('[data-testid=favourite-star][data-on=true]');

    await page.goto(url('/pages/market/market?tab=favourites'));
    await page.reload();
    const favourite = page.locator('[data-testid=favourites-list] [data-testid=ticker-row]');
    await favourite.first().waitFor();
    await expect(favourite.count()).resolves.toBe(1);
    await expect(favourite.first().getAttribute('data-symbol')).resolves.toBe('ETH/USDT');
    const list = await envelope<Array<{ symbol: string }>>(app, '/optional/list', {
      headers: { authorization: token },
    });
    expect(list.map((t) => t.symbol)).toEqual(['ETH/USDT']);

    // And the star takes it away again.
    await favourite.first().click();
    await page.waitForSelector('[data-testid=favourite-star][data-on=true]:not([disabled])');
    await byTestId(page, 'favourite-star').click();
    await page.waitForSelector('[data-testid=favourite-star][data-on=false]');
    await page.goto(url('/pages/market/market?tab=favourites'));
    await byTestId(page, 'favourites-empty').waitFor();
    expect(b.consoleErrors).toEqual([]);
  });

  it('search finds a pair by part of its name, offers hot searches and remembers what was viewed', async () => {
    const b = await fresh(app);
    const { page } = b;
    await page.goto(url('/pages/market/search'));
    const hot = page.locator('[data-testid=search-hot] button');
    await hot.first().waitFor();
    const expectedHot = (await envelope<{ hot: string[] }>(app, '/market/search?q=')).hot;
    await expect(hot.allInnerTexts()).resolves.toEqual(expectedHot);

    await page.locator('[data-testid=search-input] input').fill('dog');
    const result = page.locator('[data-testid=search-results] [data-testid=ticker-row]');
    await result.first().waitFor();
    await expect(result.first().getAttribute('data-symbol')).resolves.toBe('DOGE/USDT');
    await result.first().click();
    await page.waitForSelector('[data-testid=pair-header][data-symbol="DOGE/USDT"]');

    await page.goto(url('/pages/market/search'));
    const recent = page.locator('[data-testid=search-recent] button');
    await recent.first().waitFor();
    await expect(recent.allInnerTexts()).resolves.toEqual(['DOGE/USDT']);
    await page.reload();
    await recent.first().waitFor();
    await byTestId(page, 'search-recent-clear').click();
    await expect(recent.count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => localStorage.getItem('market_recent_pairs')),
    ).resolves.toBeNull();

    await page.locator('[data-testid=search-input] input').fill('zzzz');
    await byTestId(page, 'search-empty').waitFor();
    expect(b.consoleErrors).toEqual([]);
  });
});

describe('market chart (30 days of history)', () => {
  let app: RunningApp;
  const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;

  beforeAll(async () => {
    app = await startApp({
      FEED_BACKFILL_DAYS: String(BACKFILL_DAYS),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    // The backfill runs in the background after start-up and the live feed starts after it:
    // wait until BTC/USDT ticks again.
    await until(
      () =>
        envelope<Array<{ symbol: string; ts: number; stale: boolean }>>(
          app,
          '/currency/quotation_new',
        ),
      (list) => list.some((t) => t.symbol === 'BTC/USDT' && !t.stale && t.ts > Date.now() - 5_000),
      280_000,
    );
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('new_timeshar holds BTC/USDT history in every period: 1-minute bars for 2 days, 5-minute for 7, longer for all 30', async () => {
    // The history fills in behind the live feed on a new data folder: wait until it is written.
    await until(
      () => bars(app, { symbol: 'BTC/USDT', period: '1day', limit: 100 }),
      (daily) => daily.length >= BACKFILL_DAYS,
      120_000,
    );
    // Every bar period has bars from as far back as it reaches (a window there) and from today.
    const windows: Record<string, { span: number; reachDays: number }> = {
      '1min': { span: 3600, reachDays: 2 },
      '5min': { span: 6 * 3600, reachDays: 7 },
      '15min': { span: DAY_S, reachDays: BACKFILL_DAYS },
      '30min': { span: DAY_S, reachDays: BACKFILL_DAYS },
      '60min': { span: DAY_S, reachDays: BACKFILL_DAYS },
    };
    for (const [period, { span, reachDays }] of Object.entries(windows)) {
      const from = nowS() - (reachDays - 0.5) * DAY_S;
      const early = await bars(app, {
        symbol: 'BTC/USDT',
        period,
        from,
        to: from + span,
        limit: 2000,
      });
      expect(early.length, period).toBeGreaterThanOrEqual(
        span / Number(period.replace('min', '')) / 60 - 2,
      );
      const recent = await bars(app, { symbol: 'BTC/USDT', period, limit: 1 });
      expect(recent[0]!.id, period).toBeGreaterThan(nowS() - DAY_S);
    }
    const oldest = nowS() - (BACKFILL_DAYS - 0.5) * DAY_S;
    const daily = await bars(app, { symbol: 'BTC/USDT', period: '1day', limit: 100 });
    expect(daily.length).toBeGreaterThanOrEqual(BACKFILL_DAYS);
    expect(daily[0]!.id).toBeLessThanOrEqual(oldest);
    for (const period of ['1week', '1mon']) {
      const list = await bars(app, { symbol: 'BTC/USDT', period, limit: 100 });
      expect(list.length, period).toBeGreaterThanOrEqual(1);
      expect(list[0]!.id, period).toBeLessThanOrEqual(oldest);
    }
    // The hourly history is whole: one bar per hour over the 30 days.
    const hourly = await bars(app, { symbol: 'BTC/USDT', period: '60min', limit: 2000 });
    expect(hourly.length).toBeGreaterThanOrEqual(BACKFILL_DAYS * 24 - 1);
  });

  it('the BTC/USDT chart shows history on every period and a live last bar', async () => {
    const b = await fresh(app);
    const { page } = b;
    await page.goto(url('/pages/transaction/index?symbol=BTC/USDT'));
    await page.waitForSelector('[data-testid=pair-header][data-symbol="BTC/USDT"]');
    await expect(byTestId(page, 'pair-price').innerText()).resolves.toMatch(
      /^\d{1,3}(,\d{3})*\.\d{2}$/,
    );
    // Under the folded chart: the spot order form of the coins tab.
    await byTestId(page, 'spot-panel').waitFor();
    await expect(byTestId(page, 'kline-chart').count()).resolves.toBe(0);
    // One tap unfolds it above the form.
    await byTestId(page, 'chart-toggle').click();
    const chart = byTestId(page, 'kline-chart');

    for (const key of PERIOD_KEYS) {
      await byTestId(page, `chart-period-${key}`).click();
      await page.waitForSelector(
        `[data-testid=chart-box][data-period="${PERIOD_OF[key]}"][data-loading=false]`,
      );
      const expected = await bars(app, {
        symbol: 'BTC/USDT',
        period: PERIOD_OF[key],
        limit: CHART_LIMIT,
      });
      // The chart draws what the API holds (plus at most one bar that formed meanwhile). Its
      // bars are set just after the loading flag drops, so the count is read once drawn.
      await expect
        .poll(async () => Number(await chart.getAttribute('data-bar-count')), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(Math.max(1, expected.length - 1));
      const count = Number(await chart.getAttribute('data-bar-count'));
      const first = Number(await chart.getAttribute('data-first-time'));
      expect(count, key).toBeGreaterThanOrEqual(Math.max(1, expected.length - 1));
      expect(count, key).toBeLessThanOrEqual(expected.length + 1);
      if (key === '1D') expect(first).toBeLessThanOrEqual(nowS() - (BACKFILL_DAYS - 1) * DAY_S);
      if (['1m', '5m', '15m', '30m', '1h'].includes(key))
        expect(count, key).toBeGreaterThanOrEqual(CHART_LIMIT);
      await expect(chart.getAttribute('data-mode')).resolves.toBe(
        key === 'line' ? 'line' : 'candles',
      );
    }

    // The live bar: kline events for the shown period reach the chart and move its last bar.
    await byTestId(page, 'chart-period-1m').click();
    await page.waitForSelector('[data-testid=chart-box][data-period="1min"][data-loading=false]');
    const live = async () => ({
      updates: Number(await chart.getAttribute('data-live-updates')),
      last: `${await chart.getAttribute('data-last-time')}:${await chart.getAttribute('data-last-close')}`,
    });
    const start = await live();
    const later = await until(
      live,
      (now) => now.updates >= start.updates + 2 && now.last !== start.last,
      15_000,
    );
    expect(Number(later.last.split(':')[0])).toBeGreaterThanOrEqual(nowS() - 120);

    // Scrolling back loads older history (the next page ends before the oldest bar shown).
    const firstBefore = Number(await chart.getAttribute('data-first-time'));
    const area = (await chart.boundingBox())!;
    for (let drag = 0; drag < 30; drag += 1) {
      if (Number(await chart.getAttribute('data-bar-count')) > CHART_LIMIT + 1) break;
      await page.mouse.move(area.x + 40, area.y + area.height / 2);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width - 60, area.y + area.height / 2, { steps: 6 });
      await page.mouse.up();
      await page.waitForTimeout(250);
    }
    await until(
      () => chart.getAttribute('data-bar-count'),
      (count) => Number(count) >= 2 * CHART_LIMIT,
      10_000,
    );
    // A drag that lands while a page is still being drawn may ask for one more page, so the
    // history grows by whole pages, each ending right before the oldest bar shown — no gap.
    const firstAfter = Number(await chart.getAttribute('data-first-time'));
    const pages = (firstBefore - firstAfter) / (CHART_LIMIT * 60);
    expect(Number.isInteger(pages) && pages >= 1, `moved back ${firstBefore - firstAfter} s`).toBe(
      true,
    );
    expect(Number(await chart.getAttribute('data-bar-count'))).toBeGreaterThanOrEqual(
      (pages + 1) * CHART_LIMIT,
    );

    // The pair picker switches pairs in place.
    await byTestId(page, 'pair-picker-open').click();
    await page.locator('[data-testid=pair-picker-list] [data-symbol="ETH/USDT"]').click();
    await page.waitForSelector('[data-testid=pair-header][data-symbol="ETH/USDT"]');
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('symbol=ETH/USDT');
    await page.waitForSelector('[data-testid=chart-box][data-loading=false]');
    await expect(chart.getAttribute('data-bar-count')).resolves.not.toBe('0');
    expect(b.consoleErrors).toEqual([]);
  });
});
