import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Figures as every screen writes them, against the real server on a new data folder: the
 * first tickers carry the day from the price history (no false 0.00% and volume 0 while it is
 * written), volumes have one decimal in every tier, prices take the separators of the app's
 * language, and the copy-trading ranking shows rates at two places and no '∞' follower cap.
 */

let app: RunningApp;
let b: OpenBrowser | null = null;

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

describe('figures', () => {
  it('fresh tickers show the day’s change and volume; French prices use French separators', async () => {
    b = await openBrowser({ app });
    const { page } = b;
    await page.goto(`${app.baseUrl}/#/pages/index/index`);
    const list = '[data-testid=home-ticker-list]';
    await page.locator(`${list} [data-testid=ticker-row]`).first().waitFor();
    const changes = await page.locator(`${list} [data-testid=ticker-change]`).allInnerTexts();
    expect(changes.length).toBeGreaterThanOrEqual(5);
    expect(changes.every((c) => /^[+-]?\d+\.\d{2}%$/.test(c))).toBe(true);
    expect(changes.filter((c) => c === '0.00%').length).toBeLessThan(changes.length);
    const volumes = await page.locator(`${list} [data-testid=ticker-volume]`).allInnerTexts();
    expect(volumes.length).toBeGreaterThan(0);
    for (const v of volumes) expect(v).toMatch(/^(\d+\.\d[KM]?|<0\.1)$/);
    expect(volumes).not.toContain('0.0');

    // In French: a decimal comma and narrow spaces between thousands.
    await page.evaluate(() => localStorage.setItem('lang', 'fra'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    const btc = page.locator('[data-testid=home-strip-item][data-symbol="BTC/USDT"]');
    await page.waitForFunction(() =>
      /,\d{2}%/.test(
        document.querySelector('[data-testid=home-strip-item][data-symbol="BTC/USDT"]')
          ?.textContent ?? '',
      ),
    );
    const strip = await btc.innerText();
    expect(strip).toMatch(/\d{1,3}\u202f\d{3},\d{2}/);
    expect(strip).toMatch(/[+-]?\d+,\d{2}%/);
    expect(strip).not.toMatch(/\d,\d{3}\./);
    expect(b.consoleErrors).toEqual([]);
  }, 180_000);

  it('the copy-trading ranking shows rates at two places and a follower count without ∞', async () => {
    const { page } = b!;
    const token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
    await signIn(page, app.baseUrl, token, '/pages/copytrade/copy');
    const cards = page.locator('button[data-testid^="copy-trader-"]');
    await cards.first().waitFor();
    const list = (await cards.allInnerTexts()).join('\n');
    expect(list).not.toContain('∞');
    const rates = list.match(/-?\d+(\.\d+)?%/g) ?? [];
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) expect(rate).toMatch(/^-?\d+\.\d{2}%$/);
    expect(b!.consoleErrors).toEqual([]);
  }, 120_000);
});
