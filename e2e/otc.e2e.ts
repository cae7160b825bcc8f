import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enOtc from '../apps/web/src/locales/en/otc.json';
import enLoans from '../apps/web/src/locales/en/loans.json';
import { apiCall, DEMO_USER } from './support/api';
import {
  markHomePopupSeen,
  openBrowser,
  startApp,
  type OpenBrowser,
  type RunningApp,
} from './support/app';
import { minus, nearest, plus } from './support/decimal';
import { signIn, waitForText } from './support/ui';

/**
 * OTC in two browser contexts: the demo user buys 100 USDT from the demo merchant's sell ad
 * (1.01 USD), marks it paid; the merchant, signed in elsewhere, releases; both legal balances
 * move by the amount (the merchant also pays the 0.1% fee). Then loans with the script feed:
 * the demo user borrows 1,000 USDT against 0.05 BTC at 40,000; the price drops to 26,000 (LTV
 * 76.9%: a margin-call notice arrives on the page), then to 24,000 (83.3%: liquidated, the tick
 * shown); the spot balance receives what the sale left: 1,200 − 24 fee − 1,000 = 176 USDT.
 */

const MERCHANT = { user_string: 'otc.merchant@tidemark.dev', password: 'merchant-pass-1' };

let app: RunningApp | null = null;
let userBrowser: OpenBrowser | null = null;
let merchantPage: Page | null = null;
let token = '';
let merchantToken = '';

const base = () => app!.baseUrl;
const user = () => userBrowser!.page;

async function balance(tok: string, currency: string, type: 'legal' | 'change'): Promise<string> {
  const row = await apiCall<Record<string, string | number>>(base(), '/wallet/detail', {
    token: tok,
    body: { currency, type },
  });
  return String(row.available);
}

async function price(value: string) {
  await apiCall(base(), '/dev/price', { body: { symbol: 'BTC/USDT', price: value } });
}

describe('OTC and loans journeys', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    token = await apiCall<string>(base(), '/user/login', { body: DEMO_USER });
    merchantToken = await apiCall<string>(base(), '/user/login', { body: MERCHANT });
    userBrowser = await openBrowser({ app });
    const merchantContext = await userBrowser.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    await markHomePopupSeen(merchantContext, base());
    merchantPage = await merchantContext.newPage();
  }, 180_000);

  afterAll(async () => {
    await userBrowser?.close();
    await app?.stop();
  });

  it('a user buys USDT from the demo merchant, marks paid, the merchant releases', async () => {
    const userBefore = await balance(token, '3', 'legal');
    const merchantBefore = await balance(merchantToken, '3', 'legal');
    await signIn(user(), base(), token, '/pages/otc/otc');
    const take = user().locator('[data-testid$="-take"]').first();
    await take.waitFor();
    // Each merchant shows its last 30 days, counted by the server from its orders.
    const stats = user().locator('[data-testid$="-stats"]').first();
    expect(await stats.textContent()).toMatch(
      /^30-day orders \d+ · Completion .+ · Avg\. release .+$/,
    );
    await take.click();
    await user().locator('[data-testid="otc-take-fiat"] input').fill('101');
    await user().locator('[data-testid="otc-take-submit"]').click();
    await waitForText(user(), 'otc-order-status', enOtc.status.unpaid);
    await waitForText(user(), 'otc-order-amount', '100.00 USDT');
    await user().locator('[data-testid="otc-countdown"]').waitFor();
    await user().locator('[data-testid="otc-pay-domestic"]').waitFor();
    // The account number comes with its copy button.
    await user().locator('[data-testid="otc-pay-domestic-bank_account-copy"]').click();
    await user().getByText(enOtc.copy.done).waitFor();
    await user().locator('[data-testid="otc-paid"]').click();
    await user().locator('[data-testid="otc-step-submit"]').click();
    await waitForText(user(), 'otc-order-status', enOtc.status.paid);
    const orderId = /order=(\d+)/.exec(user().url())?.[1];
    expect(orderId).toBeTruthy();

    await signIn(merchantPage!, base(), merchantToken, `/pages/otc/otc?order=${orderId}`);
    await waitForText(merchantPage!, 'otc-order-status', enOtc.status.paid);
    await merchantPage!.locator('[data-testid="otc-release"]').click();
    await merchantPage!.locator('[data-testid="otc-step-submit"]').click();
    await waitForText(merchantPage!, 'otc-order-status', enOtc.status.done);
    // The buyer's page follows the socket event without a reload.
    await waitForText(user(), 'otc-order-status', enOtc.status.done);

    expect(await balance(token, '3', 'legal')).toBe(plus(userBefore, '100'));
    expect(await balance(merchantToken, '3', 'legal')).toBe(minus(merchantBefore, '100.1'));
  }, 120_000);

  it('the demo user borrows 1,000 USDT against BTC; a price drop calls margin, then liquidates', async () => {
    await price('40000');
    const usdtBefore = await balance(token, '3', 'change');
    await signIn(user(), base(), token, '/pages/common/borrowing');
    // The BTC/USDT tick at that instrument's price decimals, as the config names them.
    const { mark_decimals: decimals } = await apiCall<{ mark_decimals: Record<string, number> }>(
      base(),
      '/loan/config',
    );
    const btcUsdt = decimals['BTC/USDT']!;
    await waitForText(user(), 'loan-price', `${nearest('40000', btcUsdt)} USDT`);
    await user().locator('[data-testid="loan-amount"] input').fill('1000');
    await user().locator('[data-testid="loan-collateral"] input').fill('0.05');
    await waitForText(user(), 'loan-ltv', '50.00%');
    await user().locator('[data-testid="loan-borrow"]').click();
    await user().locator('[data-testid="loan-confirm-submit"]').click();
    const card = user().locator('[data-testid^="loan-"][data-testid$="-status"]').first();
    await card.waitFor();
    expect(await card.textContent()).toBe(enLoans.status.open);
    expect(await balance(token, '3', 'change')).toBe(plus(usdtBefore, '1000'));

    await price('26000');
    const notice = user().locator('[data-testid="loan-notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Margin call on loan #');

    await price('24000');
    await user().locator('[data-testid$="-liquidation"]').first().waitFor();
    expect(await card.textContent()).toBe(enLoans.status.liquidated);
    const shown = await user().locator('[data-testid$="-liquidation"]').first().textContent();
    expect(shown).toContain(`Liquidated at ${nearest('24000', btcUsdt)} (tick `);
    expect(shown).toMatch(/ \(tick \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC, LTV 83\.33%\)/);
    expect(await balance(token, '3', 'change')).toBe(plus(usdtBefore, '1176'));
  }, 120_000);

  it('quick buy from the home entry: the best ad with its price and limits, then the order', async () => {
    await signIn(user(), base(), token, '/pages/otc/otc?mode=quick');
    await user().locator('[data-testid="otc-quick-amount"] input').fill('50.5');
    await user().locator('[data-testid="otc-quick-go"]').click();
    await waitForText(user(), 'otc-quick-price', '1.01 USD');
    await waitForText(user(), 'otc-quick-receive', '50.00 USDT');
    expect(await user().locator('[data-testid="otc-quick-limits"]').textContent()).toBe(
      '10.00–5,000.00 USD',
    );
    await user().locator('[data-testid="otc-quick-confirm"]').click();
    await waitForText(user(), 'otc-order-status', enOtc.status.unpaid);
    await waitForText(user(), 'otc-order-amount', '50.00 USDT');
    const orderId = /order=(\d+)/.exec(user().url())?.[1];
    // Leaves nothing open: the buyer cancels.
    await apiCall(base(), '/otc/order/cancel', { token, body: { id: String(orderId) } });
  }, 120_000);
});
