import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enWallet from '../apps/web/src/locales/en/wallet.json';
import { DEMO_USER, apiCall } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Screens that must tell the truth about money: a confirmation does not outlive its page; bills
 * show a signed amount rounded towards zero (a fill's two entries of one amount read alike); a
 * contract position's card and its close sheet show one price and one PnL; an address in its
 * 24-hour wait cannot be picked and the withdrawal says why.
 */

let app: RunningApp;
let browser: OpenBrowser;
let token: string;

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await openBrowser({ app });
  token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

interface Wallet {
  accounts: Array<{
    account_type: number;
    balances: Array<{ currency_name: string; available: string }>;
  }>;
}

async function spotUsdt(): Promise<string | undefined> {
  const wallet = await apiCall<Wallet>(app.baseUrl, '/wallet/list', { token });
  return wallet.accounts
    .find((a) => a.account_type === 2)
    ?.balances.find((b) => b.currency_name === 'USDT')?.available;
}

/** Runs an order call, again while the simulated feed has recorded no price yet (its first seconds). */
async function whenPriced<T>(order: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await order();
    } catch (error) {
      if (tries > 30 || !String(error).includes('price_unavailable')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** A signed USDT amount as bills show it: two places towards zero, grouped, '+' for credits. */
function billText(amount: string): string {
  const negative = amount.startsWith('-');
  const [int = '0', frac = ''] = amount.replace(/^[+-]/, '').split('.');
  const digits = `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0').slice(0, 2)}`;
  if (!/[1-9]/.test(digits)) return '0.00 USDT';
  return `${negative ? '-' : '+'}${digits} USDT`;
}

interface Bill {
  amount: string;
  reason: string;
}

describe('money screens', () => {
  it('closes the transfer confirmation when Back is pressed, and nothing moves', async () => {
    const { page } = browser;
    const before = await spotUsdt();
    await signIn(page, app.baseUrl, token, '/pages/fund/assets');
    await byTestId(page, 'assets-transfer').click();
    await page.waitForURL(/#\/pages\/fund\/fundTransfer$/);
    await byTestId(page, 'transfer-amount-available').waitFor();
    await byTestId(page, 'transfer-amount').locator('input').fill('25');
    await byTestId(page, 'transfer-submit').click();
    const confirm = page.locator('.adm-dialog-footer button').last();
    await confirm.waitFor();

    await page.goBack();
    await page.waitForURL(/#\/pages\/fund\/assets$/);
    await confirm.waitFor({ state: 'detached' });
    expect(await spotUsdt()).toBe(before);
  });

  it('shows an open position at the price and PnL its close sheet shows, with ROE and liquidation price', async () => {
    const { page } = browser;
    const submit = () =>
      apiCall<{ id: number }>(app.baseUrl, '/lever/submit', {
        token,
        body: {
          symbol: 'BTC/USDT',
          // A short: the demo account's cushion puts its liquidation above the entry (a long's
          // would be below zero, which the card shows as a dash).
          type: '2',
          share: '0.05',
          multiple: '10',
          status: '1',
          idempotency_key: 'e2e-money-screens-lever-1',
        },
      });
    const opened = await whenPriced(submit);
    await signIn(page, app.baseUrl, token, '/pages/transaction/contract_order');
    const card = page.locator(`[data-testid=lever-position][data-id="${opened.id}"]`);
    await card.waitFor();
    await card.locator('[data-testid=lever-position-roe]').waitFor();
    await page.waitForFunction(
      (id) =>
        /^[\d,]+\.\d+$/.test(
          document
            .querySelector(`[data-id="${id}"] [data-testid=lever-position-liquidation]`)
            ?.textContent?.trim() ?? '',
        ),
      opened.id,
    );
    await card.locator('[data-testid=lever-position-close]').click();
    await byTestId(page, 'lever-close').waitFor();
    // Card and sheet read in one go, a few times while the price moves: always the same.
    for (let i = 0; i < 3; i += 1) {
      const seen = await page.evaluate((id) => {
        const text = (selector: string) => document.querySelector(selector)?.textContent?.trim();
        const item = `[data-testid=lever-position][data-id="${id}"]`;
        return {
          cardMark: text(`${item} [data-testid=lever-position-current]`),
          cardPnl: text(`${item} [data-testid=lever-position-pnl]`),
          roe: text(`${item} [data-testid=lever-position-roe]`),
          sheetMark: text('[data-testid=lever-close-price]'),
          sheetPnl: text('[data-testid=lever-close-pnl]'),
        };
      }, opened.id);
      expect(seen.cardMark).toBe(seen.sheetMark);
      expect(seen.cardPnl).toBe(seen.sheetPnl);
      expect(seen.roe).toMatch(/^[+-]?\d+\.\d{2}%$/);
      await page.waitForTimeout(1100);
    }
  });

  it("shows a spot fill's bills rounded towards zero, its entries of one amount alike", async () => {
    const { page } = browser;
    await whenPriced(() =>
      apiCall(app.baseUrl, '/coin/trade', {
        token,
        body: {
          legal_id: '3',
          currency_id: '1',
          type: '1',
          amount: '0.002',
          idempotency_key: 'e2e-money-screens-spot-1',
        },
      }),
    );
    const usdtBills = async () =>
      (
        await apiCall<{ data: Bill[] }>(app.baseUrl, '/wallet/legal_log', {
          token,
          body: { currency: '3', type: '2', page: '1', limit: '20' },
        })
      ).data;
    await expect
      .poll(async () => (await usdtBills()).some((b) => b.reason === 'spot_trade'), {
        timeout: 30_000,
      })
      .toBe(true);
    const bills = await usdtBills();
    // The hold moves one amount (at the order's protective price, past the cent) from available
    // to frozen: two entries of one stored amount, opposite signs.
    const amounts = bills.map((b) => b.amount.replace(/^-/, ''));
    expect(amounts.some((a, i) => amounts.indexOf(a) !== i)).toBe(true);

    await signIn(page, app.baseUrl, token, '/pages/fund/assets_record?currency=3&type=2');
    const shown = byTestId(page, 'bill-amount');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(bills.length);
    expect((await shown.allTextContents()).map((text) => text.trim())).toEqual(
      bills.map((b) => billText(b.amount)),
    );
  });

  it('shows a new withdrawal address as not usable yet, and says why it cannot be used', async () => {
    const { page } = browser;
    const info = await apiCall<{ chains: string[] }>(app.baseUrl, '/wallet/get_info', {
      token,
      body: { currency: '3' },
    });
    const saved = await apiCall<Array<{ chain: string }> | { data: Array<{ chain: string }> }>(
      app.baseUrl,
      '/user/wallet/list?currency=3',
      { token },
    );
    const taken = new Set((Array.isArray(saved) ? saved : saved.data).map((a) => a.chain));
    // A network whose addresses take the 0x form, with no address of the user's yet.
    const chain = info.chains.find((c) => (c === 'ERC20' || c === 'BEP20') && !taken.has(c));
    if (!chain) throw new Error('every USDT network already has an address');
    const { id } = await apiCall<{ id: number }>(app.baseUrl, '/user/wallet/save', {
      token,
      body: {
        currency: '3',
        chain,
        name: 'Fresh wallet',
        address: `0x${'5a'.repeat(20)}`,
      },
    });

    await signIn(page, app.baseUrl, token, '/pages/fund/withdraw?currency=3');
    await byTestId(page, `chain-${chain}`).click();
    const entry = byTestId(page, `withdraw-address-${id}`);
    await entry.waitFor();
    expect(await entry.isDisabled()).toBe(true);
    expect(await entry.textContent()).toContain(enWallet.address.waiting);
    const usableAt = (await byTestId(page, `withdraw-address-${id}-usable-at`).textContent()) ?? '';
    expect(usableAt).toMatch(/^Usable from \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    await byTestId(page, 'withdraw-amount').locator('input').fill('20');
    await byTestId(page, 'withdraw-submit').click();
    const error = byTestId(page, 'withdraw-form-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      enWallet.withdraw.errors.addressWaiting
        .replace('{{name}}', 'Fresh wallet')
        .replace('{{time}}', usableAt.replace('Usable from ', '')),
    );
    expect(await byTestId(page, 'withdraw-confirm').count()).toBe(0);
  });
});
