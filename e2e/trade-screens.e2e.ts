import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, isMarketOpen, nextMarketOpen } from '@tidemark/contracts';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * The trade screens as a trader meets them on a 390×844 phone: the order form and its main
 * button on the first screen of every trading tab (the chart folds away), the Orders tab with
 * every product's orders in sub-tabs, the six-item tab bar with Mine, and a home page whose
 * markets start on the first screen.
 */

const SYMBOL = 'BTC/USDT';

describe('trade screens', () => {
  let app: RunningApp;
  let browser: OpenBrowser | undefined;
  let token: string;
  const page = () => browser!.page;
  const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;
  const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);
  const call = <T>(path: string, body?: Record<string, string>) =>
    apiCall<T>(app.baseUrl, path, { token, ...(body ? { body } : {}) });

  /** The element's box lies inside the viewport: seen without scrolling. */
  async function onFirstScreen(id: string): Promise<void> {
    const box = await byTestId(id).first().boundingBox();
    expect(box, id).not.toBeNull();
    const height = page().viewportSize()!.height;
    expect(box!.y, id).toBeGreaterThanOrEqual(0);
    // The tab bar covers the bottom of the screen.
    const tabBar = await byTestId('tab-bar').boundingBox();
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(tabBar ? tabBar.y : height);
  }

  beforeAll(async () => {
    app = await startApp();
    token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
    browser = await openBrowser({ app });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the order form and its main button without scrolling on every trading tab', async () => {
    await signIn(page(), app.baseUrl, token, `/pages/transaction/index?symbol=${SYMBOL}`);
    await byTestId('spot-panel').waitFor();
    expect(await byTestId('kline-chart').count()).toBe(0);
    await onFirstScreen('spot-submit');

    await byTestId('trade-tab-options').click();
    await byTestId('options-panel').waitFor();
    await onFirstScreen('options-up');
    await onFirstScreen('options-down');

    await byTestId('trade-tab-futures').click();
    await byTestId('lever-form').waitFor();
    await onFirstScreen('lever-submit');

    // The chart unfolds above the form on request, and folds again.
    await byTestId('chart-toggle').click();
    await byTestId('kline-chart').waitFor();
    expect(await byTestId('chart-toggle').getAttribute('aria-expanded')).toBe('true');
    await byTestId('chart-toggle').click();
    await page().waitForSelector('[data-testid=kline-chart]', { state: 'detached' });
  });

  it('lists spot orders, contract positions, option and earn orders under one Orders tab, every sub-tab', async () => {
    const instruments = await apiCall<Array<{ id: number; symbol: string; leverages: number[] }>>(
      app.baseUrl,
      '/market/instruments',
    );
    const btc = instruments.find((i) => i.symbol === SYMBOL && i.leverages.length > 0)!;
    const tickers = await apiCall<Array<{ symbol: string; now_price: string }>>(
      app.baseUrl,
      '/currency/quotation_new',
    );
    const last = tickers.find((t) => t.symbol === SYMBOL)!.now_price;
    // One order of each product, placed as the API's clients do; the spot bid rests 10% under
    // the price (whole dollars are on BTC/USDT's tick).
    const restingBid = String(Math.floor(Number(last) * 0.9));
    const spot = await call<{ id: number }>('/coin/trade', {
      legal_id: '3',
      currency_id: '1',
      type: '1',
      amount: '0.001',
      target_price: restingBid,
    });
    await call('/lever/submit', {
      symbol: SYMBOL,
      type: '1',
      share: '0.01',
      multiple: String(btc.leverages[0]),
    });
    await call('/microtrade/submit', {
      match_id: String(btc.id),
      currency_id: '3',
      type: '1',
      seconds: '30',
      number: '10',
    });

    await page().goto(url('/pages/index/index'));
    await byTestId('tab-orders').click();
    await byTestId('orders-tab').waitFor();
    expect(await byTestId('orders-tab').getAttribute('data-product')).toBe('coins');
    const spotRow = page().locator('[data-testid=spot-history-list] [data-testid=spot-order]');
    await spotRow.first().waitFor();
    expect(await spotRow.count()).toBe(1);
    expect(await spotRow.first().getAttribute('data-id')).toBe(String(spot.id));

    await byTestId('orders-product-futures').click();
    const position = page().locator(
      '[data-testid=lever-positions-list] [data-testid=lever-position]',
    );
    await position.first().waitFor();
    expect(await position.count()).toBe(1);
    expect(page().url()).toContain('product=futures');

    await byTestId('orders-product-options').click();
    await byTestId('option-order').first().waitFor();
    expect(await byTestId('option-order').count()).toBe(1);

    // The sub-tab is in the URL: a reload (or a shared link) opens the same list.
    await page().reload();
    await byTestId('option-order').first().waitFor();
    expect(await byTestId('orders-tab').getAttribute('data-product')).toBe('options');

    // Every sub-tab of every product: spot's finished lists, a closed contract under history,
    // and an earn (lock mining) order under Earn.
    await byTestId('orders-product-coins').click();
    await byTestId('spot-history-tab-filled').click();
    await page().waitForSelector('[data-testid=spot-history][data-status=filled]');
    await byTestId('spot-history-tab-cancelled').click();
    await page().waitForSelector('[data-testid=spot-history][data-status=cancelled]');
    expect(page().url()).toContain('status=cancelled');

    const [open] = (
      await call<{ order: { data: Array<{ id: number }> } }>('/lever/dealall', {
        status: '1',
        limit: '100',
      })
    ).order.data;
    await call('/lever/close', { id: String(open!.id) });
    await byTestId('orders-product-futures').click();
    await byTestId('lever-orders-tab-history').click();
    await page().locator(`[data-testid=lever-position][data-id="${open!.id}"]`).first().waitFor();
    expect(page().url()).toContain('tab=history');

    const lock = (
      await call<{ data: Array<{ id: number; currency_name: string; day: number }> }>(
        '/lh/deposit/config?limit=100',
      )
    ).data.find((p) => p.currency_name === 'USDT' && p.day === 7)!;
    const bought = await call<{ id: number }>('/lh/deposit', {
      config_id: String(lock.id),
      amount: '100',
      day_rate: '0.003',
      idempotency_key: 'e2e-orders-tab-lock-0001',
    });
    await byTestId('orders-product-earn').click();
    await byTestId(`earn-order-${bought.id}`).waitFor();
    expect(page().url()).toContain('product=earn');
  });

  it('has six tabs ending with Mine, and the markets start on the home screen', async () => {
    await page().goto(url('/pages/index/index'));
    await byTestId('home').waitFor();
    const tabs = await page()
      .locator('[data-testid=tab-bar] [data-testid^=tab-]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(tabs).toEqual([
      'tab-home',
      'tab-market',
      'tab-trade',
      'tab-orders',
      'tab-assets',
      'tab-mine',
    ]);
    await page().waitForSelector('[data-testid=home-ticker-list] [data-testid=ticker-row]');
    const firstRow = await page()
      .locator('[data-testid=home-ticker-list] [data-testid=ticker-row]')
      .first()
      .boundingBox();
    // Above the tab bar, which covers the bottom of the screen.
    const tabBar = await byTestId('tab-bar').boundingBox();
    expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(tabBar!.y);

    await byTestId('tab-mine').click();
    await byTestId('setting').waitFor();
    await byTestId('setting-logout').waitFor();
    expect(await byTestId('tab-mine').getAttribute('aria-current')).toBe('page');
  });

  it('opens stocks, forex and commodities on margin from the home Margin entry, with their hours', async () => {
    await signIn(page(), app.baseUrl, token, '/pages/index/index');
    await byTestId('quick-margin').click();
    await byTestId('traditional-trade').waitFor();
    expect(page().url()).toContain('/pages/transaction/index2');
    await byTestId('traditional-tab-forex').click();
    await page().waitForSelector('[data-testid=traditional-trade][data-kind=forex]');
    await page().waitForSelector('[data-testid=traditional-instrument][data-symbol="EUR/USD"]');
    const symbols = await byTestId('traditional-instrument').evaluateAll((chips) =>
      chips.map((chip) => chip.getAttribute('data-symbol')),
    );
    expect(symbols).toContain('EUR/USD');
    expect(symbols).not.toContain('BTC/USDT');
    await page().locator('[data-testid=traditional-instrument][data-symbol="GBP/USD"]').click();
    expect(decodeURIComponent(page().url())).toContain('symbol=GBP/USD');
    await byTestId('lever-panel').waitFor();
    // Weekday markets: open Monday to Friday (UTC); at the weekend the card names Monday 00:00.
    const now = Date.now();
    const open = isMarketOpen('weekdays', now);
    await page().waitForSelector(`[data-testid=market-hours][data-open="${open}"]`);
    if (!open) {
      const monday = formatDate(Math.floor(nextMarketOpen('weekdays', now)! / 1000), 'yyyy-mm-dd', {
        timeZone: 'UTC',
      });
      expect(await byTestId('market-next-open').textContent()).toContain(`${monday} 00:00 UTC`);
    }
  });
});
