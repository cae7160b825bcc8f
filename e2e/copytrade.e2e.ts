import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enCopy from '../apps/web/src/locales/en/copytrade.json';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { money, times, towardsZero } from './support/decimal';
import { signIn as signInAt, toast as toastIn, waitForText } from './support/ui';

/**
 * Copy trading in Chromium against the real server, its simulated feed and contract engine:
 * the demo user finds a demo trader in the ranking, opens the profile and follows with fixed
 * lots after accepting the agreement. The trader (a real demo account) opens a long through
 * the API; the copy appears on the demo user's screen without a reload, opened at the trader's
 * tick. The trader closes in profit; the copy closes at the same tick and the history shows its
 * PnL and the 10% profit share paid, which the trader received.
 */

const SYMBOL = 'BTC/USDT';
const TRADER = { user_string: 'trader1@tidemark.dev', password: 'demo-pass-1' };
const TRADER_NAME = 'Tidal Trend';
const FOLLOW_LOTS = '0.5';
const SHARE_RATE = '0.1';
/** USDT's precision: PnL and the share are rounded to it. */
const PLACES = 6;
/** USDT as the screens show it (the display precision rule of docs/domain.md): two places, rounded down. */
const USDT_SHOWN = 2;

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let userToken = '';
let traderToken = '';

const running = (): RunningApp =>
  app ??
  (() => {
    throw new Error('app not started');
  })();
const page = (): Page =>
  browser?.page ??
  (() => {
    throw new Error('browser not open');
  })();
const call = <T>(path: string, token: string, body?: Record<string, string>) =>
  apiCall<T>(running().baseUrl, path, { token, ...(body ? { body } : {}) });
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);

interface Position {
  id: number;
  price: string;
  share: string;
  status: number;
  fact_profits: string | null;
  open_tick_ts: number | null;
  close_tick_ts: number | null;
  close_price: string | null;
}
interface Copy extends Position {
  trader_position_id: number;
  share_paid: string;
}

const copiesOf = async (status: 1 | 3) =>
  (await call<{ data: Copy[] }>(`/follow/myCopies?status=${status}&limit=100`, userToken)).data;
const traderPosition = async (id: number) =>
  (
    await call<{ message: { data: Position[] } }>('/lever/my_trade', traderToken, { limit: '100' })
  ).message.data.find((p) => p.id === id)!;
const markOf = async () =>
  (await call<{ last_price: string }>('/lever/deal', traderToken, { symbol: SYMBOL })).last_price;

describe('copy trading', () => {
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    userToken = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
    traderToken = await apiCall<string>(app.baseUrl, '/user/login', { body: TRADER });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('follows a demo trader through the ranking, the profile and the agreement', async () => {
    await signInAt(page(), running().baseUrl, userToken, '/pages/copytrade/copy');
    const card = page().locator('[data-testid^="copy-trader-"]', { hasText: TRADER_NAME }).first();
    await card.waitFor();
    await card.click();
    await byTestId('copy-trader-profile').waitFor();
    await waitForText(page(), 'copy-trader-name', TRADER_NAME);
    await byTestId('copy-open-follow').click();
    await byTestId('copy-follow-form').waitFor();
    await byTestId('copy-follow-type-2').click();
    await byTestId('copy-follow-number').fill(FOLLOW_LOTS);
    // The agreement comes first.
    await byTestId('copy-follow-submit').click();
    await waitForText(page(), 'copy-follow-error', enCopy.follow.agreeFirst);
    await byTestId('copy-follow-agree').click();
    await byTestId('copy-follow-submit').click();
    await toastIn(page(), enCopy.follow.done);
    await byTestId('copy-cancel-follow').waitFor();
    const follows = await call<Array<{ nickname: string; type: number; number: string }>>(
      '/follow/myFollows',
      userToken,
    );
    expect(follows).toEqual([
      expect.objectContaining({ nickname: TRADER_NAME, type: 2, number: FOLLOW_LOTS }),
    ]);
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('the copy opens live with the trader, closes with it in profit, and the 10% share shows', async () => {
    await page().goto(`${running().baseUrl}/#/pages/copytrade/my?tab=copies`);
    await byTestId('copy-my-tabs').waitFor();

    // The trader opens longs until one can be closed in profit (the feed moves at random).
    let closedCopy: Copy | null = null;
    for (let attempt = 0; attempt < 5 && !closedCopy; attempt++) {
      const opened = await call<Position>('/lever/submit', traderToken, {
        symbol: SYMBOL,
        type: '1',
        share: '1',
        multiple: '10',
        idempotency_key: `e2e-copy-open-${attempt}-${Date.now()}`,
      });
      const copy = (await copiesOf(1)).find((c) => c.trader_position_id === opened.id);
      expect(copy, 'the copy opens in the trader’s transaction').toBeDefined();
      expect(copy).toMatchObject({ share: FOLLOW_LOTS, price: opened.price });
      expect(copy!.open_tick_ts).toBe(opened.open_tick_ts);
      // On screen without a reload.
      await byTestId(`copy-position-${copy!.id}`).waitFor();

      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline && Number(await markOf()) <= Number(opened.price) + 5)
        await new Promise((r) => setTimeout(r, 500));
      await call('/lever/close', traderToken, { id: String(opened.id) });
      const closed = await traderPosition(opened.id);
      const after = (await copiesOf(3)).find((c) => c.id === copy!.id)!;
      expect(after.close_tick_ts).toBe(closed.close_tick_ts);
      expect(after.close_price).toBe(closed.close_price);
      await byTestId(`copy-position-${copy!.id}`).waitFor({ state: 'detached' });
      // In profit as the screen shows it: a profit under a cent reads "0.00", without a sign.
      if (
        !after.fact_profits!.startsWith('-') &&
        /[1-9]/.test(money(after.fact_profits!, USDT_SHOWN))
      )
        closedCopy = after;
    }
    expect(closedCopy, 'a copy closed in profit').not.toBeNull();
    const copy = closedCopy!;
    const share = towardsZero(times(copy.fact_profits!, SHARE_RATE), PLACES);
    expect(copy.share_paid).toBe(share);

    await byTestId('copy-tab-history').click();
    await waitForText(
      page(),
      `copy-position-${copy.id}-pnl`,
      `+${money(copy.fact_profits!, USDT_SHOWN)}`,
    );
    await waitForText(page(), `copy-share-${copy.id}`, money(share, USDT_SHOWN));

    const trader = await call<{ shares_earned: string }>('/follow/me', traderToken);
    expect(Number(trader.shares_earned)).toBeGreaterThanOrEqual(Number(share));
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('stops following, applies to be a trader, and an operator approves it through the operator API', async () => {
    await byTestId('copy-tab-follows').click();
    const mine = page().locator('[data-testid^="copy-follow-"]', { hasText: TRADER_NAME }).first();
    await mine.locator('button', { hasText: enCopy.follow.cancel }).click();
    await page().locator('.adm-dialog-footer button').last().click();
    await toastIn(page(), enCopy.follow.cancelled);

    await byTestId('copy-tab-trader').click();
    await byTestId('copy-apply').waitFor();
    await byTestId('copy-apply-nickname').fill('Demo Tide');
    await byTestId('copy-apply-introduction').fill('Journeys through the tide.');
    await byTestId('copy-apply-experience').fill('Two years.');
    await byTestId('copy-apply-submit').click();
    await toastIn(page(), enCopy.trader.applied);
    await byTestId('copy-application-pending').waitFor();

    const operator = await apiCall<string>(running().baseUrl, '/admin/login', {
      body: demoOperatorLogin(),
    });
    const pending = await call<{ data: Array<{ user_id: number; nickname: string }> }>(
      '/admin/copytrade/applications?status=0',
      operator,
    );
    const application = pending.data.find((a) => a.nickname === 'Demo Tide');
    expect(application).toBeDefined();
    await call('/admin/copytrade/decide', operator, {
      user_id: String(application!.user_id),
      approve: 'true',
    });
    // The approval is told to the user's screen (message event): the dashboard replaces the form.
    await byTestId('copy-dashboard').waitFor();
    await waitForText(page(), 'copy-dashboard-followers', '0');
    expect(browser?.consoleErrors).toEqual([]);
  });
});
