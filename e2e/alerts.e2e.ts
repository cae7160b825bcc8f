import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAlerts from '../apps/web/src/locales/en/alerts.json';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn, toast } from './support/ui';

/**
 * Price alerts with the script feed: from the pair view's bell the demo user sets "BTC/USDT
 * rises to 41,000" at 40,000; the feed records 41,500; the open app shows the notice at once,
 * the alert reads fired, and the inbox holds the message in English; Mine lists it too.
 */

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';

const base = () => app!.baseUrl;
const page = () => browser!.page;

async function price(value: string) {
  await apiCall(base(), '/dev/price', { body: { symbol: 'BTC/USDT', price: value } });
}

describe('price alerts journey', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    token = await apiCall<string>(base(), '/user/login', { body: DEMO_USER });
    browser = await openBrowser({ app });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('an alert set from the pair view fires on a recorded price: toast, fired status, inbox message', async () => {
    await price('40000');
    await signIn(page(), base(), token, '/pages/transaction/index?symbol=BTC/USDT');
    await page().locator('[data-testid="alert-bell"]').click();
    await page().waitForURL(/#\/pages\/setting\/alerts\?symbol=BTC/);
    await page().locator('[data-testid="alerts-list-empty"]').waitFor();

    await page().locator('[data-testid="alerts-add"]').click();
    await page().waitForFunction(
      () =>
        document.querySelector('[data-testid="alert-add-current"]')?.textContent?.trim() ===
        '40,000.00',
    );
    await page().locator('[data-testid="alert-add-price"] input').fill('41000');
    await page().locator('[data-testid="alert-add-submit"]').click();
    const item = page().locator('[data-testid="alert-item"]').first();
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('active');
    expect(await item.locator('[data-testid="alert-condition"]').textContent()).toBe(
      `${enAlerts.above} 41,000.00 · ${enAlerts.once}`,
    );

    await price('40500');
    await price('41500');
    await toast(page(), 'BTC/USDT reached 41,500 (target 41,000)');
    await page().waitForFunction(
      () =>
        document.querySelector('[data-testid="alert-item"]')?.getAttribute('data-status') ===
        'fired',
    );

    await page().goto(`${base()}/#/pages/setting/message`);
    const message = page().locator('[data-testid="message-item"][data-kind="price_alert"]');
    await message.waitFor();
    expect(await message.locator('[data-testid="message-title"]').textContent()).toBe(
      'Price alert: BTC/USDT',
    );
    expect(await message.locator('[data-testid="message-content"]').textContent()).toBe(
      'BTC/USDT reached 41,500 (your target 41,000).',
    );

    // Mine lists every alert, of all pairs.
    await page().goto(`${base()}/#/pages/setting/setting`);
    await page().locator('[data-testid="setting-alerts"]').click();
    await page().waitForURL(/#\/pages\/setting\/alerts$/);
    const listed = page().locator('[data-testid="alert-item"]').first();
    await listed.waitFor();
    expect(await listed.getAttribute('data-status')).toBe('fired');
    expect(await listed.locator('[data-testid="alert-fired"]').textContent()).toContain(
      'Fired at 41,500.00',
    );
  }, 120_000);
});
