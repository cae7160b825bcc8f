import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { DEMO_USER, demoOperatorLogin, demoRoleOperatorLogin } from './support/api';
import { confirmOk } from './support/ui';

/**
 * The operator console in Chromium at a desktop viewport: sign in with TOTP, approve
 * a level-2 identity, credit a deposit (the user's bills show it), send a withdrawal, adjust a
 * balance with two operators (four eyes), and a support operator refused the finance pages
 * (the 403 page and the API's 403).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const USDT = 3;

let app: RunningApp | null = null;
let b: OpenBrowser | null = null;
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

async function raw<T>(
  path: string,
  init: { token?: string; body?: Record<string, string> } = {},
): Promise<{ status: number; env: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${app!.baseUrl}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers,
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, env: (await res.json()) as Envelope<T> };
}
async function call<T>(path: string, init: { token?: string; body?: Record<string, string> } = {}) {
  const { env } = await raw<T>(path, init);
  if (env.type !== 'ok')
    throw new Error(`${path}: ${env.code ?? ''} ${JSON.stringify(env.message)}`);
  return env.message;
}

async function upload(token: string, kind: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${app!.baseUrl}/api/upload?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const env = (await res.json()) as Envelope<{ path?: string; url?: string } | string>;
  if (env.type !== 'ok') throw new Error(`upload: ${JSON.stringify(env)}`);
  const m = env.message;
  return typeof m === 'string' ? m : (m.path ?? m.url ?? '');
}

async function desktop(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** Waits until `count` uploaded images show pixels: fetched with the token, not broken links. */
async function imagesShown(page: Page, count: number) {
  await page.waitForFunction(
    (n) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.ant-image img')).filter(
        (i) => i.complete && i.naturalWidth > 0,
      ).length >= n,
    count,
  );
}

async function signInConsole(page: Page, login: Record<string, string>) {
  await page.goto(`${app!.baseUrl}/console/`);
  await page.locator('#email').fill(login.email!);
  await page.locator('#password').fill(login.password!);
  await page.locator('#totp_code').fill(login.totp_code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=operator-name]').waitFor();
}

describe('operator console', () => {
  it('reviews identity, deposits and withdrawals, adjusts with four eyes, and keeps support out of finance', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    b = await openBrowser();
    const user = await call<string>('/user/login', {
      body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
    });
    const info = await call<{ id?: number; user_id?: number; kyc_level?: number }>('/user/info', {
      token: user,
    });
    const userId = info.id ?? info.user_id!;

    // What the queues will hold: a level-2 application, a deposit with its voucher, a withdrawal.
    await call('/user/real', {
      token: user,
      body: {
        real_type: '2',
        front_pic: await upload(user, 'kyc'),
        reverse_pic: await upload(user, 'kyc'),
      },
    });
    await call('/wallet/charge_req', {
      token: user,
      body: { currency: String(USDT), amount: '250', voucher: await upload(user, 'voucher') },
    });
    // A bank withdrawal: a saved card has no cooling-off period as a new crypto address has.
    await call('/user/cash_save', {
      token: user,
      body: {
        real_name: 'Demo User',
        bank_account: '6222 0202 0000 1234',
        bank_name: 'Harbour Bank',
        bank_dizhi: '1 Quay Road',
        bank_network: '0042',
        phone: '+44 20 7946 0000',
      },
    });
    await call('/wallet/out', {
      token: user,
      body: { currency: String(USDT), number: '100', type: 'bank', pay_password: 'demo-fund-1' },
    });

    // Sign in with password and TOTP; the dashboard counts the queues.
    const { page } = await desktop(b.browser);
    await signInConsole(page, demoOperatorLogin());
    const kycCount = page.locator('[data-testid=count-kyc_pending]', { hasText: /\d/ });
    await kycCount.waitFor();
    expect(await kycCount.textContent()).toMatch(/waiting1$/);

    // Identity level 2, with its images.
    await page.goto(`${app.baseUrl}/console/#/kyc`);
    const approveKyc = page.locator('[data-testid^=kyc-approve-]').first();
    await approveKyc.waitFor();
    await imagesShown(page, 2);
    await approveKyc.click();
    // Approving asks first: nothing is decided until the operator confirms.
    await page.locator('.ant-modal-confirm-title', { hasText: DEMO_USER.user_string }).waitFor();
    await confirmOk(page);
    await page.locator('[data-testid^=kyc-approve-]').first().waitFor({ state: 'detached' });
    expect((await call<{ kyc_level?: number }>('/user/info', { token: user })).kyc_level).toBe(2);

    // Credit the deposit; the user's bills show it.
    await page.goto(`${app.baseUrl}/console/#/deposits`);
    await imagesShown(page, 1);
    await page.locator('[data-testid^=deposit-credit-]').first().click();
    await confirmOk(page);
    await page.locator('[data-testid^=deposit-credit-]').first().waitFor({ state: 'detached' });
    const bills = await call<{ data: Array<{ reason: string; amount: string }> }>(
      '/wallet/legal_log?limit=20',
      { token: user },
    );
    expect(bills.data.find((x) => x.reason === 'deposit')?.amount).toBe('250');

    // Send the withdrawal with its transaction id.
    await page.goto(`${app.baseUrl}/console/#/withdrawals`);
    await page.locator('[data-testid^=withdraw-send-]').first().click();
    await page.locator('[data-testid=ask-text]').fill('0xfeedbeef01');
    await confirmOk(page);
    await page.locator('[data-testid^=withdraw-send-]').first().waitFor({ state: 'detached' });
    const operator = await call<string>('/admin/login', { body: demoRoleOperatorLogin('finance') });
    const sent = await call<{ data: Array<{ txid: string }> }>('/admin/withdrawals?status=sent', {
      token: operator,
    });
    expect(sent.data.map((w) => w.txid)).toEqual(['0xfeedbeef01']);

    // Four eyes: the admin proposes, the finance operator approves.
    const before = await call<{
      accounts: Array<{ currency: string; account_type: number; available: string }>;
    }>(`/admin/users/detail?user_id=${userId}`, { token: operator });
    const spot = (d: typeof before) =>
      d.accounts.find((a) => a.currency === 'USDT' && a.account_type === 2)?.available;
    // 10000 demo, plus the 250 deposit, less the 100 withdrawal.
    expect(spot(before)).toBe('10150');
    await page.goto(`${app.baseUrl}/console/#/adjustments`);
    await page.locator('#user_id').fill(String(userId));
    await page.locator('[data-testid=adj-amount]').fill('12.5');
    await page.locator('[data-testid=adj-ticket]').fill('SUP-77');
    await page.locator('[data-testid=adj-reason]').fill('Compensation for a delayed deposit');
    await page.locator('[data-testid=adj-submit]').click();
    await page.getByText('SUP-77').waitFor();
    // Not the proposer's to approve.
    await expect(page.locator('[data-testid^=adj-approve-]').count()).resolves.toBe(0);
    const fin = await desktop(b.browser);
    await signInConsole(fin.page, demoRoleOperatorLogin('finance'));
    await fin.page.goto(`${app.baseUrl}/console/#/adjustments`);
    await fin.page.locator('[data-testid^=adj-approve-]').first().click();
    await confirmOk(fin.page);
    await fin.page.locator('[data-testid^=adj-approve-]').first().waitFor({ state: 'detached' });
    const after = await call<typeof before>(`/admin/users/detail?user_id=${userId}`, {
      token: operator,
    });
    expect(spot(after)).toBe('10162.5');

    // Support: no reports page, and the API says 403.
    const sup = await desktop(b.browser);
    await signInConsole(sup.page, demoRoleOperatorLogin('support'));
    await expect(sup.page.getByRole('menuitem', { name: 'Reports' }).count()).resolves.toBe(0);
    await sup.page.goto(`${app.baseUrl}/console/#/reports`);
    await sup.page.locator('.ant-result-403').waitFor();
    const supportToken = await call<string>('/admin/login', {
      body: demoRoleOperatorLogin('support'),
    });
    const refused = await raw('/admin/reports', { token: supportToken });
    expect(refused.status).toBe(403);
    expect(refused.env.code).toBe('operator_forbidden');

    // The admin ends that support session from the sessions page, with a reason; it is refused at once.
    const { data: supportSessions } = await call<{ data: Array<{ id: number; current: boolean }> }>(
      '/admin/sessions',
      { token: supportToken },
    );
    const sessionId = supportSessions.find((s) => s.current)!.id;
    await page.goto(`${app.baseUrl}/console/#/sessions`);
    await page.locator(`[data-testid=sess-end-${sessionId}]`).click();
    await page.locator('[data-testid=ask-text]').fill('left the team');
    await confirmOk(page);
    await page.locator(`[data-testid=sess-end-${sessionId}]`).waitFor({ state: 'detached' });
    expect((await raw('/admin/me', { token: supportToken })).env.type).toBe('999');

    // Signing out ends the admin's session on the server, not only in the tab.
    const adminToken = await page.evaluate(() => sessionStorage.getItem('tidemark.console.token'));
    expect((await raw('/admin/me', { token: adminToken! })).env.type).toBe('ok');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await raw('/admin/me', { token: adminToken! })).env.type).toBe('999');
  }, 240_000);
});
