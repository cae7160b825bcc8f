import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dualOutcome } from '../apps/server/src/modules/dual/outcome';
import { apiCall, demoOperatorLogin, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { minus, money, nearest } from './support/decimal';
import { signIn, textOf } from './support/ui';

/**
 * The launchpad and dual investment journey, on the platform clock (TEST_CLOCK):
 * an operator opens a project and a dual product; the demo user subscribes twice (once in the
 * browser) for more than is for sale, the clock passes the end and the user sees the pro-rata
 * allocation with its formula and the refund, then the locked tokens after listing and their
 * unlock; the user buys the dual product seeing both outcomes first, the clock passes the
 * settlement time and the payout shows the recorded price and tick it came from.
 */

const DAY = 86_400;
const USDT = 3;
const BTC = 1;

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';
let operator = '';

const running = () => {
  if (!app) throw new Error('app not started');
  return app;
};
const page = (): Page => {
  if (!browser) throw new Error('browser not open');
  return browser.page;
};
const call = <T>(path: string, body?: Record<string, string>, as = token) =>
  apiCall<T>(running().baseUrl, path, { token: as, ...(body ? { body } : {}) });

/** The operator API takes JSON (nested prices, numeric times). */
async function operatorCall<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${running().baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: operator, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { type: string; message: T; code?: string };
  if (envelope.type !== 'ok')
    throw new Error(`${path}: ${envelope.code} ${JSON.stringify(envelope.message)}`);
  return envelope.message;
}

const clock = () => call<{ now: number }>('/dev/clock');
/** Moves the platform clock and runs every job once. */
const advanceTo = async (second: number) => {
  const { now } = await clock();
  if (second > now) await call('/dev/clock', { advance_seconds: String(second - now) });
};

/** Records a BTC/USDT price at the business clock's time. */
const btcPrice = (value: string) => call('/dev/price', { symbol: 'BTC/USDT', price: value });

const spot = (currencyId: number) =>
  call<{ available: string; frozen: string }>(`/wallet/detail?currency=${currencyId}&type=2`);

const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);
const url = (hashPath: string) => `${running().baseUrl}/#${hashPath}`;

interface Order {
  id: number;
  coin_amount: string;
  total_price: string;
  give_amount: string | null;
  paid: string | null;
  refunded: string | null;
  formula: string | null;
  status: string;
  unlock_at: number | null;
}

describe('launchpad and dual investment on the platform clock', () => {
  let project = { id: 0, currency_id: 0 };
  let start = 0;
  beforeAll(async () => {
    // The script feed records prices at the business clock's time: dual settlement only takes a
    // tick recorded within minutes before 08:00, which the simulated feed (wall-clock time)
    // cannot give once the test clock has moved days ahead.
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER);
    operator = await call<string>('/admin/login', demoOperatorLogin(), '');
    const { now } = await clock();
    start = now + 60;
    project = await operatorCall('/admin/launchpad/project', {
      title: 'Journey Token',
      token_code: 'JRNY',
      token_precision: 2,
      summary: { en: 'A project of the journey' },
      amount: '1000',
      min_amount: '10',
      max_amount: '5000',
      prices: { [String(USDT)]: '0.05' },
      warmup_at: now,
      start_at: start,
      end_at: start + DAY,
      listing_at: start + 2 * DAY,
      lock_days: 2,
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('subscribes in the browser and sees the payment frozen', async () => {
    await advanceTo(start);
    const before = await spot(USDT);
    await signIn(page(), running().baseUrl, token, '/pages/ieo/ieo');
    await byTestId(`ieo-project-${project.id}`).click();
    await byTestId('ieo-subscribe').waitFor();
    await page().locator('[data-testid=ieo-amount] input').fill('800');
    expect(await textOf(page(), 'ieo-cost')).toBe('40.00 USDT');
    await byTestId('ieo-subscribe').click();
    await byTestId('ieo-confirm-submit').click();
    await byTestId('ieo-order-status').first().waitFor();
    expect(await textOf(page(), 'ieo-order-status')).toBe('Awaiting allocation');
    // A second subscription by API: 1500 asked in total for 1000 for sale.
    await call('/project/order', {
      project_id: String(project.id),
      amount: '700',
      pay_currency: String(USDT),
    });
    const after = await spot(USDT);
    expect(minus(before.available, after.available)).toBe('75');
    expect(minus(after.frozen, before.frozen)).toBe('75');
  });

  it('after the end: pro-rata allocation with its formula, the rest refunded', async () => {
    const before = await spot(USDT);
    await advanceTo(start + DAY);
    const orders = (await call<{ data: Order[] }>('/user/project/order')).data;
    const byRequest = (amount: string) => orders.find((o) => o.coin_amount === amount)!;
    // 800 × 1000 / 1500 = 533.33…, 700 × 1000 / 1500 = 466.66… (2 decimals, rounded down).
    expect(byRequest('800')).toMatchObject({
      give_amount: '533.33',
      paid: '26.6665',
      refunded: '13.3335',
    });
    expect(byRequest('700')).toMatchObject({
      give_amount: '466.66',
      paid: '23.333',
      refunded: '11.667',
    });
    const after = await spot(USDT);
    expect(minus(before.frozen, after.frozen)).toBe('75');
    expect(minus(after.available, before.available)).toBe('25.0005');

    await page().goto(url('/pages/ieo/order'));
    const card = byTestId(`ieo-order-${byRequest('800').id}`);
    await card.locator('[data-testid=ieo-order-formula]').waitFor();
    expect(await textOf(card, 'ieo-order-formula')).toBe(byRequest('800').formula);
    expect(byRequest('800').formula).toContain('800 × 1000 / 1500');
    expect(await textOf(card, 'ieo-order-allocated')).toBe('533.33 JRNY');
    expect(await textOf(card, 'ieo-order-refunded')).toBe('13.33 USDT');
    expect(await textOf(card, 'ieo-order-explain')).toContain('13.33 USDT');
  });

  it('at listing the tokens are credited locked, and unlock on their day', async () => {
    await advanceTo(start + 2 * DAY);
    expect(await spot(project.currency_id)).toMatchObject({ available: '0', frozen: '999.99' });
    const orders = (await call<{ data: Order[] }>('/user/project/order')).data;
    const unlockAt = orders[0]!.unlock_at!;
    expect(orders.every((o) => o.status === 'locked')).toBe(true);
    await page().goto(url('/pages/ieo/order'));
    await page().reload();
    await byTestId('ieo-order-status').first().waitFor();
    expect(await textOf(page(), 'ieo-order-status')).toBe('Locked');
    const unlockText = await textOf(page(), 'ieo-order-unlock');
    expect(unlockText).toBe(
      `${new Date(unlockAt * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );

    await advanceTo(unlockAt + 60);
    expect(await spot(project.currency_id)).toMatchObject({ available: '999.99', frozen: '0' });
    await page().reload();
    await byTestId('ieo-order-status').first().waitFor();
    expect(await textOf(page(), 'ieo-order-status')).toBe('Unlocked');
  });

  it('buys a dual product seeing both outcomes, and sees it settle from the recorded tick', async () => {
    await btcPrice('950000');
    const { now } = await clock();
    const settleAt = Math.floor(now / DAY) * DAY + 2 * DAY + 8 * 3600;
    const { id } = await operatorCall<{ id: number }>('/admin/dual/product', {
      currency_id: BTC,
      type: 'call',
      exercise_price: '1000000',
      rate: '36.5',
      share_amount: '0.01',
      start_at: now - 60,
      end_at: settleAt,
      total_number: 100,
      user_limit: 10,
    });
    const before = await spot(BTC);
    await page().goto(url('/pages/invest/invest'));
    // Named for people, not by its code: what it does, the strike, the settlement day; the APR labelled.
    const productCard = byTestId(`dual-product-${id}`);
    await productCard.waitFor();
    const day = new Date(settleAt * 1000).getUTCDate();
    expect(await productCard.locator('[data-testid=dual-product-name]').textContent()).toMatch(
      new RegExp(`^BTC · Sell high at 1,000,000 · [A-Z][a-z]{2} ${day}$`),
    );
    expect(await productCard.locator('[data-testid=dual-product-apr]').textContent()).toBe(
      'APR 36.5%',
    );
    await productCard.click();
    await byTestId('dual-outcome-below').waitFor();
    await byTestId('dual-shares').locator('button').last().click();
    await page().waitForFunction(() =>
      document.querySelector('[data-testid=dual-cost]')?.textContent?.startsWith('0.02'),
    );
    const product = await call<{ day: number }>(`/dual/detail?id=${id}`);
    const below = dualOutcome(
      { type: 'call', total: '0.02', strike: '1000000', rate: '36.5', day: product.day },
      '1',
      {
        coin: 8,
        usdt: 6,
      },
    );
    const above = dualOutcome(
      { type: 'call', total: '0.02', strike: '1000000', rate: '36.5', day: product.day },
      '2000000',
      {
        coin: 8,
        usdt: 6,
      },
    );
    expect(await textOf(page(), 'dual-outcome-below')).toContain(`${money(below.amount, 8)} BTC`);
    expect(await textOf(page(), 'dual-outcome-above')).toContain(`${money(above.amount, 2)} USDT`);
    await byTestId('dual-buy').click();
    await byTestId('dual-confirm-submit').click();
    await page().waitForURL(/invest\/mine/);
    expect(minus(before.available, (await spot(BTC)).available)).toBe('0.02');

    await advanceTo(settleAt - 30);
    await btcPrice('987654.32');
    await advanceTo(settleAt + 60);
    const orders = (
      await call<{
        data: Array<{
          id: number;
          status: string;
          settle_price: string;
          settle_tick_ms: number;
          payout: string;
        }>;
      }>('/dual/dual_list', {})
    ).data;
    const order = orders[0]!;
    expect(order.status).toBe('settled');
    expect(order.settle_price).toBe('987654.32');
    expect(order.settle_tick_ms).toBeLessThanOrEqual(settleAt * 1000);
    expect(order.settle_tick_ms).toBeGreaterThanOrEqual((settleAt - 300) * 1000);
    const expected = dualOutcome(
      { type: 'call', total: '0.02', strike: '1000000', rate: '36.5', day: product.day },
      order.settle_price,
      { coin: 8, usdt: 6 },
    );
    expect(order.payout).toBe(expected.amount);
    expect(minus((await spot(BTC)).available, before.available)).toBe(
      minus(expected.amount, '0.02'),
    );

    await page().reload();
    await byTestId('dual-mine-tab-settled').click();
    const card = byTestId(`dual-order-${order.id}`);
    await card.waitFor();
    expect(await textOf(card, 'dual-order-payout')).toBe(`${money(expected.amount, 8)} BTC`);
    // Strike and settlement price at the BTC/USDT instrument's price decimals, as on the tick.
    const decimals = (await call<{ price_decimals: number }>(`/dual/detail?id=${id}`))
      .price_decimals;
    expect(await textOf(card, 'dual-order-strike')).toBe(nearest('1000000', decimals));
    expect(await textOf(card, 'dual-order-price')).toBe(nearest(order.settle_price, decimals));
    const tick = await textOf(card, 'dual-order-tick');
    expect(tick).toContain(nearest(order.settle_price, decimals));
    expect(tick).toContain(
      new Date(order.settle_tick_ms).toISOString().slice(0, 19).replace('T', ' '),
    );
  });
});
