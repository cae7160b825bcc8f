import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enLever from '../apps/web/src/locales/en/lever.json';
import enSpot from '../apps/web/src/locales/en/spot.json';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { decimal, minus, towardsZero, units } from './support/decimal';
import { signIn as signInAt, toast as toastIn, waitForText as waitForTextIn } from './support/ui';

/**
 * A market buy sized by its total and a stop-limit order, placed through the spot order form
 * against the real server and the built web app, in Chromium. The demo user starts with
 * 10,000 USDT in spot. The buy by total spends at most its total and holds nothing after; the
 * stop-limit waits (its funds held) in the open orders as "Waiting for stop", and its cancel
 * gives every held cent back.
 */

const SYMBOL = 'BTC/USDT';
const TRADE_PATH = `/pages/transaction/index?symbol=${SYMBOL}`;

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';

const running = () => {
  if (!app) throw new Error('app not started');
  return app;
};
const page = (): Page => {
  if (!browser) throw new Error('browser not open');
  return browser.page;
};
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);

const call = <T>(path: string, init: { auth?: boolean; body?: Record<string, string> } = {}) =>
  apiCall<T>(running().baseUrl, path, {
    ...(init.auth ? { token } : {}),
    ...(init.body ? { body: init.body } : {}),
  });

interface Order {
  id: number;
  status: number;
  amount: string;
  quote_qty: string | null;
  stop_price: string | null;
  stop_state: string | null;
  target_price: string;
  deal_amount: string;
  deal_money: string;
}
interface Balance {
  quote: { available: string; frozen: string };
}
const balance = () => call<Balance>(`/coin/balance?symbol=${SYMBOL}`, { auth: true });
const orders = async () =>
  (await call<{ data: Order[] }>('/coin/list?limit=100', { auth: true })).data;

async function referencePrice(): Promise<string> {
  const tickers =
    await call<Array<{ symbol: string; now_price: string }>>('/currency/quotation_new');
  const ticker = tickers.find((t) => t.symbol === SYMBOL);
  if (!ticker) throw new Error('no BTC/USDT ticker');
  return ticker.now_price;
}
/** `value` × permille / 1000, rounded down to the cent (BTC/USDT's tick). */
const priceAt = (value: string, permille: number) =>
  towardsZero(decimal((units(value) * BigInt(permille)) / 1000n), 2);

describe('spot: buy by total and stop-limit', () => {
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser();
    token = await call<string>('/user/login', { body: DEMO_USER });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a market buy by total spends at most its total and holds nothing once done', async () => {
    await signInAt(page(), running().baseUrl, token, TRADE_PATH);
    await byTestId('spot-panel').waitFor();
    await waitForTextIn(page(), 'spot-available', '10,000.00 USDT');
    const before = await balance();

    await byTestId('spot-side-buy').click();
    await byTestId('spot-kind-market').click();
    await byTestId('spot-by-total').click();
    // The form's own check first: nothing typed is no total.
    await byTestId('spot-submit').click();
    await waitForTextIn(page(), 'spot-form-error', 'Please enter a correct total to spend');
    await page().locator('#spot-quote-qty').fill('100');
    await waitForTextIn(page(), 'spot-total', '100.00 USDT');
    await byTestId('spot-submit').click();
    await byTestId('spot-confirm').waitFor();
    await expect(byTestId('spot-confirm-kind').textContent()).resolves.toBe(enSpot.kind.market);
    await expect(byTestId('spot-confirm-total').textContent()).resolves.toBe('100.00 USDT');
    await byTestId('spot-confirm-submit').click();
    await toastIn(page(), enSpot.order.filled);

    const [bought] = await orders();
    expect(bought?.quote_qty).toBe('100');
    expect(bought?.status).toBe(2);
    expect(units(bought!.deal_money) <= units('100')).toBe(true);
    const after = await balance();
    expect(after.quote.frozen).toBe('0');
    expect(after.quote.available).toBe(minus(before.quote.available, bought!.deal_money));
  });

  it('a stop-limit buy waits in the open orders with its funds held, and its cancel releases them', async () => {
    const before = await balance();
    const ref = await referencePrice();
    const stop = priceAt(ref, 1020);
    const limit = priceAt(ref, 1021);

    await byTestId('spot-kind-stop').click();
    await page().locator('#spot-stop-price').fill(stop);
    await page().locator('#spot-price').fill(limit);
    await page().locator('#spot-amount').fill('0.01');
    await byTestId('spot-submit').click();
    await byTestId('spot-confirm').waitFor();
    await expect(byTestId('spot-confirm-kind').textContent()).resolves.toBe(enSpot.kind.stop);
    await byTestId('spot-confirm-stop-note').waitFor();
    await byTestId('spot-confirm-submit').click();
    await toastIn(page(), enSpot.order.stopPlaced);

    const waiting = byTestId('spot-open-list').locator('[data-testid=spot-order]');
    await waiting.first().waitFor();
    await expect(
      waiting.first().locator('[data-testid=spot-order-stop-state]').textContent(),
    ).resolves.toBe(enSpot.orders.stopState.waiting);
    const [placed] = await orders();
    expect(placed).toMatchObject({ stop_price: stop, stop_state: 'waiting', status: 1 });
    const held = await balance();
    expect(held.quote.frozen).not.toBe('0');

    await waiting.first().locator('[data-testid=spot-order-cancel]').click();
    await page().locator('.adm-dialog-footer button').last().click();
    await toastIn(page(), enSpot.orders.cancelDone);
    const [cancelled] = await orders();
    expect(cancelled?.status).toBe(3);
    expect(await balance()).toEqual(before);
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('a contract stop-limit long waits as "Waiting for stop" with margin and fee held, and its cancel releases them', async () => {
    interface Deal {
      user_lever: string;
    }
    const deal = () => call<Deal>('/lever/deal', { auth: true, body: { symbol: SYMBOL } });
    const before = await deal();
    await signInAt(page(), running().baseUrl, token, `${TRADE_PATH}&tab=futures`);
    await byTestId('lever-panel').waitFor();
    const ref = await referencePrice();
    await byTestId('lever-leverage-10').click();
    await byTestId('lever-kind-stop').click();
    await page().locator('#lever-stop-price').fill(priceAt(ref, 1020));
    // A long's limit above its stop is refused by the form, in the server's words.
    await page().locator('#lever-price').fill(priceAt(ref, 1021));
    await page().locator('#lever-lots').fill('0.05');
    await byTestId('lever-submit').click();
    await waitForTextIn(
      page(),
      'lever-form-error',
      'A stop-limit long needs a limit price at or below its stop price, a stop-limit short at or above it',
    );
    await page().locator('#lever-price').fill(priceAt(ref, 1019));
    await byTestId('lever-submit').click();
    await byTestId('lever-confirm').waitFor();
    await expect(byTestId('lever-confirm-kind').textContent()).resolves.toBe(enLever.kind.stop);
    await byTestId('lever-confirm-submit').click();
    await toastIn(page(), enLever.placed.stop);

    const waiting = page().locator('[data-testid=lever-position-waiting][data-stop=waiting]');
    await waiting.first().waitFor();
    await expect(waiting.first().textContent()).resolves.toBe(enLever.position.stopState.waiting);
    expect(units((await deal()).user_lever) < units(before.user_lever)).toBe(true);

    const item = page().locator('[data-testid=lever-position]', { has: waiting.first() });
    await item.locator('[data-testid=lever-position-cancel]').click();
    await page().locator('.adm-dialog-footer button').last().click();
    await page().waitForFunction(
      () => !document.querySelector('[data-testid=lever-position-waiting][data-stop=waiting]'),
    );
    expect((await deal()).user_lever).toBe(before.user_lever);
    expect(browser?.consoleErrors).toEqual([]);
  });
});
