import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enWallet from '../apps/web/src/locales/en/wallet.json';
import { apiCall } from './support/api';
import { openBrowser, type OpenBrowser } from './support/app';
import { EXPLORER, startChainApp, textsUntil, type ChainApp } from './support/chain';
import { signIn } from './support/ui';

/**
 * An on-chain deposit on the embedded local node (anvil, a block a second): a new user sends
 * herself a demo test deposit from the receive screen, watches its confirmations rise live up
 * to Credited, and finds the 100 USDT on her spot account.
 */

const USDT = 3;

let chain: ChainApp | null = null;
let browser: OpenBrowser | null = null;
afterAll(async () => {
  await browser?.close();
  await chain?.stop();
});

const base = () => chain!.app.baseUrl;
const call = <T>(p: string, init: { token?: string; body?: Record<string, string> } = {}) =>
  apiCall<T>(base(), p, init);
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

async function outboxCode(target: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const entries = await call<Array<{ target: string; body: string }>>('/dev/outbox?limit=20');
    const found = /\b(\d{6})\b/.exec(entries.find((e) => e.target === target)?.body ?? '');
    if (found) return found[1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${target}`);
}

async function spotUsdt(token: string): Promise<string> {
  const wallet = await call<{
    accounts: Array<{
      account_type: number;
      balances: Array<{ currency_name: string; available: string }>;
    }>;
  }>('/wallet/list', { token });
  const spot = wallet.accounts.find((a) => a.account_type === 2);
  return spot?.balances.find((b) => b.currency_name === 'USDT')?.available ?? '0';
}

describe('on-chain deposit', () => {
  it('a new user sends a test deposit from Receive and watches it confirm up to Credited', async () => {
    chain = await startChainApp();
    const email = `chain-${Date.now()}@example.com`;
    await call('/sms_mail', { body: { user_string: email, type: 'register' } });
    await call('/user/register', {
      body: {
        type: 'email',
        user_string: email,
        password: 'chain-pass-1',
        re_password: 'chain-pass-1',
        code: await outboxCode(email),
      },
    });
    const token = await call<string>('/user/login', {
      body: { user_string: email, password: 'chain-pass-1' },
    });
    expect(await spotUsdt(token)).toBe('0');

    browser = await openBrowser({ app: chain.app });
    const { page } = browser;
    await signIn(page, base(), token, `/pages/fund/receive?currency=${USDT}`);
    await byTestId(page, 'deposit-address').waitFor();
    await byTestId(page, 'chain-deposits').locator('[data-testid=wallet-empty]').waitFor();

    await byTestId(page, 'test-deposit-send').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.locator('.adm-toast-main', { hasText: 'Test deposit sent' }).waitFor();
    await byTestId(page, 'chain-deposits-item').first().waitFor();
    const seen = await textsUntil(
      page,
      '[data-testid=chain-deposits-item] [data-testid=chain-deposit-status]',
      enWallet.chain.credited,
    );
    // Two confirmation counts at least on the way, each read on the same screen.
    const confirming = seen.filter((s) => s.startsWith('Confirming'));
    expect(confirming.length, seen.join(' → ')).toBeGreaterThanOrEqual(2);
    expect(new Set(confirming).size).toBe(confirming.length);
    const row = byTestId(page, 'chain-deposits-item').first();
    await expect(row.locator('[data-testid=chain-deposit-amount]').textContent()).resolves.toBe(
      '100.00 USDT',
    );
    await expect(row.locator('[data-testid=tx-explorer]').getAttribute('href')).resolves.toMatch(
      new RegExp(`^${EXPLORER}0x[0-9a-f]{64}$`),
    );

    // The balance: +100 USDT on the spot account, on the assets screen.
    await page.goto(`${base()}/#/pages/fund/assets`);
    await byTestId(page, 'assets-tab-change').click();
    const balance = byTestId(page, 'balance-change-USDT').locator('[data-testid=available]');
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe('100.00');
    expect(await spotUsdt(token)).toBe('100');
    expect(browser.consoleErrors).toEqual([]);
  }, 180_000);
});
