import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * "Verify my settlements" with the script feed: the demo user places a 30 s "up" option at a
 * recorded 40,000 and copies 0.5 lots of a demo trader, who opens a long with a take-profit at
 * 40,050; the feed records 40,100 after expiry: the order settles as a win, and the trader's
 * take-profit closes the trader's long and the copy with it. Assets → "Verify my settlements"
 * recomputes both in the browser from the ticks (the copy against its trader's close) and marks
 * each ✓.
 */

const TRADER = { user_string: 'trader1@tidemark.dev', password: 'demo-pass-1' };

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';

const base = () => app!.baseUrl;
const page = () => browser!.page;
const price = (value: string) =>
  apiCall(base(), '/dev/price', { body: { symbol: 'BTC/USDT', price: value } });

interface Order {
  id: number;
  status: number;
  expires_at_ms: number;
}

describe('verify my settlements journey', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    token = await apiCall<string>(base(), '/user/login', { body: DEMO_USER });
    browser = await openBrowser({ app });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a settled option and a copy closed with its trader show ✓ with their close ticks', async () => {
    await price('40000');
    const traderToken = await apiCall<string>(base(), '/user/login', { body: TRADER });
    const trader = await apiCall<{ id: number }>(base(), '/user/info', { token: traderToken });
    await apiCall(base(), '/follow/acceptAgreement', { token, body: { version: '1' } });
    await apiCall(base(), '/follow/follow', {
      token,
      body: { trader_user_id: String(trader.id), type: '2', number: '0.5' },
    });
    await apiCall(base(), '/lever/submit', {
      token: traderToken,
      body: {
        symbol: 'BTC/USDT',
        type: '1',
        share: '1',
        multiple: '10',
        target_profit_price: '40050',
      },
    });
    const order = await apiCall<Order>(base(), '/microtrade/submit', {
      token,
      body: { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '20' },
    });
    // The first tick at or after expiry decides it.
    while (Date.now() < order.expires_at_ms + 200) await new Promise((r) => setTimeout(r, 500));
    await price('40100');
    for (let i = 0; i < 60; i++) {
      const now = await apiCall<Order>(base(), '/microtrade/get_result', {
        token,
        body: { id: String(order.id) },
      });
      if (now.status !== 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    await signIn(page(), base(), token, '/pages/fund/assets');
    await page().locator('[data-testid="verify-link"]').click();
    await page().waitForURL(/#\/pages\/fund\/verify_settlements/);
    const row = page().locator(`[data-testid="verify-row"][data-id="${order.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-kind')).toBe('options');
    expect(await row.getAttribute('data-ok')).toBe('yes');
    expect(await row.locator('[data-testid="verify-mark"]').textContent()).toBe('✓');
    expect(await row.textContent()).toContain('40100');

    // The copy has no take-profit of its own: it closed on its trader's, at the same tick.
    const copies = await apiCall<{ data: { id: number }[] }>(
      base(),
      '/follow/myCopies?status=3&limit=100',
      { token },
    );
    expect(copies.data.length).toBe(1);
    const copy = page().locator(`[data-testid="verify-row"][data-id="${copies.data[0]!.id}"]`);
    await copy.waitFor();
    expect(await copy.getAttribute('data-kind')).toBe('copy_closes');
    expect(await copy.getAttribute('data-ok')).toBe('yes');
    expect(await copy.locator('[data-testid="verify-mark"]').textContent()).toBe('✓');
    expect(await copy.textContent()).toContain('take-profit');
  });
});
