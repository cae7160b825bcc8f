import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EarnProduct } from '@tidemark/contracts';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { pullDown, signIn, textOf } from './support/ui';

/**
 * The Assets total is what the platform owes the user: after the demo user moves 500 USDT into
 * lock mining, the page still shows a total equal to the sum of the rows it lists (the lock
 * mining row among them), not the accounts alone.
 */

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
const call = <T>(p: string, body?: Record<string, string>, auth = true) =>
  apiCall<T>(running().baseUrl, p, { ...(auth ? { token } : {}), ...(body ? { body } : {}) });

/** "1,234.56 USDT" → 123456 (cents), without reading the amount as a float. */
function cents(text: string): bigint {
  const m = /^(-?)([\d,]+)\.(\d{2})(?: USDT)?$/.exec(text.trim());
  if (!m) throw new Error(`not a USDT figure: ${text}`);
  const value = BigInt(m[2]!.replaceAll(',', '') + m[3]!);
  return m[1] ? -value : value;
}

describe('assets total', () => {
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER, false);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('after 500 USDT goes into lock mining, the total is the sum of the rows on screen', async () => {
    const products = (
      await call<{ data: EarnProduct[] }>('/lh/deposit/config?limit=100', undefined, false)
    ).data;
    const product = products.find((p) => p.currency_name === 'USDT')!;
    const preview = await call<{ day_rate: string }>(
      `/lh/deposit/preview?config_id=${product.id}&amount=500`,
    );
    await call('/lh/deposit', {
      config_id: String(product.id),
      amount: '500',
      day_rate: preview.day_rate,
    });

    await signIn(page(), running().baseUrl, token, '/pages/fund/assets');
    const rows = page().locator('[data-testid=holdings] [data-testid$="-total"]');
    await page().locator('[data-testid="holding-lock_mining"]').waitFor();
    const shown = await rows.allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(5);
    const total = cents(await textOf(page(), 'assets-total'));
    expect(shown.map(cents).reduce((a, b) => a + b, 0n)).toBe(total);
    expect(cents(await textOf(page(), 'holding-lock_mining-total'))).toBeGreaterThanOrEqual(
      50_000n,
    );
    await page().screenshot({ path: '/tmp/assets-total.png', fullPage: true });
  });

  it('pulling the page down at its top asks for the balances again', async () => {
    const summary = page().waitForRequest(/\/api\/wallet\/assets_summary/);
    await pullDown(page());
    await summary;
    const root = page().locator('[data-testid=pull-to-refresh]');
    await expect.poll(() => root.getAttribute('data-state'), { timeout: 15_000 }).toBe('idle');
    // The list stays on screen through the refresh, its rows still adding up to its total.
    const rows = await page()
      .locator('[data-testid=holdings] [data-testid$="-total"]')
      .allTextContents();
    expect(rows.map(cents).reduce((a, b) => a + b, 0n)).toBe(
      cents(await textOf(page(), 'assets-total')),
    );
  });
});
