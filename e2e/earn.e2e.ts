import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EarnOrder, EarnProduct, Page as ListPage, WalletList } from '@tidemark/contracts';
import enEarn from '../apps/web/src/locales/en/earn.json';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { dividedBy, minus, money, plus, times, towardsZero } from './support/decimal';
import { signIn as signInAt, textOf, toast, waitForText } from './support/ui';

/**
 * The earn journey against the real server with a movable business clock (TEST_CLOCK), in
 * Chromium as the demo user: a lock-mining order bought through the tier preview and the
 * confirmation sheet, two days of income paid by the daily job after the clock moves, the
 * income in the order and in the bills, an early redemption returning exactly
 * principal × 99.5 %; then a DeFi subscription and a partial redemption, its interest on the
 * balance held through the next whole day, and the assets page's mining account.
 */

const AMOUNT = '1000';
const DAY_S = 86_400;
/** USDT on the earn screens (the display precision rule of docs/domain.md): two places, rounded down. */
const held = (value: string) => `${money(value, 2)} USDT`;
/** What a confirmation moves, to USDT's last place (six). */
const exact = (value: string) => `${money(value, 6)} USDT`;

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
const call = <T>(path: string, body?: Record<string, string>, auth = true) =>
  apiCall<T>(running().baseUrl, path, { ...(auth ? { token } : {}), ...(body ? { body } : {}) });
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);
const url = (hashPath: string) => `${running().baseUrl}/#${hashPath}`;

async function spotUsdt(): Promise<string> {
  const wallet = await call<WalletList>('/wallet/list');
  const spot = wallet.accounts.find((a) => a.account_type === 2)!;
  return spot.balances.find((b) => b.currency_name === 'USDT')!.available;
}
const lockOrders = async (status: number) =>
  (await call<ListPage<EarnOrder>>(`/lh/deposit/order?status=${status}&limit=100`)).data;
const advanceDays = (days: number) =>
  call('/dev/clock', { advance_seconds: String(days * DAY_S) }, false);

describe('earn', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER, false);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the home quick entries Earn, Lock mining, DeFi and Cloud mining open their screens', async () => {
    await signInAt(page(), running().baseUrl, token, '/pages/index/index');
    const entries: Array<[string, string]> = [
      ['financial', 'defi'],
      ['lockMining', 'lock-products'],
      ['defi', 'defi'],
      ['cloudMining', 'cloud-notice'],
    ];
    for (const [entry, screen] of entries) {
      await page().goto(url('/pages/index/index'));
      await byTestId('quick-entries').waitFor();
      // The grid shows its first entries until it is unfolded.
      if ((await byTestId(`quick-${entry}`).count()) === 0)
        await byTestId('quick-entries-toggle').click();
      await byTestId(`quick-${entry}`).click();
      await byTestId(screen).waitFor();
    }
    expect(await textOf(page(), 'cloud-notice')).toBe(enEarn.cloud.notice);
    await page().screenshot({ path: '/tmp/earn-cloud.png' });
    await page().goto(url('/pages/lockming/lockming'));
    await byTestId('lock-products').locator('section').first().waitFor();
    await page().screenshot({ path: '/tmp/earn-lock-products.png' });
  });

  it('lock mining: buy with the rate and expected income shown, daily income, early redemption', async () => {
    const products = (
      await call<ListPage<EarnProduct>>('/lh/deposit/config?limit=100', undefined, false)
    ).data;
    const product = products.find((p) => p.currency_name === 'USDT' && p.day === 7)!;
    expect(product.tiers[0]).toEqual({ min_amount: '100', day_rate: '0.003' });
    const daily = times(AMOUNT, '0.003'); // 3
    const expected = times(daily, '7'); // 21
    const start = await spotUsdt();

    await signInAt(page(), running().baseUrl, token, '/pages/lockming/lockming');
    await byTestId(`lock-product-${product.id}`).waitFor();
    expect(await textOf(page(), `lock-product-${product.id}-rate`)).toBe('0.30%–0.40%');
    await byTestId(`lock-product-${product.id}-buy`).click();
    await byTestId('lock-buy-amount').locator('input').fill(AMOUNT);
    await waitForText(page(), 'lock-buy-rate', '0.30%');
    await waitForText(page(), 'lock-buy-expected', held(expected));
    await byTestId('lock-buy-submit').click();
    await byTestId('lock-confirm').waitFor();
    await page().screenshot({ path: '/tmp/earn-lock-confirm.png' });
    expect(await textOf(page(), 'lock-confirm-rate')).toBe('0.30%');
    expect(await textOf(page(), 'lock-confirm-expected')).toBe(held(expected));
    expect(await textOf(page(), 'lock-confirm-amount')).toBe(exact(AMOUNT));
    await byTestId('lock-confirm-submit').click();
    await page().waitForURL(/#\/pages\/lockming\/order/);

    const [order] = await lockOrders(1);
    expect(order).toMatchObject({ amount: AMOUNT, day_rate: '0.003', day: 7, total_interest: '0' });
    expect(await spotUsdt()).toBe(minus(start, AMOUNT));
    await byTestId(`earn-order-${order!.id}`).waitFor();

    // Three days later the job has paid the two whole days after the purchase.
    await advanceDays(3);
    const paid = times(daily, '2');
    expect((await lockOrders(1))[0]!.total_interest).toBe(paid);
    await page().reload();
    await waitForText(page(), `earn-order-${order!.id}-income`, held(paid));
    await byTestId(`earn-order-${order!.id}-history`).click();
    await page().waitForFunction(
      (id) => document.querySelectorAll(`[data-testid^="earn-income-${id}-2"]`).length === 2,
      order!.id,
    );
    const days = await page()
      .locator(`[data-testid^="earn-income-${order!.id}-2"]`)
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    for (const text of days) expect(text).toContain(`+${held(daily)}`);
    await page().screenshot({ path: '/tmp/earn-lock-order.png' });

    // The bills show the income under its reason.
    await page().goto(url('/pages/fund/assets_all_record'));
    await byTestId('bills-list-item').first().waitFor();
    const infos = await page().locator('[data-testid=bill-info]').allTextContents();
    expect(infos.filter((i) => i === 'Earn income').length).toBeGreaterThanOrEqual(2);
    expect(infos).toContain('Earn subscription');

    // Early redemption: the sheet shows the exact amount that comes back.
    await page().goto(url('/pages/lockming/order'));
    await byTestId(`earn-order-${order!.id}-redeem`).click();
    await byTestId('lock-redeem').waitFor();
    const back = towardsZero(times(AMOUNT, '0.995'), 6); // 995
    expect(await textOf(page(), 'lock-redeem-back')).toBe(exact(back));
    expect(await textOf(page(), 'lock-redeem-fee')).toBe(exact(minus(AMOUNT, back)));
    await byTestId('lock-redeem-submit').click();
    await toast(page(), enEarn.order.redeemed);
    await byTestId('lock-orders-tab-2').click();
    await waitForText(page(), `earn-order-${order!.id}-returned`, held(back));
    expect(await spotUsdt()).toBe(plus(plus(minus(start, AMOUNT), paid), back));
    expect((await lockOrders(2))[0]).toMatchObject({ is_cancel: true, withdraw_amount: back });
  });

  it('DeFi: subscribe, redeem part, interest on the balance held through the next day', async () => {
    const flexible = (
      await call<ListPage<EarnProduct>>('/earn/products?kind=flexible&limit=100', undefined, false)
    ).data.find((p) => p.currency_name === 'USDT')!;
    const start = await spotUsdt();
    await page().goto(url('/pages/financial/index?tab=defi'));
    await byTestId(`defi-product-${flexible.id}-subscribe`).click();
    await byTestId('defi-subscribe-input').locator('input').fill('500');
    await byTestId('defi-subscribe-submit').click();
    await toast(page(), enEarn.state.done);
    const holding = (await call<ListPage<EarnOrder>>('/earn/orders?kind=flexible&status=1'))
      .data[0]!;
    await waitForText(page(), `earn-order-${holding.id}-amount`, '500.00 USDT');
    await byTestId(`earn-order-${holding.id}-redeem-flexible`).click();
    await byTestId('defi-redeem-input').locator('input').fill('200');
    await byTestId('defi-redeem-submit').click();
    await waitForText(page(), `earn-order-${holding.id}-amount`, '300.00 USDT');
    expect(await spotUsdt()).toBe(minus(start, '300'));

    // Two days on, the one whole day held (300 all day) has earned 300 × 5 % / 365.
    await advanceDays(2);
    const interest = towardsZero(dividedBy(times('300', '0.05'), 365), 6);
    expect(interest).toBe('0.041095');
    const again = (await call<ListPage<EarnOrder>>('/earn/orders?kind=flexible&status=1')).data[0]!;
    expect(again.total_interest).toBe(interest);
    await page().reload();
    await waitForText(page(), `earn-order-${holding.id}-income`, held(interest));
    await page().screenshot({ path: '/tmp/earn-defi.png', fullPage: true });

    // The assets summary has a DeFi row valuing the holding in USDT; the mining tab lists it.
    await page().goto(url('/pages/fund/assets'));
    await waitForText(page(), 'holding-defi-total', '300.00 USDT');
    await byTestId('assets-tab-mining').click();
    await waitForText(page(), 'earn-holdings-total', '300.00 USDT');
    await page().screenshot({ path: '/tmp/earn-assets-mining.png' });
    expect(browser!.consoleErrors).toEqual([]);
  });

  it('cloud mining: the price is paid, not returned; BTC is paid per unit each day', async () => {
    const cloud = (
      await call<ListPage<EarnProduct>>('/earn/products?kind=cloud&limit=100', undefined, false)
    ).data.find((p) => p.day === 30)!;
    expect(cloud).toMatchObject({ unit_price: '100', cloud_yield: '0.000012' });
    const start = await spotUsdt();
    await page().goto(url('/pages/financial/index?tab=cloud'));
    await byTestId(`cloud-product-${cloud.id}-buy`).click();
    await byTestId('cloud-buy-input').locator('input').fill('2');
    await waitForText(page(), 'cloud-buy-price', exact('200'));
    await waitForText(page(), 'cloud-buy-daily', '0.000024 BTC');
    expect(await textOf(page(), 'cloud-buy-notice')).toBe(enEarn.cloud.notReturned);
    await byTestId('cloud-buy-submit').click();
    await toast(page(), enEarn.state.done);
    const contract = (await call<ListPage<EarnOrder>>('/earn/orders?kind=cloud&status=1')).data[0]!;
    expect(contract).toMatchObject({ amount: '200', units: 2, payout_currency_name: 'BTC' });
    await waitForText(page(), `earn-order-${contract.id}-amount`, held('200'));
    expect(await spotUsdt()).toBe(minus(start, '200'));

    await advanceDays(2);
    await page().reload();
    await waitForText(page(), `earn-order-${contract.id}-income`, '0.000024 BTC');
    await page().screenshot({ path: '/tmp/earn-cloud.png', fullPage: true });
  });
});
