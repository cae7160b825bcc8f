import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * "Verify my settlements" with the script feed: the demo user places a 30 s "up" option at a
 * recorded 40,000; the feed records 40,100 after expiry and the order settles as a win; Assets →
 * "Verify my settlements" recomputes it in the browser from the ticks and marks it ✓.
 */

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

  it('a settled option is recomputed from the tick log and shows ✓ with its close tick', async () => {
    await price('40000');
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
  });
});
