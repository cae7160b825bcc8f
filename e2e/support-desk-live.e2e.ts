import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { apiCall, DEMO_USER, demoRoleOperatorLogin } from './support/api';
import { signIn } from './support/ui';

/**
 * The support chat live on both sides: the console's desk joins the desk room,
 * so a user's message and typing show there without a reload, and the operator's typing, reply
 * and the user's read reach the other side the same way. The desk polls only every 30 s while
 * its room is joined, so anything seen within the short waits below came by push.
 */
let app: RunningApp | null = null;
let b: OpenBrowser | null = null;
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

/** Well under the desk's 30 s fallback poll: only a push can be this quick. */
const PUSHED = { timeout: 8_000 };

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

describe('support desk live', () => {
  it('shows the user typing and their message on the desk, and the reply, typing and read mark back', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    b = await openBrowser({ app });
    const user = await apiCall<string>(app.baseUrl, '/user/login', {
      body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
    });
    const web = b.page;
    await signIn(web, app.baseUrl, user, '/pages/kefu/index');
    await web.locator('[data-testid=support-chat]').waitFor();
    // The first message opens the conversation the desk then lists.
    await web.locator('[data-testid=support-input]').fill('Hello desk');
    await web.locator('[data-testid=support-send]').click();
    await web.locator('[data-testid=support-text]', { hasText: 'Hello desk' }).waitFor();

    const desk = await consoleAs(b.browser, demoRoleOperatorLogin('support'));
    await desk.goto(`${app.baseUrl}/console/#/support`);
    await desk.locator('[data-testid=desk-live]', { hasText: 'Live' }).waitFor();
    await desk.locator('[data-testid^=conversation-]').first().click();
    await desk.locator('[data-testid=desk-messages]', { hasText: 'Hello desk' }).waitFor();

    // The user types: the desk says so; the message then replaces the indicator.
    await web.locator('[data-testid=support-input]').fill('Where is my deposit?');
    const typing = desk.locator('[data-testid=desk-typing]');
    await typing.waitFor(PUSHED);
    expect(await typing.textContent()).toBe('User is typing…');
    await web.locator('[data-testid=support-send]').click();
    await desk
      .locator('[data-testid=desk-messages]', { hasText: 'Where is my deposit?' })
      .waitFor(PUSHED);
    await typing.waitFor({ state: 'detached', ...PUSHED });

    // The operator types and answers: the user sees both, and their reading marks the reply.
    await desk.locator('[data-testid=desk-reply]').fill('Checking it now');
    await web.locator('[data-testid=support-typing]').waitFor(PUSHED);
    await desk.locator('[data-testid=desk-send]').click();
    await web.locator('[data-testid=support-text]', { hasText: 'Checking it now' }).waitFor(PUSHED);
    await web.locator('[data-testid=support-typing]').waitFor({ state: 'detached', ...PUSHED });
    await expect
      .poll(() => desk.locator('[data-testid=desk-read]').count(), PUSHED)
      .toBeGreaterThan(0);
  }, 180_000);

  it('a visitor (not signed in) reaches the desk live and sees the operator typing', async () => {
    const context = await b!.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'en-US',
    });
    const visitor = await context.newPage();
    await visitor.goto(`${app!.baseUrl}/#/pages/kefu/index`);
    await visitor.evaluate(() => localStorage.setItem('lang', 'en'));
    await visitor.reload();
    await visitor.locator('[data-testid=support-chat]').waitFor();
    await visitor.locator('[data-testid=support-input]').fill('Visitor here');
    await visitor.locator('[data-testid=support-send]').click();
    await visitor.locator('[data-testid=support-text]', { hasText: 'Visitor here' }).waitFor();

    const desk = await consoleAs(b!.browser, demoRoleOperatorLogin('support'));
    await desk.goto(`${app!.baseUrl}/console/#/support`);
    await desk.locator('[data-testid=desk-live]', { hasText: 'Live' }).waitFor();
    // The visitor's conversation is the newest one.
    await desk.locator('tr[data-testid^=conversation-]', { hasText: 'Visitor' }).first().click();
    await desk.locator('[data-testid=desk-messages]', { hasText: 'Visitor here' }).waitFor();

    await visitor.locator('[data-testid=support-input]').fill('Are you there?');
    await desk.locator('[data-testid=desk-typing]').waitFor(PUSHED);
    await visitor.locator('[data-testid=support-send]').click();
    await desk
      .locator('[data-testid=desk-messages]', { hasText: 'Are you there?' })
      .waitFor(PUSHED);

    await desk.locator('[data-testid=desk-reply]').fill('Yes');
    await visitor.locator('[data-testid=support-typing]').waitFor(PUSHED);
    await desk.locator('[data-testid=desk-send]').click();
    await visitor.locator('[data-testid=support-text]', { hasText: /^Yes$/ }).waitFor(PUSHED);
    await context.close();
  }, 180_000);
});
