import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, TAB_ROUTES, type RouteEntry } from '../apps/web/src/shared/routing/route-table';
import enCommon from '../apps/web/src/locales/en/common.json';
import enRoutes from '../apps/web/src/locales/en/routes.json';
import fraCommon from '../apps/web/src/locales/fra/common.json';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * Journeys of the web shell (issue "Foundation", part 4) against the real server and the
 * built web app: home, tabs, language, the login guard, and every route of the route table.
 */

let app: RunningApp;
let browser: OpenBrowser | null = null;

beforeAll(async () => {
  // Walking every route loads ~100 chunks; keep the per-IP limit out of the way.
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function fresh(): Promise<OpenBrowser> {
  await browser?.close();
  browser = await openBrowser({ app });
  return browser;
}

function englishTitle(route: RouteEntry): string {
  const title = route.titleKey
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], enRoutes);
  if (typeof title !== 'string') throw new Error(`no English title for ${route.path}`);
  return title;
}

const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;
const hashOf = (page: Page) => new URL(page.url()).hash;
const navTitle = (page: Page) => page.locator('[data-testid=page] [data-testid=nav-title]').first();
const toastText = (page: Page) => page.locator('.adm-toast-main').first();

function errorsSince(b: OpenBrowser, from: number): string[] {
  return b.consoleErrors.slice(from);
}

describe('web shell', () => {
  it('opens the home page with its header, quick entries and the tab bar', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/'));
    await page.waitForSelector('[data-testid=home]');
    expect(hashOf(page)).toBe('#/pages/index/index');

    await expect(page.locator('[data-testid=home-header] h1').textContent()).resolves.toBe(
      'Tidemark',
    );
    // Two rows until "All" unfolds every entry (the grid renders a task after the header).
    await page.waitForSelector('[data-testid=quick-entries]');
    await expect(page.locator('[data-testid=quick-entries] li').count()).resolves.toBe(10);
    await expect(page.locator('[data-testid=quick-entries-toggle]').textContent()).resolves.toBe(
      'All 23',
    );
    await page.click('[data-testid=quick-entries-toggle]');
    await expect(page.locator('[data-testid=quick-entries] li').count()).resolves.toBe(23);
    await expect(page.locator('[data-testid=home-markets]').isVisible()).resolves.toBe(true);
    for (const route of TAB_ROUTES) {
      await expect(
        page.locator(`[data-testid=tab-${route.tab}]`).getAttribute('aria-label'),
      ).resolves.toBe(enCommon.tabs[route.tab as keyof typeof enCommon.tabs]);
    }
    const config = (await (await fetch(`${app.baseUrl}/api/getSiteConfig`)).json()) as {
      message: { simulated_prices: boolean };
    };
    await page.waitForTimeout(300);
    await expect(page.locator('[data-testid=simulated-badge]').isVisible()).resolves.toBe(
      config.message.simulated_prices,
    );
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    expect(b.consoleErrors).toEqual([]);
  });

  it('plays the home banners by themselves, and holds them for a reader who asked for less motion', async () => {
    const b = await fresh();
    const { page } = b;
    const track = page.locator('[data-testid=banner-track]');
    const offset = () => track.evaluate((el) => el.scrollLeft / el.clientWidth);
    const currentDot = () =>
      page
        .locator('[data-testid=banner-dots] span')
        .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('data-current') === 'true'));
    await page.goto(url('/pages/index/index'));
    // The carousel replaces the first slide once the first screen has settled.
    await track.waitFor({ timeout: 15_000 });
    await expect(track.locator('[data-testid=home-banner]').count()).resolves.toBe(3);
    await expect(page.locator('[data-testid=banner-dots] span').count()).resolves.toBe(3);
    expect(await offset()).toBe(0);
    expect(await currentDot()).toBe(0);
    // Autoplay moves a whole slide (the track snaps) and the dots follow.
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid=banner-track]');
        return el !== null && Math.abs(el.scrollLeft - el.clientWidth) < 2;
      },
      undefined,
      { timeout: 8000 },
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=banner-dots] [data-current=true]').length === 1,
    );
    expect(await currentDot()).toBe(1);
    // A finger on the track holds it (longer than an interval).
    await track.dispatchEvent('touchstart');
    await page.waitForTimeout(5500);
    expect(await currentDot()).toBe(1);
    await track.dispatchEvent('touchend');
    // A swipe is the browser's own scrolling: the last slide, then back to the first by itself.
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-testid=banner-dots] span')[2]
          ?.getAttribute('data-current') === 'true',
    );
    // Autoplay waits an interval after a finger lets go, and ticks every interval: ≤ 9 s.
    await page.waitForFunction(
      () => document.querySelector('[data-testid=banner-track]')?.scrollLeft === 0,
      undefined,
      { timeout: 12_000 },
    );
    expect(b.consoleErrors).toEqual([]);

    // Reduced motion: the slides stay where the reader left them.
    const still = await fresh();
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto(url('/pages/index/index'));
    const stillTrack = still.page.locator('[data-testid=banner-track]');
    await stillTrack.waitFor({ timeout: 15_000 });
    await still.page.waitForTimeout(6000);
    await expect(stillTrack.evaluate((el) => el.scrollLeft)).resolves.toBe(0);
  });

  it('switches tabs with the tab bar; protected tabs send a visitor to begin', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-testid=tab-bar]');

    await page.click('[data-testid=tab-market]');
    await page.waitForSelector('[data-route="/pages/market/market"] [data-testid=market-screen]');
    expect(hashOf(page)).toBe('#/pages/market/market');
    await expect(navTitle(page).textContent()).resolves.toBe(enRoutes.market.market);
    await expect(
      page.locator('[data-testid=tab-market]').getAttribute('aria-current'),
    ).resolves.toBe('page');

    await page.click('[data-testid=tab-trade]');
    await page.waitForSelector('[data-route="/pages/transaction/index"] [data-testid=pair-view]');
    await expect(navTitle(page).textContent()).resolves.toBe(enRoutes.transaction.index);

    await page.click('[data-testid=tab-home]');
    await page.waitForSelector('[data-testid=home]');
    expect(hashOf(page)).toBe('#/pages/index/index');

    await page.click('[data-testid=tab-assets]');
    await page.waitForSelector('[data-route="/pages/fund/assets"] [data-testid=login-required]', {
      state: 'attached',
    });
    // The guard passes the page asked for on, so login can return to it.
    // A loaded CI machine has taken over 5 s to route here; the step checks where, not how fast.
    await page.waitForURL(/#\/pages\/common\/begin\?redirect=%2Fpages%2Ffund%2Fassets$/, {
      timeout: 30_000,
    });
    expect(b.consoleErrors).toEqual([]);
  });

  it('switches the language to French, re-renders at once and keeps it after a reload', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/common/begin'));
    await page.waitForSelector('[data-testid=begin]');

    await page.click('[data-testid=language-button]');
    await page.click('[data-testid=language-sheet-fra]');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await expect(navTitle(page).textContent()).resolves.toBe('Bienvenue');

    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-testid=home]');
    await expect(page.locator('[data-testid=tab-home]').innerText()).resolves.toContain(
      fraCommon.tabs.home,
    );
    await expect(page.locator('[data-testid=tab-market]').innerText()).resolves.toContain(
      fraCommon.tabs.market,
    );

    await page.reload();
    await page.waitForSelector('[data-testid=home]');
    await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('fra');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fr');
    await expect(page.locator('[data-testid=tab-assets]').innerText()).resolves.toContain(
      fraCommon.tabs.assets,
    );
    await expect(page.locator('[data-testid=quick-recharge]').innerText()).resolves.toBe('Dépôt');
    expect(b.consoleErrors).toEqual([]);
  });

  it('a protected page without a token toasts "please log in first" and lands on begin after 1.2 s', async () => {
    const b = await fresh();
    const { page } = b;
    // The page stamps when the guard's login-required view appears (the redirect is scheduled
    // then; the toast itself loads lazily and shows a little later) and when the hash leaves the
    // withdraw page, so the delay is measured in the page, not by how fast this busy machine
    // polls it.
    await page.addInitScript(() => {
      const marks: { guard?: number; left?: number } = {};
      (window as unknown as { __marks: typeof marks }).__marks = marks;
      new MutationObserver(() => {
        if (marks.guard === undefined && document.querySelector('[data-testid=login-required]')) {
          marks.guard = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
      // The router moves through the history API (no hashchange event): look every 10 ms.
      const timer = setInterval(() => {
        if (marks.guard !== undefined && !location.hash.startsWith('#/pages/fund/withdraw')) {
          marks.left = performance.now();
          clearInterval(timer);
        }
      }, 10);
    });
    await page.goto(url('/pages/fund/withdraw'));
    await page.waitForSelector('[data-route="/pages/fund/withdraw"] [data-testid=login-required]', {
      state: 'attached',
    });
    await expect(toastText(page).textContent()).resolves.toBe(enCommon.msg.pleaseLogin);
    await expect(page.locator('[data-testid=under-development]').count()).resolves.toBe(0);
    await page.waitForURL(/#\/pages\/common\/begin\?redirect=%2Fpages%2Ffund%2Fwithdraw$/, {
      timeout: 10_000,
    });
    await page.waitForSelector('[data-testid=begin]');
    const marks = () =>
      page.evaluate(
        () => (window as unknown as { __marks: { guard?: number; left?: number } }).__marks,
      );
    await expect.poll(async () => (await marks()).left).toBeDefined();
    const { guard, left } = await marks();
    // The toast stays readable: the redirect comes about 1.2 s after the guard, not at once.
    expect(left! - guard!).toBeGreaterThan(1_000);
    expect(b.consoleErrors).toEqual([]);
  });

  it('drops a token the server no longer knows (socket session_ended) and returns to begin', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-testid=home]');
    await page.evaluate(() => localStorage.setItem('token', 'stale-token-from-an-old-session'));
    await page.goto(url('/pages/setting/setting'));
    await page.reload();
    // The page opens with the stored token; the socket handshake then ends the session.
    await page.waitForURL(/#\/pages\/common\/begin$/, { timeout: 15_000 });
    await page.waitForSelector('[data-testid=begin]');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    expect(b.consoleErrors).toEqual([]);
  });

  it('an unknown hash shows the not-found page with a link home; aliases open their route', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/nowhere/at-all'));
    await page.waitForSelector('[data-testid=not-found]');
    await expect(navTitle(page).textContent()).resolves.toBe(enRoutes.notFound);
    await page.click('[data-testid=not-found-home]');
    await page.waitForSelector('[data-testid=home]');

    await page.goto(url('/pages/quotation/index'));
    await page.waitForURL(/#\/pages\/market\/market$/);
    expect(b.consoleErrors).toEqual([]);
  });

  it('shows the loading view only for a slow page, and an error view whose Retry loads a failed one', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-testid=home]');

    const slowChunk = /\/assets\/faq-[\w-]+\.js$/;
    await page.route(slowChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(url('/pages/common/faq'));
    await expect(page.locator('[data-testid=page-loading]').count()).resolves.toBe(0);
    await page.waitForSelector('[data-route="/pages/common/faq"] [data-testid=page-loading]');
    await page.waitForSelector('[data-route="/pages/common/faq"] [data-testid=faq-list]');
    await page.unroute(slowChunk);

    const brokenChunk = /\/assets\/contactus-[\w-]+\.js$/;
    await page.route(brokenChunk, (route) => route.abort('failed'));
    await page.goto(url('/pages/common/contactus'));
    await page.waitForSelector('[data-route="/pages/common/contactus"] [data-testid=page-error]');
    await expect(navTitle(page).textContent()).resolves.toBe(enRoutes.common.contactus);
    await page.unroute(brokenChunk);
    await page.click('[data-testid=page-error] button');
    await page.waitForSelector('[data-route="/pages/common/contactus"] [data-testid=content-page]');

    // A chunk that arrives broken (a cut-off response that does not parse) stays broken in
    // the browser's module map for the life of the document, in every browser: Retry must
    // load the chunk afresh rather than ask the module map again.
    const truncatedChunk = /\/assets\/aboutus-[\w-]+\.js$/;
    await page.route(
      truncatedChunk,
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export default (' }),
      { times: 1 },
    );
    await page.goto(url('/pages/common/aboutus'));
    await page.waitForSelector('[data-route="/pages/common/aboutus"] [data-testid=page-error]');
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    await page.click('[data-testid=page-error] button');
    await page.waitForSelector('[data-route="/pages/common/aboutus"] [data-testid=content-page]');
    // Recovered in place: no reload of the document was needed.
    expect(reloads).toEqual([]);
    expect(b.consoleErrors.filter((e) => !/aboutus|Failed to load resource/.test(e))).toEqual([]);
  });

  it('opens every route of the route table without a console error or a blank page', async () => {
    const b = await fresh();
    const { page } = b;
    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-testid=home]');
    const problems: string[] = [];

    for (const route of ROUTES) {
      const before = b.consoleErrors.length;
      await page.goto(url(route.path));
      const frame = `[data-testid=page][data-route="${route.path}"]`;
      try {
        await page.waitForSelector(frame, { timeout: 10_000 });
        // A page is never blank: its own content, the placeholder or the login guard.
        const body = route.protected
          ? '[data-testid=login-required]'
          : '[data-testid=page-body] > *';
        await page.waitForSelector(`${frame} ${body}`, { timeout: 10_000, state: 'attached' });
        if (route.nav === 'self') {
          const text = await page.locator(frame).innerText();
          if (text.trim().length < 20) problems.push(`${route.path}: almost no text`);
        } else {
          const title = await page.locator(`${frame} [data-testid=nav-title]`).textContent();
          if (title !== englishTitle(route)) problems.push(`${route.path}: title "${title}"`);
        }
        if (route.protected) {
          await expect(toastText(page).textContent()).resolves.toBe(enCommon.msg.pleaseLogin);
        } else {
          const visible = await page.locator(`${frame} [data-testid=page-body]`).isVisible();
          if (!visible) problems.push(`${route.path}: body not visible`);
        }
      } catch (error) {
        problems.push(`${route.path}: ${(error as Error).message.split('\n')[0]}`);
      }
      const errors = errorsSince(b, before);
      if (errors.length > 0) problems.push(`${route.path}: console ${errors.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("asks for the hash route's page chunk with the shell, before the entry runs (CSP allows the script)", async () => {
    const manifest = JSON.parse(
      fs.readFileSync(
        path.join(import.meta.dirname, '../apps/web/dist/chunk-manifest.json'),
        'utf8',
      ),
    ) as Record<string, { file: string }>;
    const tradeChunk = manifest['src/pages/transaction/index.tsx']?.file;
    expect(tradeChunk).toBeTruthy();
    const b = await fresh();
    const before = b.consoleErrors.length;
    const page = b.page;
    await page.goto(url('/pages/transaction/index?symbol=BTC/USDT'));
    await page.waitForSelector('[data-testid=page][data-route="/pages/transaction/index"]');
    const preloads = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload][data-route-preload]'),
      ).map((l) => new URL(l.href).pathname.replace(/^\//, '')),
    );
    // Marked links are the shell's, made from the hash before the entry ran (Vite's loader
    // would link the chunk too, but only once the page is imported).
    expect(preloads).toContain(tradeChunk);
    expect(errorsSince(b, before)).toEqual([]);
  });
});
