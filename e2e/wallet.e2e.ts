import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enWallet from '../apps/web/src/locales/en/wallet.json';
import fraWallet from '../apps/web/src/locales/fra/wallet.json';
import { demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * The wallet journey against the real server and the built web app: the demo user
 * asks for a deposit with a voucher, an operator credits it, the balance shows in assets,
 * a transfer from spot to contract, a bank withdrawal with the fund password, the operator
 * sends it; then every step is in the records and the bills, read in French.
 */

const DEMO = { user_string: 'demo@tidemark.dev', password: 'demo-pass-1', fund: 'demo-fund-1' };
// A 1×1 transparent PNG: the upload route recognises images by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;

async function stopAll(): Promise<void> {
  await browser?.close();
  await app?.stop();
  browser = null;
  app = null;
}

/** Each journey gets a fresh server and database. */
beforeEach(async () => {
  await stopAll();
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(stopAll);

function running(): RunningApp {
  if (!app) throw new Error('app not started');
  return app;
}

interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

async function call<T>(
  path: string,
  init: { token?: string; body?: Record<string, string>; method?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${running().baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers,
    ...(init.body ? { body: new URLSearchParams(init.body).toString() } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.type !== 'ok')
    throw new Error(`${path}: ${envelope.code ?? ''} ${JSON.stringify(envelope.message)}`);
  return envelope.message;
}

const url = (hashPath: string) => `${running().baseUrl}/#${hashPath}`;
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Stores the session (and language) the way the shell reads them, then opens `hashPath`. */
async function openAs(page: Page, token: string, lang: string, hashPath: string): Promise<void> {
  await page.goto(url('/pages/index/index'));
  await page.waitForSelector('[data-testid=home]');
  await page.evaluate(
    ({ token, lang }) => {
      localStorage.setItem('storage_version', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('lang', lang);
    },
    { token, lang },
  );
  await page.goto(url(hashPath));
  await page.reload();
}

/** Opens the assets tab and waits for its USDT row to show `expected` (a cached figure may show first). */
async function expectSpotUsdt(
  page: Page,
  tab: 'change' | 'lever',
  expected: string,
): Promise<void> {
  await page.goto(url('/pages/fund/assets'));
  await byTestId(page, `assets-tab-${tab}`).click();
  const row = byTestId(page, `balance-${tab}-USDT`);
  await row.waitFor();
  await expect
    .poll(() => row.locator('[data-testid=available]').textContent(), { timeout: 15_000 })
    .toBe(expected);
}

describe('wallet journey', () => {
  it('deposits, transfers and withdraws through the UI; operators review through the API; bills are translated', async () => {
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;
    const token = await call<string>('/user/login', {
      body: { user_string: DEMO.user_string, password: DEMO.password },
    });
    const operator = await call<string>('/admin/login', { body: demoOperatorLogin() });

    // Assets: the demo balances.
    await openAs(page, token, 'en', '/pages/fund/assets');
    await byTestId(page, 'assets-total').waitFor();
    await expectSpotUsdt(page, 'change', '10,000.00');
    await byTestId(page, 'assets-eye').click();
    await expect(
      byTestId(page, 'balance-change-USDT').locator('[data-testid=available]').textContent(),
    ).resolves.toBe('****');
    await byTestId(page, 'assets-eye').click();

    // Deposit: currency picker → crypto address with QR → "I have paid" with a voucher.
    await byTestId(page, 'assets-deposit').click();
    await page.waitForURL(/#\/pages\/fund\/select\?action=receive$/);
    await byTestId(page, 'select-currency-search').locator('input').fill('usd');
    await byTestId(page, 'select-currency-USDT').click();
    await page.waitForURL(/#\/pages\/fund\/receive\?currency=3$/);
    await byTestId(page, 'deposit-qr').waitFor();
    await expect(byTestId(page, 'deposit-address').textContent()).resolves.toMatch(
      /^0x[0-9a-fA-F]{40}$/,
    );
    await byTestId(page, 'deposit-amount').locator('input').fill('1000');
    await byTestId(page, 'voucher-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid=voucher-state]')?.textContent === text,
      enWallet.deposit.uploaded,
    );
    await byTestId(page, 'deposit-submit').click();
    await page.waitForURL(/#\/pages\/fund\/receive_record$/);
    await expect(
      byTestId(page, 'deposit-records-item')
        .first()
        .locator('[data-testid=record-status]')
        .textContent(),
    ).resolves.toBe(enWallet.status.pending);

    // The operator credits it.
    const deposits = await call<{ data: Array<{ id: number; amount: string; voucher: string }> }>(
      '/admin/deposits?status=pending',
      { token: operator },
    );
    expect(deposits.data).toHaveLength(1);
    expect(deposits.data[0]?.amount).toBe('1000');
    expect(deposits.data[0]?.voucher).toMatch(/^\/uploads\//);
    await call('/admin/deposits/approve', {
      token: operator,
      body: { id: String(deposits.data[0]?.id) },
    });
    await expectSpotUsdt(page, 'change', '11,000.00');

    // Transfer 250 USDT from spot to contract.
    await byTestId(page, 'assets-transfer').click();
    await page.waitForURL(/#\/pages\/fund\/fundTransfer$/);
    await byTestId(page, 'transfer-amount-available').waitFor();
    await expect(byTestId(page, 'transfer-amount-available').textContent()).resolves.toContain(
      '11,000',
    );
    await byTestId(page, 'transfer-amount').locator('input').fill('250');
    await byTestId(page, 'transfer-submit').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.locator('.adm-toast-main', { hasText: enWallet.transfer.done }).waitFor();
    await expectSpotUsdt(page, 'lever', '2,250.00');
    await expectSpotUsdt(page, 'change', '10,750.00');

    // A domestic bank card, then a bank withdrawal confirmed with the fund password.
    await page.goto(url('/pages/setting/bank'));
    await byTestId(page, 'card-save').click();
    await byTestId(page, 'card-real_name-error').waitFor();
    const card = {
      real_name: 'Demo User',
      // A German IBAN of 22 characters, typed grouped; first with a mistyped last digit.
      bank_account: 'DE89 3704 0044 0532 0130 01',
      bank_name: 'Harbour Bank',
      bank_dizhi: '1 Quay Road',
      bank_network: '0042',
      phone: '+44 20 7946 0000',
    };
    for (const [field, value] of Object.entries(card))
      await byTestId(page, `card-${field}`).locator('input').fill(value);
    await byTestId(page, 'card-save').click();
    await byTestId(page, 'card-bank_account-error').waitFor();
    await byTestId(page, 'card-bank_account').locator('input').fill('DE89 3704 0044 0532 0130 00');
    await byTestId(page, 'card-save').click();
    await page.locator('.adm-toast-main', { hasText: enWallet.card.saved }).waitFor();

    await page.goto(url('/pages/fund/withdraw?currency=3'));
    await byTestId(page, 'withdraw-limits').waitFor();
    await byTestId(page, 'withdraw-method-bank').click();
    await byTestId(page, 'withdraw-card').waitFor();
    await byTestId(page, 'withdraw-amount').locator('input').fill('100');
    const fee = (await byTestId(page, 'withdraw-fee').textContent()) ?? '';
    expect(fee).toMatch(/USDT$/);
    await byTestId(page, 'withdraw-submit').click();
    await byTestId(page, 'withdraw-confirm').waitFor();
    await byTestId(page, 'withdraw-password').locator('input').fill('wrong-password');
    await byTestId(page, 'withdraw-confirm-submit').click();
    await page.locator('[data-testid=withdraw-confirm] [role=alert]').waitFor();
    await byTestId(page, 'withdraw-password').locator('input').fill(DEMO.fund);
    await byTestId(page, 'withdraw-confirm-submit').click();
    await page.waitForURL(/#\/pages\/fund\/withdraw_record$/);
    await expect(
      byTestId(page, 'withdraw-records-item')
        .first()
        .locator('[data-testid=record-status]')
        .textContent(),
    ).resolves.toBe(enWallet.withdrawStatus.pending);

    // The operator sends it.
    const withdrawals = await call<{
      data: Array<{ id: number; amount: string; method: string }>;
    }>('/admin/withdrawals', { token: operator });
    expect(withdrawals.data.map((w) => [w.amount, w.method])).toEqual([['100', 'bank']]);
    await call('/admin/withdrawals/send', {
      token: operator,
      body: { id: String(withdrawals.data[0]?.id), txid: 'BANK-REF-0001' },
    });

    // In French: records and bills with translated reasons.
    await openAs(page, token, 'fra', '/pages/fund/receive_withdraw_record');
    await byTestId(page, 'deposit-records-item').first().waitFor();
    await expect(
      byTestId(page, 'deposit-records-item')
        .first()
        .locator('[data-testid=record-status]')
        .textContent(),
    ).resolves.toBe(fraWallet.status.approved);
    await byTestId(page, 'records-tab-withdraw').click();
    await byTestId(page, 'withdraw-records-item').first().waitFor();
    await expect(
      byTestId(page, 'withdraw-records-item')
        .first()
        .locator('[data-testid=record-status]')
        .textContent(),
    ).resolves.toBe(fraWallet.withdrawStatus.sent);
    await expect(byTestId(page, 'withdraw-records-item').first().textContent()).resolves.toContain(
      'BANK-REF-0001',
    );

    await page.goto(url('/pages/fund/transfer_history?tab=transfer'));
    await byTestId(page, 'transfer-records-item').first().waitFor();
    await expect(byTestId(page, 'transfer-records-item').first().textContent()).resolves.toContain(
      `${fraWallet.accounts.change} → ${fraWallet.accounts.lever}`,
    );

    await page.goto(url('/pages/fund/assets_all_record'));
    await byTestId(page, 'bills-list-item').first().waitFor();
    await byTestId(page, 'no-more').waitFor();
    const infos = await page.locator('[data-testid=bill-info]').allTextContents();
    for (const label of [
      'Dépôt',
      'Transfert entre comptes',
      'Retrait (bloqué)',
      'Retrait envoyé',
    ]) {
      expect(infos, label).toContain(label);
    }
    const firstAmount = byTestId(page, 'bill-amount').first();
    await expect(firstAmount.textContent()).resolves.toMatch(/^[+-]/);

    // Filters: the contract account holds only the transfer credit and the demo balance.
    await byTestId(page, 'bills-type-3').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=bills-list-item]').length > 0,
    );
    const contractInfos = await page.locator('[data-testid=bill-info]').allTextContents();
    expect(contractInfos).toContain('Transfert entre comptes');
    expect(contractInfos).not.toContain('Retrait envoyé');
    await page.screenshot({ path: '/tmp/wallet-bills-fra.png' });

    expect(b.consoleErrors).toEqual([]);
  });
});
