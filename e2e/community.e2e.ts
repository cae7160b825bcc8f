import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { awayFromZero, minus, times } from './support/decimal';

/**
 * The community journeys against the real server and the built web app: a money
 * event writes a message that reaches the open app live, with its unread count, and reads in
 * the language the reader chose.
 */

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

beforeEach(async () => {
  await stopAll();
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(stopAll);

function running(): RunningApp {
  if (!app) throw new Error('app not started');
  return app;
}
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Stores the session and language the way the shell reads them, then opens `hashPath`. */
async function openAs(page: Page, token: string, lang: string, hashPath: string): Promise<void> {
  const url = (p: string) => `${running().baseUrl}/#${p}`;
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

/** A JSON POST (operator bodies with nested texts and id lists); throws unless ok. */
async function jsonCall<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${running().baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { type: string; code?: string; message: T };
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code ?? ''}`);
  return envelope.message;
}

/** A deposit request with an uploaded voucher, as the app makes it. */
async function requestDeposit(token: string, amount: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
  const uploaded = (await (
    await fetch(`${running().baseUrl}/api/upload?kind=voucher`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    })
  ).json()) as { message: string };
  await apiCall(running().baseUrl, '/wallet/charge_req', {
    token,
    body: { currency: '3', amount, type: 'crypto', voucher: uploaded.message },
  });
}

describe('community journeys', () => {
  it('a credited deposit appears live as a message with its unread count, in the chosen language', async () => {
    const base = running().baseUrl;
    const token = await apiCall<string>(base, '/user/login', { body: DEMO_USER });
    const operator = await apiCall<string>(base, '/admin/login', { body: demoOperatorLogin() });
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;

    await openAs(page, token, 'zh', '/pages/index/index');
    await byTestId(page, 'home-messages').waitFor();
    await expect(byTestId(page, 'home-unread').count()).resolves.toBe(0);

    // The operator credits a deposit while the app stays open: no reload from here on.
    await requestDeposit(token, '123.45');
    const pending = await apiCall<{ data: Array<{ id: number }> }>(
      base,
      '/admin/deposits?status=pending',
      { token: operator },
    );
    await apiCall(base, '/admin/deposits/approve', {
      token: operator,
      body: { id: String(pending.data[0]!.id) },
    });
    await page.waitForFunction(
      () => document.querySelector('[data-testid=home-unread]')?.textContent === '1',
    );

    await byTestId(page, 'home-messages').click();
    await page.waitForURL(/#\/pages\/setting\/message$/);
    const item = byTestId(page, 'message-item').first();
    await expect(item.locator('[data-testid=message-title]').textContent()).resolves.toBe(
      '充值已到账',
    );
    await expect(item.locator('[data-testid=message-content]').textContent()).resolves.toBe(
      '123.45 USDT 已存入您的币币账户。',
    );
    await expect(item.getAttribute('data-read')).resolves.toBe('0');

    // Reading it clears the count, on this screen and on the settings entry.
    await item.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=message-item]')?.getAttribute('data-read') === '1',
    );
    await page.goto(`${base}/#/pages/setting/setting`);
    await byTestId(page, 'setting-message').waitFor();
    await expect(byTestId(page, 'unread-badge').count()).resolves.toBe(0);
    expect(b.consoleErrors).toEqual([]);
  });
});

describe('coupons in the contract sheet', () => {
  it('a claimed fee coupon chosen in the confirmation sheet lowers the fee exactly once', async () => {
    const base = running().baseUrl;
    const token = await apiCall<string>(base, '/user/login', { body: DEMO_USER });
    const operator = await apiCall<string>(base, '/admin/login', { body: demoOperatorLogin() });
    const me = await apiCall<{ id: number }>(base, '/user/info', { token });
    const campaign = await jsonCall<{ id: number }>('/admin/coupon/campaign', operator, {
      kind: 'lever_fee',
      amount: '0.5',
      min_order: '1',
      currency_id: 3,
      name: { en: 'Fee voucher' },
      terms: { en: 'Market contract orders' },
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
    });
    await jsonCall('/admin/coupon/grant', operator, {
      campaign_id: campaign.id,
      user_ids: [me.id],
    });
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;

    // Claim it on the coupon page.
    await openAs(page, token, 'en', '/pages/setting/coupon');
    await byTestId(page, 'coupons-tab-claimable').click();
    await page
      .locator('[data-testid=coupon-item]')
      .filter({ has: page.getByText('Fee voucher', { exact: true }) })
      .locator('[data-testid=coupon-claim]')
      .click();
    await byTestId(page, 'coupons-tab-available').click();
    await expect(byTestId(page, 'coupon-name').first().textContent()).resolves.toBe('Fee voucher');

    // Open a market long of 1 lot at 10× choosing the coupon.
    type Deal = { user_lever: string };
    const before = await apiCall<Deal>(base, '/lever/deal', {
      token,
      body: { symbol: 'BTC/USDT' },
    });
    await page.goto(`${base}/#/pages/transaction/index?symbol=BTC/USDT&tab=futures`);
    await byTestId(page, 'lever-panel').waitFor();
    await byTestId(page, 'lever-leverage-10').click();
    await page.locator('#lever-lots').fill('1');
    await byTestId(page, 'lever-submit').click();
    await byTestId(page, 'lever-confirm').waitFor();
    await byTestId(page, 'coupon-option').click();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid=lever-confirm-fee]')
        ?.textContent?.includes('− 0.50 USDT'),
    );
    await byTestId(page, 'lever-confirm-submit').click();
    await byTestId(page, 'lever-confirm').waitFor({ state: 'hidden' });

    type Position = { price: string; trade_fee: string; origin_caution_money: string };
    const open = await apiCall<{ order: { data: Position[] } }>(base, '/lever/dealall', {
      token,
      body: { status: '1', limit: '100' },
    });
    const [position] = open.order.data;
    if (!position) throw new Error('no open position');
    // Fee = price × 0.01 BTC × 0.1%, rounded up to 6 places; the coupon paid 0.5 of it.
    const fullFee = awayFromZero(times(times(position.price, '0.01'), '0.001'), 6);
    expect(position.trade_fee).toBe(minus(fullFee, '0.5'));
    const after = await apiCall<Deal>(base, '/lever/deal', { token, body: { symbol: 'BTC/USDT' } });
    expect(after.user_lever).toBe(
      minus(minus(before.user_lever, position.origin_caution_money), position.trade_fee),
    );

    // Used once: the next order's sheet offers it no more, and it is listed as used.
    await page.locator('#lever-lots').fill('1');
    await byTestId(page, 'lever-submit').click();
    await byTestId(page, 'lever-confirm').waitFor();
    await expect(byTestId(page, 'coupon-option').count()).resolves.toBe(0);
    const used = await apiCall<{ data: Array<{ used_amount: string }> }>(base, '/coupon/list', {
      token,
      body: { state: 'used' },
    });
    expect(used.data.map((c) => c.used_amount)).toEqual(['0.5']);
    expect(b.consoleErrors).toEqual([]);
  });
});

describe('invite', () => {
  it('a registration through the demo user’s invite link binds the demo user as inviter', async () => {
    const base = running().baseUrl;
    const token = await apiCall<string>(base, '/user/login', { body: DEMO_USER });
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;

    // The demo user's share page shows the poster and the link.
    await openAs(page, token, 'en', '/pages/setting/share');
    await byTestId(page, 'share-poster').waitFor();
    const code = ((await byTestId(page, 'invite-code').textContent()) ?? '').trim();
    const link = ((await byTestId(page, 'share-link').textContent()) ?? '').trim();
    expect(link).toBe(`${base}/#/pages/common/register?extension_code=${code}`);
    await expect(byTestId(page, 'invite-count').textContent()).resolves.toBe('0');

    // A new visitor opens the link and registers: the invite field is filled from it.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link);
    await page.reload();
    await page.waitForSelector('[data-testid=register-form]');
    const field = (id: string) => page.locator(`[data-testid=${id}] input`).first();
    await expect(field('register-invite').inputValue()).resolves.toBe(code);
    const email = `invited-${Date.now()}@example.com`;
    await field('register-account').fill(email);
    await page.click('[data-testid=register-code] [data-testid=send-code]');
    const outboxCode = async () => {
      for (let i = 0; i < 50; i++) {
        const entries = await apiCall<Array<{ target: string; body: string }>>(
          base,
          '/dev/outbox?limit=20',
        );
        const found = /\b(\d{6})\b/.exec(entries.find((e) => e.target === email)?.body ?? '');
        if (found) return found[1]!;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('no code in the outbox');
    };
    await field('register-code').fill(await outboxCode());
    await field('register-password').fill('invited-pass-1');
    await field('register-re-password').fill('invited-pass-1');
    await page.click('[data-testid=register-submit]');
    // Registering signs the invitee in.
    await page.waitForSelector('[data-testid=home]');

    // The inviter sees the new invitee (masked) in the list and the count.
    const invitees = await apiCall<{ total: number; data: Array<{ account: string }> }>(
      base,
      '/user/my_invite_list',
      { token, body: { page: '1' } },
    );
    expect(invitees.total).toBe(1);
    expect(invitees.data[0]!.account).toBe(`${email.slice(0, 2)}***@example.com`);
    await openAs(page, token, 'en', '/pages/setting/share');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=invite-count]')?.textContent === '1',
    );
    await byTestId(page, 'invite-tab-invitees').click();
    await expect(byTestId(page, 'invitee-item').count()).resolves.toBe(1);
    expect(b.consoleErrors).toEqual([]);
  });
});

describe('support chat', () => {
  it('the demo user chats with support while an operator answers through the operator API', async () => {
    const base = running().baseUrl;
    const token = await apiCall<string>(base, '/user/login', { body: DEMO_USER });
    const operator = await apiCall<string>(base, '/admin/login', { body: demoOperatorLogin() });
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;
    await openAs(page, token, 'en', '/pages/kefu/index');
    await byTestId(page, 'support-chat').waitFor();
    await byTestId(page, 'support-input').fill('Is my deposit on its way?');
    await byTestId(page, 'support-send').click();
    await page
      .locator('[data-testid=support-message][data-sender=user]', {
        hasText: 'Is my deposit on its way?',
      })
      .waitFor();

    const conversations = await apiCall<{ data: Array<{ id: number; unread: number }> }>(
      base,
      '/admin/support/conversations',
      { token: operator },
    );
    expect(conversations.data[0]?.unread).toBe(1);
    await jsonCall('/admin/support/send', operator, {
      conversation_id: conversations.data[0]!.id,
      text: 'Yes, it was credited a minute ago.',
    });
    await page
      .locator('[data-testid=support-message][data-sender=operator]', {
        hasText: 'Yes, it was credited a minute ago.',
      })
      .waitFor();
    expect(b.consoleErrors).toEqual([]);
  });
});

describe('download', () => {
  it('the download page offers the web app: a manifest and a service worker that never caches the API', async () => {
    const base = running().baseUrl;
    const b = (browser = await openBrowser({ app: running() }));
    const { page } = b;
    await page.goto(`${base}/#/pages/common/webView?page=download`);
    await byTestId(page, 'download').waitFor();
    const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = (await (await fetch(new URL(manifestHref ?? '', `${base}/`))).json()) as {
      display: string;
      start_url: string;
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './#/pages/index/index' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base}/`);
    // The worker's fetch handler leaves API requests to the network.
    const sw = await (await fetch(`${base}/sw.js`)).text();
    expect(sw).toContain("url.pathname.includes('/api/')");
    expect(b.consoleErrors).toEqual([]);
  });
});
