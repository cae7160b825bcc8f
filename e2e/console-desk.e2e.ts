import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { apiCall, DEMO_USER, demoOperatorLogin, demoRoleOperatorLogin } from './support/api';
import { confirmOk } from './support/ui';

/**
 * The console's queues, support desk and reports in Chromium at a desktop viewport:
 * a compliance operator approves a trader application, a support operator answers a chat with
 * a canned reply, and the house result report draws its chart.
 */
let app: RunningApp | null = null;
let b: OpenBrowser | null = null;
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

const call = <T>(path: string, init: { token?: string; body?: Record<string, string> } = {}) =>
  apiCall<T>(app!.baseUrl, path, init);

async function consoleAs(browser: Browser, login: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${app!.baseUrl}/console/`);
  await page.locator('#email').fill(login.email!);
  await page.locator('#password').fill(login.password!);
  await page.locator('#totp_code').fill(login.totp_code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=operator-name]').waitFor();
  return page;
}

describe('console queues, support desk and reports', () => {
  it('approves a trader application, answers a chat with a canned reply, and charts the house result', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    b = await openBrowser();
    const user = await call<string>('/user/login', {
      body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
    });
    const info = await call<{ id?: number; user_id?: number }>('/user/info', { token: user });
    const userId = info.id ?? info.user_id!;

    // The queue: the demo user applies to be a copy-trading trader.
    await call('/follow/apply', {
      token: user,
      body: { nickname: 'Desk Tester', introduction: 'Swing trades', experience: '4 years' },
    });
    const compliance = await consoleAs(b.browser, demoRoleOperatorLogin('compliance'));
    const count = compliance.locator('[data-testid=count-trader_applications_pending]', {
      hasText: /\d/,
    });
    await count.waitFor();
    expect(await count.textContent()).toMatch(/waiting1$/);
    await compliance.goto(`${app.baseUrl}/console/#/traders`);
    const approve = compliance.locator(`[data-testid=trader-approve-${userId}]`);
    await approve.click();
    await confirmOk(compliance);
    await approve.waitFor({ state: 'detached' });
    expect((await call<{ status: number | null }>('/follow/me', { token: user })).status).toBe(1);

    // The desk: the user writes; support stores a canned reply and answers with it.
    await call('/support/send', { token: user, body: { text: 'Where is my deposit?' } });
    const support = await consoleAs(b.browser, demoRoleOperatorLogin('support'));
    await support.goto(`${app.baseUrl}/console/#/support`);
    await support.locator('[data-testid=canned-manage]').click();
    await support.locator('[data-testid=canned-title]').fill('Deposit delay');
    const canned = 'Deposits are credited after review, usually within the hour.';
    await support.locator('[data-testid=canned-text]').fill(canned);
    await support.locator('[data-testid=canned-save]').click();
    await support.locator('.ant-drawer-body td', { hasText: 'Deposit delay' }).waitFor();
    await support.locator('.ant-drawer-close').click();
    await support.locator('[data-testid^=conversation-]').first().click();
    await support.getByText('Where is my deposit?').waitFor();
    // The conversation's first refresh can close a dropdown opened while it loads: open it until
    // its option shows.
    const option = support.locator('.ant-select-item-option', { hasText: 'Deposit delay' });
    await expect
      .poll(
        async () => {
          if (!(await option.isVisible())) {
            await support.locator('[data-testid=canned-pick] .ant-select').click();
          }
          return option.isVisible();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    // Dispatched on the option itself: the reply box under the opening dropdown can take a
    // pointer click at the option's coordinates.
    await option.dispatchEvent('click');
    await expect(support.locator('[data-testid=desk-reply]').inputValue()).resolves.toBe(canned);
    await support.locator('[data-testid=desk-send]').click();
    await support.locator('[data-testid=desk-messages]', { hasText: canned }).waitFor();
    const history = await call<{ data: Array<{ sender: string; text: string }> }>(
      '/support/history',
      { token: user },
    );
    expect(history.data[0]).toMatchObject({ sender: 'operator', text: canned });

    // The report: an approved adjustment booked against the house shows in today's result.
    const admin = await call<string>('/admin/login', { body: demoOperatorLogin() });
    const finance = await call<string>('/admin/login', {
      body: demoRoleOperatorLogin('finance'),
    });
    const proposed = await call<{ id: number }>('/admin/adjustments/create', {
      token: admin,
      body: {
        user_id: String(userId),
        account_type: '2',
        currency: 'USDT',
        amount: '7.25',
        system_account: 'house',
        reason: 'Goodwill for a slow answer',
        ticket: 'SUP-900',
      },
    });
    await call('/admin/adjustments/approve', { token: finance, body: { id: String(proposed.id) } });
    const reports = await consoleAs(b.browser, demoOperatorLogin());
    await reports.goto(`${app.baseUrl}/console/#/reports`);
    const chart = reports.locator('[data-testid=house-pnl-chart]');
    await chart.locator('rect').first().waitFor();
    await reports
      .locator('[data-testid=house-pnl] td', { hasText: /^Adjustments$/ })
      .first()
      .waitFor();
    await reports
      .locator('[data-testid=house-pnl] td', { hasText: /^-7\.25$/ })
      .first()
      .waitFor();
    await reports.locator('[data-testid=flows-chart]').waitFor();
  }, 240_000);
});
