import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * Issue 21: a tab route paints its frame from the shell before any script of the app runs —
 * the header with the route's title in the stored language, the tab bar, and on home the
 * first banner the server names — and the layer goes once the page is on screen.
 */

let app: RunningApp;
let browser: OpenBrowser | null = null;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Holds back every script file until `release` is called, so only the shell can paint. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

describe('first paint', () => {
  it('shows the route frame in the stored language before the app, then the page', async () => {
    browser = await openBrowser({ app });
    const { page } = browser;
    await page.goto(`${app.baseUrl}/#/pages/index/index`);
    await page.waitForSelector('[data-testid=home]');
    await page.evaluate(() => localStorage.setItem('lang', 'fra'));

    const release = await holdScripts(page);
    // A new document (not a hash change), and not waiting for its held scripts to load.
    await page.goto('about:blank');
    await page.goto(`${app.baseUrl}/#/pages/market/market`, { waitUntil: 'commit' });
    const layer = page.locator('#tm-first-paint');
    await layer.waitFor();
    await expect(layer.locator('.tmfp-bar').textContent()).resolves.toBe('Marchés');
    await expect(layer.locator('.tmfp-on').textContent()).resolves.toBe('Marchés');
    expect(await page.locator('[data-testid=page]').count()).toBe(0);

    release();
    await page.waitForSelector('[data-testid=ticker-row]');
    await layer.waitFor({ state: 'detached' });
  });

  it('paints the first banner the server names on home, before the app', async () => {
    await browser?.close();
    browser = await openBrowser({ app });
    const { page } = browser;
    const release = await holdScripts(page);
    await page.goto(`${app.baseUrl}/#/pages/index/index`, { waitUntil: 'commit' });
    const banner = page.locator('#tm-first-banner img');
    await banner.waitFor();
    expect(await banner.getAttribute('src')).toBe(`${app.baseUrl}/banners/zero-fee.svg`);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#tm-first-banner img');
      return img?.complete && img.naturalWidth > 0;
    });

    release();
    await page.waitForSelector('[data-testid=home-banner]');
    await page.locator('#tm-first-paint').waitFor({ state: 'detached' });
    expect(browser.consoleErrors).toEqual([]);
  });
});
