import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS } from '@tidemark/contracts';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn, waitForText } from './support/ui';

/**
 * Journeys of small things a user meets: the dark mode row, the seconds options banner, a
 * stock picked in the spot list, tab labels in every language, and the feedback screen.
 */

let app: RunningApp;
let browser: OpenBrowser;
let token = '';
const page = (): Page => browser.page;
const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`).first();
const hash = () => decodeURIComponent(new URL(page().url()).hash);

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await openBrowser({ app });
  token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
  await signIn(page(), app.baseUrl, token, '/pages/setting/setting');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('small defects', () => {
  it('a tap on the Dark mode row, beside its switch, toggles the theme', async () => {
    await page().goto(url('/pages/setting/setting'));
    const theme = () =>
      page().evaluate(
        () => document.documentElement.getAttribute('data-prefers-color-scheme') ?? '',
      );
    const row = byTestId('setting-dark-row');
    await row.waitFor();
    const before = await theme();
    await row.locator('span').first().click();
    await page().waitForFunction(
      (b) => (document.documentElement.getAttribute('data-prefers-color-scheme') ?? '') !== b,
      before,
    );
    const after = await theme();
    // Its switch still toggles once (not twice through the row).
    await byTestId('setting-dark').click();
    await page().waitForFunction(
      (a) => (document.documentElement.getAttribute('data-prefers-color-scheme') ?? '') !== a,
      after,
    );
    expect(await theme()).toBe(before);
  });

  it('the seconds options banner opens the seconds options', async () => {
    await page().goto(url('/pages/index/index'));
    const banner = page().locator('button[data-testid=home-banner]', {
      hasText: 'Seconds options',
    });
    await banner.first().waitFor({ state: 'attached', timeout: 20_000 });
    expect(await banner.first().getAttribute('data-link')).toBe(
      '/pages/transaction/index?tab=options',
    );
    // What a tap on it opens (the banner's own tap is the content journey's).
    await page().goto(url('/pages/transaction/index?tab=options'));
    await page().locator('[data-testid=trade-tab-options]').waitFor();
  });

  it('AAPL/USD picked for spot leads to its contract trading', async () => {
    await page().goto(url('/pages/transaction/index?symbol=AAPL/USD&tab=coins'));
    await byTestId('spot-not-tradable').waitFor();
    await byTestId('spot-trade-contract').click();
    await page().waitForFunction(() => location.hash.includes('tab=futures'));
    expect(hash()).toContain('symbol=AAPL/USD');
    await page().locator('[data-testid=trade-tab-futures]').waitFor();
    expect(await byTestId('spot-not-tradable').count()).toBe(0);
  });

  it('tab labels fit a 390 px phone in all 8 languages', async () => {
    // The deposit's tabs ("International transfer"), the markets' row and the tab bar.
    const screens = ['/pages/fund/receive', '/pages/market/market'];
    const cut: string[] = [];
    for (const lang of LANGS) {
      await page().evaluate((l) => localStorage.setItem('lang', l), lang);
      await page().goto(url(screens[0]!));
      await page().reload();
      for (const screen of screens) {
        await page().evaluate((h) => (location.hash = h), screen);
        await page().waitForSelector('[data-testid=page]');
        await page().waitForSelector('.adm-tabs-tab, [role=tablist] [role=tab]');
        await page().waitForTimeout(200);
        const problems = await page().evaluate(() => {
          const out: string[] = [];
          const labels = document.querySelectorAll<HTMLElement>(
            '.adm-tabs-tab, [role=tablist] [role=tab], [data-testid=tab-bar] [data-tab-title]',
          );
          for (const label of Array.from(labels)) {
            const box = label.getBoundingClientRect();
            if (box.width === 0) continue;
            const list = label.closest('.adm-tabs-tab-list, [role=tablist], [data-testid=tab-bar]');
            const area = list?.getBoundingClientRect() ?? { left: 0, right: innerWidth };
            const width = Math.min(innerWidth, area.right) - Math.max(0, area.left);
            const clipped = label.scrollWidth > label.clientWidth + 1;
            // The market's six tabs scroll (with a fade and a chevron); other rows wrap
            // their labels and hold them all.
            const scrolls =
              list !== null &&
              list.closest('[data-testid=market-tabs]') !== null &&
              list.scrollWidth > list.clientWidth + 1;
            const outside = scrolls
              ? box.width > width + 1
              : box.left < Math.max(0, area.left) - 1 ||
                box.right > Math.min(innerWidth, area.right) + 1;
            if (clipped || outside) out.push(label.textContent?.trim() ?? '');
          }
          return out;
        });
        for (const label of problems) cut.push(`${lang} ${screen}: ${label}`);
      }
    }
    await page().evaluate(() => localStorage.setItem('lang', 'en'));
    expect(cut).toEqual([]);
  }, 240_000);

  it('a row of tabs wider than the screen fades on the side with more, and shows a tab chosen by link', async () => {
    // The market's tab row, the bar around it (where its fades are drawn) and what it shows.
    const state = () =>
      page().evaluate(() => {
        const row = document.querySelector('[data-testid=market-tabs]')!;
        const tab = row.querySelector('[aria-selected=true]')!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return {
          left: row.parentElement!.querySelector('.tm-scroll-more-left') !== null,
          right: row.parentElement!.querySelector('.tm-scroll-more-right') !== null,
          cut: row.scrollWidth > row.clientWidth + 1,
          chosenInView: tab.left >= box.left - 1 && tab.right <= box.right + 1,
        };
      });
    const until = async (want: { left: boolean; right: boolean }) => {
      await expect.poll(state, { timeout: 5_000 }).toMatchObject(want);
      return state();
    };
    await page().setViewportSize({ width: 320, height: 700 });
    try {
      await page().goto(url('/pages/market/market'));
      await byTestId('market-tabs').waitFor();
      expect(await until({ left: false, right: true })).toMatchObject({ cut: true });
      // Scrolled to its end: the fade moves to the left.
      await page().evaluate(() => {
        const row = document.querySelector('[data-testid=market-tabs]')!;
        row.scrollTo({ left: row.scrollWidth });
      });
      await until({ left: true, right: false });
      // The last tab, chosen by a link, is scrolled into view on arrival.
      const last = await page().evaluate(() =>
        document
          .querySelector('[data-testid=market-tabs] > [role=tab]:last-child')
          ?.getAttribute('data-key'),
      );
      await page().goto(url('/pages/index/index'));
      await page().goto(url(`/pages/market/market?tab=${last}`));
      expect(await until({ left: true, right: false })).toMatchObject({ chosenInView: true });
    } finally {
      await page().setViewportSize({ width: 390, height: 844 });
    }
  });

  it('sends feedback with a screenshot from Mine and reads the reply', async () => {
    await page().goto(url('/pages/setting/setting'));
    await byTestId('setting-feedback').click();
    await byTestId('feedback-form').waitFor();
    await byTestId('feedback-category-deposit').click();
    await page().locator('[data-testid=feedback-content] textarea').fill('My deposit is late');
    await page()
      .locator('[data-testid=feedback-image-input]')
      .setInputFiles({
        name: 'shot.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    await page().locator('[data-testid=feedback-image]').waitFor();
    await byTestId('feedback-submit').click();
    await page().waitForSelector('[data-testid=feedback-problem], .adm-toast-main');
    expect(await page().locator('[data-testid=feedback-problem]').count()).toBe(0);
    const item = page().locator('[data-testid^=feedback-item-][data-testid$=-waiting]').first();
    await item.waitFor();
    const id = ((await item.getAttribute('data-testid')) ?? '').match(/\d+/)?.[0] ?? '';

    const operator = await apiCall<string>(app.baseUrl, '/admin/login', {
      body: demoOperatorLogin(),
    });
    await apiCall(app.baseUrl, '/admin/feedback/reply', {
      token: operator,
      body: { id, reply: 'Credited now' },
    });
    await page().reload();
    await waitForText(page(), `feedback-item-${id}-reply`, 'Reply: Credited now');
    expect(await page().locator(`[data-testid=feedback-item-${id}]`).textContent()).toContain(
      'Screenshots attached: 1',
    );
  });
});
