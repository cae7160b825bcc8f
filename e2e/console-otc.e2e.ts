import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';
import { confirmOk } from './support/ui';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { minus, plus } from './support/decimal';

/**
 * OTC's operator side in Chromium: the demo user buys 100 USDT from the demo merchant,
 * marks paid and appeals with a payment-proof image; the merchant answers with its own proof;
 * the two parties have chatted. An
 * operator signs in to the console, sees the appeal counted on the dashboard, opens the OTC
 * appeals, reads both sides (the reason, the evidence image, the chat) and releases to the
 * buyer with a note: the escrow moves exactly as a release by the seller would, and the order
 * is listed as resolved. The loan overview lists a loan the demo user opened, with its LTV.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MERCHANT = { user_string: 'otc.merchant@tidemark.dev', password: 'merchant-pass-1' };

let app: RunningApp | null = null;
let b: OpenBrowser | null = null;
let token = '';
let merchantToken = '';
const base = () => app!.baseUrl;

async function balance(tok: string, currency: string, type: 'legal' | 'change'): Promise<string> {
  const row = await apiCall<Record<string, string | number>>(base(), '/wallet/detail', {
    token: tok,
    body: { currency, type },
  });
  return String(row.available);
}

async function upload(tok: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const res = await fetch(`${base()}/api/upload?kind=voucher`, {
    method: 'POST',
    headers: { authorization: tok },
    body: form,
  });
  const env = (await res.json()) as { type: string; message: string };
  if (env.type !== 'ok') throw new Error(`upload: ${JSON.stringify(env)}`);
  return env.message;
}

async function signInConsole(page: Page) {
  const login = demoOperatorLogin();
  await page.goto(`${base()}/console/`);
  await page.locator('#email').fill(login.email!);
  await page.locator('#password').fill(login.password!);
  await page.locator('#totp_code').fill(login.totp_code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=operator-name]').waitFor();
}

describe('operator console: OTC appeals and the loan overview', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    token = await apiCall<string>(base(), '/user/login', { body: DEMO_USER });
    merchantToken = await apiCall<string>(base(), '/user/login', { body: MERCHANT });
    b = await openBrowser();
  }, 180_000);

  afterAll(async () => {
    await b?.close();
    await app?.stop();
  });

  it('an operator reads both sides of an appeal and releases to the buyer', async () => {
    const ads = await apiCall<{ data: Array<{ id: number; price: string }> }>(
      base(),
      '/otc/ads?side=sell&currency_id=3&fiat=USD',
    );
    const ad = ads.data.find((a) => a.price === '1.01')!;
    expect(ad).toBeTruthy();
    const userBefore = await balance(token, '3', 'legal');
    const merchantBefore = await balance(merchantToken, '3', 'legal');
    const order = await apiCall<{ id: number }>(base(), '/otc/order/create', {
      token,
      body: { ad_id: String(ad.id), fiat_amount: '101' },
    });
    const id = String(order.id);
    await apiCall(base(), '/otc/order/chat/send', {
      token,
      body: { id, body: 'Sent 101 USD by bank transfer' },
    });
    await apiCall(base(), '/otc/order/chat/send', {
      token: merchantToken,
      body: { id, body: 'Nothing has arrived yet' },
    });
    await apiCall(base(), '/otc/order/paid', { token, body: { id } });
    await apiCall(base(), '/otc/order/appeal', {
      token,
      body: { id, reason: 'Paid, the seller does not release', evidence: await upload(token) },
    });

    // The seller answers with its own proof.
    await apiCall(base(), '/otc/order/evidence', {
      token: merchantToken,
      body: { id, evidence: await upload(merchantToken), note: 'Statement: no credit today' },
    });

    const context = await b!.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await signInConsole(page);
    const count = page.locator('[data-testid=count-appeals_open]', { hasText: /\d/ });
    await count.waitFor();
    expect(await count.textContent()).toMatch(/open1$/);

    await page.goto(`${base()}/console/#/otc-appeals`);
    await page.locator(`[data-testid=otc-appeal-${id}-buyer]`).waitFor();
    expect(await page.locator(`[data-testid=otc-appeal-${id}-reason]`).textContent()).toContain(
      'Paid, the seller does not release',
    );
    const chat = page.locator(`[data-testid=otc-appeal-${id}-chat]`);
    await chat.getByText('Sent 101 USD by bank transfer').waitFor();
    await chat.getByText('Nothing has arrived yet').waitFor();
    // Both sides' evidence images, fetched with the operator token.
    await page.locator(`[data-testid=otc-appeal-${id}-buyer] .ant-image img`).waitFor();
    const sellerProof = page.locator(`[data-testid=otc-appeal-${id}-seller-evidence]`);
    await sellerProof.locator('.ant-image img').waitFor();
    expect(await sellerProof.textContent()).toContain('Statement: no credit today');

    await page.locator(`[data-testid=otc-appeal-release-${id}]`).click();
    await page.locator('[data-testid=ask-text]').fill('Bank statement shows the transfer');
    await confirmOk(page);
    await page.locator(`[data-testid=otc-appeal-release-${id}]`).waitFor({ state: 'detached' });

    await page.getByText('Resolved', { exact: true }).click();
    const result = page.locator(`[data-testid=otc-appeal-result-${id}]`);
    await result.waitFor();
    expect(await result.textContent()).toContain('Released to buyer');

    const done = await apiCall<{ status: string }>(base(), `/otc/order?id=${id}`, { token });
    expect(done.status).toBe('done');
    expect(await balance(token, '3', 'legal')).toBe(plus(userBefore, '100'));
    expect(await balance(merchantToken, '3', 'legal')).toBe(minus(merchantBefore, '100.1'));
    await context.close();
  }, 180_000);

  it('the loan overview lists an open loan with its LTV', async () => {
    await apiCall(base(), '/dev/price', { body: { symbol: 'BTC/USDT', price: '40000' } });
    const loan = await apiCall<{ id: number }>(base(), '/loan/borrow', {
      token,
      body: {
        loan_currency_id: '3',
        collateral_currency_id: '1',
        amount: '1000',
        collateral: '0.05',
        term_days: '0',
      },
    });
    const context = await b!.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await signInConsole(page);
    await page.goto(`${base()}/console/#/loans`);
    const ltv = page.locator(`[data-testid=loan-ltv-${loan.id}]`);
    await ltv.waitFor();
    expect(await ltv.textContent()).toContain('50.00%');
    await context.close();
  }, 120_000);
});
