import { afterAll, it } from 'vitest';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';

let app: RunningApp | null = null;
let b: OpenBrowser | null = null;
afterAll(async () => {
  await b?.close();
  await app?.stop();
});
it('shots', async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  b = await openBrowser();
  const user = await apiCall<string>(app.baseUrl, '/user/login', {
    body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
  });
  await apiCall(app.baseUrl, '/support/send', { token: user, body: { text: 'Hello there' } });
  await apiCall(app.baseUrl, '/feedback/submit', { token: user, body: { category: 'other', content: 'Charts are nice' } });
  const info = await apiCall<{ id?: number; user_id?: number }>(app.baseUrl, '/user/info', { token: user });
  const ctx = await b.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  const l = demoOperatorLogin();
  await page.goto(`${app.baseUrl}/console/`);
  await page.locator('#email').fill(l.email!);
  await page.locator('#password').fill(l.password!);
  await page.locator('#totp_code').fill(l.totp_code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=operator-name]').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/cq-dash.png' });
  for (const p of ['support', 'feedback', 'ieo', 'traders', 'reports']) {
    await page.goto(`${app.baseUrl}/console/#/${p}`);
    await page.waitForTimeout(2500);
    if (p === 'support') {
      await page.locator('[data-testid^=conversation-]').first().click();
      await page.waitForTimeout(1500);
    }
    await page.screenshot({ path: `/tmp/cq-${p}.png`, fullPage: p === 'reports' });
  }
  await page.goto(`${app.baseUrl}/console/#/users`);
  await page.locator('[data-testid=user-search] input').fill(String(info.id ?? info.user_id));
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1500);
  await page.locator('.ant-table-row').first().click();
  await page.waitForTimeout(1500);
  await page.getByRole('tab', { name: 'Orders and positions' }).click();
  await page.waitForTimeout(1000);
  await page.locator('[data-testid=product-tab-nft]').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/cq-users.png' });
  await page.evaluate(() => localStorage.setItem('tidemark.console.lang', 'jp'));
  await page.goto(`${app.baseUrl}/console/#/reports`);
  await page.reload();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/cq-reports-jp.png' });
}, 200_000);
