import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareDecimals } from '@tidemark/contracts';
import enOptions from '../apps/web/src/locales/en/options.json';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { money, nearest } from './support/decimal';
import { signIn, textOf, waitForText } from './support/ui';

/**
 * The seconds-options journey against the real server, its simulated feed (a tick a
 * second) and the built web app, in Chromium. The demo user starts with 500 USDT in the
 * seconds (micro) account. A 30 s "up" order of 20 USDT is placed through the confirmation
 * sheet; the countdown ends in the result with both recorded ticks shown, the balance moves by
 * exactly what the result says, and the order appears in the history and on its own page.
 */

const SYMBOL = 'BTC/USDT';
const START = '500';
const STAKE = '20';

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';

function running(): RunningApp {
  if (!app) throw new Error('app not started');
  return app;
}
function page(): Page {
  if (!browser) throw new Error('browser not open');
  return browser.page;
}
const call = <T>(path: string, body?: Record<string, string>) =>
  apiCall<T>(running().baseUrl, path, { token, ...(body ? { body } : {}) });

interface Order {
  id: number;
  type: number;
  seconds: number;
  number: string;
  status: number;
  profit_result: number | null;
  open_price: string;
  end_price: string | null;
  open_tick_ms: number;
  end_tick_ms: number | null;
  expires_at_ms: number;
  payout: string | null;
}

const microAvailable = async () => {
  const currencies = await call<Array<{ id: number; user_wallet: { available: string } | null }>>(
    '/microtrade/payable_currencies',
  );
  const usdt = currencies.find((c) => c.id === 3);
  if (!usdt?.user_wallet) throw new Error('no USDT wallet');
  return usdt.user_wallet.available;
};

const url = (hashPath: string) => `${running().baseUrl}/#${hashPath}`;
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);
const TRADE_PATH = `/pages/transaction/index?symbol=${SYMBOL}&tab=options`;
const text = (id: string) => textOf(page(), id);

describe('seconds options', () => {
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('visitors see the periods with their payouts and are asked to log in', async () => {
    await page().goto(url(TRADE_PATH));
    await byTestId('options-panel').waitFor();
    for (const [seconds, payout] of [
      [30, '80'],
      [60, '82'],
      [120, '85'],
      [300, '88'],
    ] as const)
      expect(await text(`options-period-${seconds}`)).toContain(`${payout}%`);
    expect(await text('options-up')).toBe(enOptions.panel.login);
    await byTestId('options-up').click();
    await page().waitForURL(/#\/pages\/common\/login\?redirect=/);
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('a 30 s order counts down and settles on the recorded ticks, both shown; the balance moves exactly', async () => {
    await signIn(page(), running().baseUrl, token, TRADE_PATH);
    await byTestId('options-panel').waitFor();
    await waitForText(page(), 'options-available', `${money(START, 2)} USDT`);

    // The form's own check: below the period's minimum, in the server's words.
    await byTestId('options-period-30').click();
    await byTestId('options-amount').locator('input').fill('5');
    await byTestId('options-up').click();
    await byTestId('options-problem').waitFor();

    await byTestId('options-amount').locator('input').fill(STAKE);
    expect(await text('options-profit')).toBe('+16.00 USDT');
    await byTestId('options-up').click();
    await byTestId('options-confirm').waitFor();
    expect(await text('options-confirm-amount')).toContain(STAKE);
    await byTestId('options-confirm-submit').click();

    // The countdown sheet, then the result in it.
    await byTestId('options-order-sheet').waitFor();
    await byTestId('option-countdown-time').waitFor();
    // While open: the live price from the ticker socket against the entry price line.
    await byTestId('option-live-chart').waitFor();
    // A horizontal line has no height, so it counts as hidden: it only has to be drawn.
    await byTestId('option-live-entry-line').waitFor({ state: 'attached' });
    const firstLive = await text('option-live-price');
    expect(firstLive).toMatch(/^[\d,]+\.\d{2}$/);
    await expect
      .poll(
        async () =>
          (await byTestId('option-live-chart').locator('polyline').getAttribute('points'))?.split(
            ' ',
          ).length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1);
    const placed = (await call<{ data: Order[] }>('/microtrade/lists?limit=5')).data[0]!;
    expect(placed).toMatchObject({ type: 1, seconds: 30, number: STAKE, status: 1 });
    // Expiry is 30 s after acceptance; the open tick is the last one recorded before it (never stale).
    expect(placed.expires_at_ms - placed.open_tick_ms).toBeGreaterThanOrEqual(30_000);
    expect(placed.expires_at_ms - placed.open_tick_ms).toBeLessThan(40_000);
    expect(await microAvailable()).toBe('480');

    await byTestId('option-outcome').waitFor({ timeout: 60_000 });
    const order = await call<Order>(`/microtrade/get_result?id=${placed.id}`);
    expect(await text('options-order-sheet-title')).toBe(enOptions.countdown.settledTitle);
    expect(order.status).toBe(3);
    expect(order.end_tick_ms).toBeGreaterThanOrEqual(order.expires_at_ms);
    expect(order.open_price).toBe(placed.open_price);
    // Both ticks, as recorded, on the screen.
    expect(await text('option-open-price')).toBe(nearest(order.open_price, 2));
    expect(await text('option-close-price')).toBe(nearest(order.end_price!, 2));
    // The result follows from the two prices alone.
    const move = compareDecimals(order.end_price!, order.open_price);
    const expected = move > 0 ? 'win' : move < 0 ? 'loss' : 'tie';
    expect(await byTestId('option-outcome').getAttribute('data-outcome')).toBe(expected);
    const payout = { win: '36', loss: '0', tie: '20' }[expected];
    expect(order.payout).toBe(payout);
    expect(await microAvailable()).toBe({ win: '516', loss: '480', tie: '500' }[expected]);

    // The history tab lists it; its page shows both ticks and the explanation.
    await byTestId('options-order-detail').click();
    await byTestId('option-detail').waitFor();
    expect(await byTestId('option-detail').getAttribute('data-status')).toBe('3');
    expect(await text('option-detail-id')).toBe(String(order.id));
    expect(await text('option-close-time')).not.toBe('');
    await byTestId('option-explain-outcome').waitFor();
    await page().goto(url('/pages/transaction/seconds_order?product=options'));
    await byTestId('option-order').first().waitFor();
    expect(await byTestId('option-order').count()).toBe(1);
    expect(browser?.consoleErrors).toEqual([]);
  });
});
