import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USER, apiCall } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Screens that must tell the truth about money: a confirmation does not outlive its page.
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
});
