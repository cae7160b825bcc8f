import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountErrors } from '../packages/contracts/src/account/errors';
import enAccount from '../apps/web/src/locales/en/account.json';
import { demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';

/**
 * Journeys of accounts, identity verification and account security against the
 * real server and the built web app: sign-up with a code from the dev outbox, profile,
 * phone binding, level 1 verification approved by an operator; and the login lock-out
 * message in the chosen language.
 */

let app: RunningApp;
let browser: OpenBrowser | null = null;

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function fresh(): Promise<OpenBrowser> {
  await browser?.close();
  browser = await openBrowser({ app });
  return browser;
}

const url = (hashPath: string) => `${app.baseUrl}/#${hashPath}`;
const hashOf = (page: Page) => new URL(page.url()).hash;
const input = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input`).first();

interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: init.token } : {}),
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(init.body ? { body: new URLSearchParams(init.body).toString() } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.type !== 'ok')
    throw new Error(`${path}: ${envelope.code ?? ''} ${JSON.stringify(envelope.message)}`);
  return envelope.message;
}

interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  target: string;
  body: string;
}

/** The newest code sent to `target` after message `afterId`, read from the dev outbox. */
async function codeFor(target: string, afterId = 0): Promise<{ code: string; id: number }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entries = await call<OutboxEntry[]>('/dev/outbox?limit=20');
    const entry = entries.find((e) => e.target === target && e.id > afterId);
    const code = entry ? /\b(\d{6})\b/.exec(entry.body)?.[1] : undefined;
    if (entry && code) return { code, id: entry.id };
    if (Date.now() > deadline) throw new Error(`no code for ${target}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('accounts', () => {
  it('signs up by e-mail, edits the profile, binds a phone and gets level 1 approved', async () => {
    const b = await fresh();
    const { page } = b;
    const email = `journey-${Date.now()}@example.com`;
    const password = 'journey-pass-1';

    // Sign up with the code from the outbox.
    await page.goto(url('/pages/common/register'));
    await page.waitForSelector('[data-testid=register-form]');
    await input(page, 'register-account').fill(email);
    await page.click('[data-testid=register-code] [data-testid=send-code]');
    const { code } = await codeFor(email);
    await expect(
      page.locator('[data-testid=register-code] [data-testid=send-code]').isDisabled(),
    ).resolves.toBe(true);
    await input(page, 'register-code').fill(code);
    await input(page, 'register-password').fill('short');
    await input(page, 'register-re-password').fill('different');
    await page.click('[data-testid=register-submit]');
    // The contracts' rules, before any request.
    await expect(page.locator('[data-testid=register-password-error]').textContent()).resolves.toBe(
      'Password must be longer than 6 characters',
    );
    await expect(
      page.locator('[data-testid=register-re-password-error]').textContent(),
    ).resolves.toBe('The two passwords do not match');
    await input(page, 'register-password').fill(password);
    await input(page, 'register-re-password').fill(password);
    await page.click('[data-testid=register-submit]');

    // Signed in at once: home opens with the new session.
    await page.waitForSelector('[data-testid=home]');
    expect(hashOf(page)).toBe('#/pages/index/index');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy();

    // Nickname and avatar.
    await page.goto(url('/pages/setting/userInfo'));
    await page.waitForSelector('[data-testid=profile-editor]');
    await page.click('[data-testid=profile-nickname-row]');
    await input(page, 'nickname-sheet-field').fill('a!');
    await page.click('[data-testid=nickname-sheet-save]');
    await page.waitForSelector('[data-testid=nickname-sheet-field-error]');
    await input(page, 'nickname-sheet-field').fill('Tide2025');
    await page.click('[data-testid=nickname-sheet-save]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=profile-nickname]')?.textContent === 'Tide2025',
    );
    await page.setInputFiles('[data-testid=avatar-input]', {
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.waitForSelector('.adm-toast-main >> text=' + enAccount.profile.avatarSaved);
    await page.reload();
    await page.waitForSelector('[data-testid=avatar-image]');
    await expect(page.locator('[data-testid=avatar-image]').getAttribute('src')).resolves.toMatch(
      /^\/uploads\/[\w-]+\.png$/,
    );

    // Verification first asks for the phone.
    await page.goto(url('/pages/setting/real'));
    await page.waitForSelector('[data-testid=kyc-contacts-required]');
    await expect(page.locator('[data-testid=kyc-basic-submit]').isDisabled()).resolves.toBe(true);

    // Bind a phone (United States, the default area for English).
    await page.goto(url('/pages/setting/security'));
    await page.waitForSelector('[data-testid=security-center]');
    await page.waitForSelector('[data-testid=session-current]');
    await page.click('[data-testid=security-phone]');
    await page.waitForSelector('[data-testid=bind-mobile-sheet]');
    await input(page, 'bind-contact').fill('2025550143');
    await page.click('[data-testid=bind-code] [data-testid=send-code]');
    const sms = await codeFor('+12025550143');
    await input(page, 'bind-code').fill(sms.code);
    await page.click('[data-testid=bind-submit]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=security-phone]')?.textContent?.includes('****0143'),
    );

    // Level 1.
    await page.goto(url('/pages/setting/real'));
    await page.waitForSelector('[data-testid=kyc-basic-form]');
    await page.waitForSelector('[data-testid=kyc-contacts-required]', { state: 'detached' });
    await page.click(`[data-testid=kyc-id-type] >> text=${enAccount.kyc.idTypes['1']}`);
    await input(page, 'kyc-name').fill('Jordan Tide');
    await input(page, 'kyc-card-id').fill(`P${Date.now()}`);
    await page.click('[data-testid=kyc-basic-submit]');
    await page.waitForSelector('[data-testid=verification-levels]');
    expect(hashOf(page)).toBe('#/pages/setting/real_mark');
    await expect(
      page.locator('[data-testid=levels-1-state]').getAttribute('data-state'),
    ).resolves.toBe('in_review');

    // The operator approves through the operator API.
    const operator = await call<string>('/admin/login', { body: demoOperatorLogin() });
    const pending = await call<{ data: { id: number; account: string; level: number }[] }>(
      '/admin/kyc?status=pending&limit=100',
      { token: operator },
    );
    const mine = pending.data.find((row) => row.account === email && row.level === 1);
    expect(mine).toBeDefined();
    await call('/admin/kyc/approve', { token: operator, body: { id: String(mine?.id) } });

    // The app shows "verified".
    await page.reload();
    await page.waitForSelector('[data-testid=verification-levels]');
    await expect(
      page.locator('[data-testid=levels-1-state]').getAttribute('data-state'),
    ).resolves.toBe('verified');
    await expect(page.locator('[data-testid=levels-1-state]').textContent()).resolves.toBe(
      enAccount.kyc.states.verified,
    );
    await page.goto(url('/pages/setting/setting'));
    await page.waitForSelector('[data-testid=setting-real-state]');
    await expect(page.locator('[data-testid=setting-real-state]').textContent()).resolves.toBe(
      enAccount.kyc.states.verified,
    );
    await expect(page.locator('[data-testid=setting-name]').textContent()).resolves.toBe(
      'Tide2025',
    );
    expect(b.consoleErrors).toEqual([]);
  });

  it('locks the account after 5 wrong passwords and says so in Spanish', async () => {
    const b = await fresh();
    const { page } = b;
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storage_version', '1');
        localStorage.setItem('lang', 'spa');
      }
    });
    await page.goto(url('/pages/common/login'));
    await page.waitForSelector('[data-testid=login-form]');
    await page.waitForFunction(() => document.documentElement.lang === 'es');

    await input(page, 'login-account').fill('demo@tidemark.dev');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await input(page, 'login-password').fill(`wrong-password-${attempt}`);
      await page.click('[data-testid=login-submit]');
      await page.waitForSelector('[data-testid=form-error]');
      const expected =
        attempt < 5 ? accountErrors.login_failed.text.spa : accountErrors.account_locked.text.spa;
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid=form-error]')?.textContent === text,
        expected,
      );
    }
    // Even the right password is refused while the lock lasts.
    await input(page, 'login-password').fill('demo-pass-1');
    await page.click('[data-testid=login-submit]');
    await page.waitForTimeout(300);
    await expect(page.locator('[data-testid=form-error]').textContent()).resolves.toBe(
      accountErrors.account_locked.text.spa,
    );
    expect(hashOf(page)).toContain('/pages/common/login');
    expect(b.consoleErrors).toEqual([]);
  });
});
