import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { units } from './support/decimal';

/**
 * The spot screen's market data against the real server and built app: with the demo market's
 * flow running, the market's trades appear and keep arriving on the trade page without a
 * reload; the order book's grouping gathers its levels into groups of 10 USDT (bids rounded
 * down, asks up) and back to the tick.
 */

const SYMBOL = 'BTC/USDT';
let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;

const page = () => {
  if (!browser) throw new Error('browser not open');
  return browser.page;
};
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);

describe('spot market data', () => {
  beforeAll(async () => {
    app = await startApp({ SPOT_DEMO_FLOW_MS: '300' });
    browser = await openBrowser({ app });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the market trades arriving live, and groups the book by 10', async () => {
    await page().goto(`${app!.baseUrl}/#/pages/transaction/index?symbol=${SYMBOL}`);
    await byTestId('spot-panel').waitFor();

    // The market's trades: the demo flow's, none of them the visitor's own.
    await byTestId('spot-trade').first().waitFor({ timeout: 30_000 });
    const firstSeen = await byTestId('spot-trade').count();
    await expect
      .poll(async () => byTestId('spot-trade').count(), { timeout: 30_000 })
      .toBeGreaterThan(firstSeen);
    const direction = await byTestId('spot-trade').first().getAttribute('data-direction');
    expect(['buy', 'sell']).toContain(direction);

    // Grouping: every level's price becomes a multiple of 10; the best bid stays below the best ask.
    await byTestId('spot-depth-bid').first().waitFor();
    await byTestId('spot-book-grouping').selectOption('10');
    const prices = async (side: 'bid' | 'ask') =>
      byTestId(`spot-depth-${side}`).evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-price') ?? ''),
      );
    await expect
      .poll(async () => (await prices('bid')).every((p) => /^\d+0$/.test(p)), { timeout: 10_000 })
      .toBe(true);
    const bids = await prices('bid');
    const asks = await prices('ask');
    expect(asks.every((p) => /^\d+0$/.test(p))).toBe(true);
    expect(units(bids[0]!)).toBeLessThan(units(asks.at(-1)!));

    // Back to the tick: prices carry cents again.
    await byTestId('spot-book-grouping').selectOption('0.01');
    await expect
      .poll(async () => (await prices('bid')).some((p) => !/^\d+0$/.test(p)), { timeout: 10_000 })
      .toBe(true);

    // The depth chart tab draws both sides.
    await byTestId('spot-activity-depth').click();
    await byTestId('spot-depth-chart-bids').waitFor();
    await byTestId('spot-depth-chart-asks').waitFor();
    expect(browser!.consoleErrors).toEqual([]);
  });
});
