import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatSignedMoney, SUPPORT_SOCKET_EVENTS } from '@tidemark/contracts';
import { apiCall, DEMO_USER, demoOperatorLogin } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { minus, times } from './support/decimal';
import { signIn } from './support/ui';

/**
 * The inbox journeys, on the script feed and the test clock: a loan liquidated by a
 * recorded price drop shows its message in the browser's inbox; a seconds-options stake coupon
 * is chosen in the options confirmation sheet and pays part of the stake exactly once; a user
 * invited by the demo user opens a contract, and after the next day's rebate job the demo user
 * sees 20% of its fee in the rebate list and the bills.
 */

// A 1×1 transparent PNG: the upload route recognises images by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';
let operator = '';

const base = () => app!.baseUrl;
const page = (): Page => browser!.page;
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);

async function price(value: string) {
  await apiCall(base(), '/dev/price', { body: { symbol: 'BTC/USDT', price: value } });
}

/** A JSON POST (operator bodies with nested texts and id lists); throws unless ok. */
async function jsonCall<T>(path: string, tok: string, body: unknown): Promise<T> {
  const response = await fetch(`${base()}/api${path}`, {
    method: 'POST',
    headers: { authorization: tok, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { type: string; code?: string; message: T };
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code ?? ''}`);
  return envelope.message;
}

/** The newest verification code the dev outbox holds for `target`. */
async function outboxCode(target: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const entries = await apiCall<Array<{ target: string; body: string }>>(
      base(),
      '/dev/outbox?limit=20',
    );
    const found = /\b(\d{6})\b/.exec(entries.find((e) => e.target === target)?.body ?? '');
    if (found) return found[1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${target}`);
}

type DeskWindow = Window & {
  deskEvents: Array<[string, { type?: string }]>;
  deskSend: (packet: string) => void;
};

/**
 * An operator's socket on the support desk room (the console's side of the chat), opened in a
 * page of its own with the browser's WebSocket and socket.io's wire protocol ("40" connects,
 * "42" is an event, "421…"/"431…" an emit with its ack, "2"/"3" ping/pong). The page sits on a
 * same-origin JSON answer, so no app runs there.
 */
async function deskSocket(desk: Page, operatorToken: string): Promise<unknown> {
  await desk.goto(`${base()}/api/dev/clock`);
  return desk.evaluate(
    (token) =>
      new Promise((resolve) => {
        const w = window as unknown as DeskWindow;
        w.deskEvents = [];
        const ws = new WebSocket(
          `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
        );
        w.deskSend = (packet) => ws.send(packet);
        ws.onmessage = (m) => {
          const data = String(m.data);
          if (data === '2') ws.send('3');
          else if (data.startsWith('0')) ws.send('40');
          else if (data.startsWith('40'))
            ws.send(`421${JSON.stringify(['support_desk_join', { token }])}`);
          else if (data.startsWith('431')) resolve((JSON.parse(data.slice(3)) as unknown[])[0]);
          else if (data.startsWith('42')) w.deskEvents.push(JSON.parse(data.slice(2)));
        };
      }),
    operatorToken,
  );
}

describe('inbox and coupon journeys', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', FEED: 'script', RATE_LIMIT_PER_MINUTE: '100000' });
    token = await apiCall<string>(base(), '/user/login', { body: DEMO_USER });
    operator = await apiCall<string>(base(), '/admin/login', { body: demoOperatorLogin() });
    browser = await openBrowser({ app });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a loan liquidated by a recorded price drop shows its message in the inbox', async () => {
    await price('40000');
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
    await signIn(page(), base(), token, '/pages/setting/message');
    // LTV 83.3%: past the liquidation level at once.
    await price('24000');
    const item = page()
      .locator('[data-testid=message-item]')
      .filter({ has: page().getByText('Loan liquidated', { exact: true }) });
    // The unread count is pushed live; the list is read when the page is opened again.
    for (let i = 0; i < 20 && (await item.count()) === 0; i++) {
      await page().reload();
      await byTestId('message-item').first().waitFor();
    }
    await expect(item.locator('[data-testid=message-content]').textContent()).resolves.toBe(
      `Loan #${loan.id} was liquidated: 0.05 BTC sold at 24000. 176 USDT left after the debt and fee was returned to your spot account.`,
    );
    expect(browser!.consoleErrors).toEqual([]);
  }, 120_000);

  it('a stake coupon chosen in the options sheet pays part of the stake, once', async () => {
    const me = await apiCall<{ id: number }>(base(), '/user/info', { token });
    const campaign = await jsonCall<{ id: number }>('/admin/coupon/campaign', operator, {
      kind: 'option_stake',
      amount: '5',
      min_order: '20',
      currency_id: 3,
      name: { en: 'Stake voucher' },
      terms: { en: 'Seconds orders of 20 USDT or more' },
      expires_at: Math.floor(Date.now() / 1000) + 30 * 86_400,
    });
    await jsonCall('/admin/coupon/grant', operator, {
      campaign_id: campaign.id,
      user_ids: [me.id],
    });
    await apiCall(base(), '/coupon/claim', { token, body: { campaign_id: String(campaign.id) } });

    type Currency = { id: number; user_wallet: { available: string } | null };
    const micro = async () =>
      (await apiCall<Currency[]>(base(), '/microtrade/payable_currencies', { token })).find(
        (c) => c.id === 3,
      )!.user_wallet!.available;
    const before = await micro();
    await price('90000');
    await signIn(page(), base(), token, '/pages/transaction/index?symbol=BTC/USDT&tab=options');
    await byTestId('options-panel').waitFor();
    await byTestId('options-period-30').click();
    await byTestId('options-amount').locator('input').fill('20');
    await byTestId('options-up').click();
    await byTestId('options-confirm').waitFor();
    await byTestId('coupon-option').click();
    await byTestId('options-confirm-submit').click();
    await byTestId('options-order-sheet').waitFor();

    // The coupon paid 5 of the 20 staked: the seconds account gave 15.
    expect(await micro()).toBe(minus(before, '15'));
    const used = await apiCall<{ data: Array<{ used_amount: string }> }>(base(), '/coupon/list', {
      token,
      body: { state: 'used' },
    });
    expect(used.data.map((c) => c.used_amount)).toEqual(['5']);
    const available = await apiCall<{ data: unknown[] }>(base(), '/coupon/list', {
      token,
      body: { state: 'available', kind: 'option_stake' },
    });
    expect(available.data).toEqual([]);
    expect(browser!.consoleErrors).toEqual([]);
  }, 120_000);

  it('an invitee’s contract fee pays the inviter 20% after the next day’s rebate job', async () => {
    const { extension_code: code } = await apiCall<{ extension_code: string }>(
      base(),
      '/user/invite_info',
      { token },
    );
    const email = `rebate-${Date.now()}@example.com`;
    await apiCall(base(), '/sms_mail', { body: { user_string: email, type: 'register' } });
    const mailed = await outboxCode(email);
    await apiCall(base(), '/user/register', {
      body: {
        type: 'email',
        user_string: email,
        password: 'invited-pass-1',
        re_password: 'invited-pass-1',
        code: mailed,
        extension_code: code,
      },
    });
    const invitee = await apiCall<string>(base(), '/user/login', {
      body: { user_string: email, password: 'invited-pass-1' },
    });

    // Contracts need identity level 1: a bound phone, the basic form, the operator's approval.
    const mobile = `20255${String(Date.now()).slice(-5)}`;
    await apiCall(base(), '/sms_send', {
      token: invitee,
      body: { mobile, area_code: '1', type: 'bind' },
    });
    await apiCall(base(), '/safe/mobile', {
      token: invitee,
      body: { mobile, area_code: '1', code: await outboxCode(`+1${mobile}`) },
    });
    await apiCall(base(), '/user/real', {
      token: invitee,
      body: { real_type: '1', id_type: '1', name: 'Rebate Tester', card_id: `P${Date.now()}` },
    });
    const kyc = await apiCall<{ data: Array<{ id: number; account: string }> }>(
      base(),
      '/admin/kyc?status=pending&limit=100',
      { token: operator },
    );
    const application = kyc.data.find((row) => row.account === email);
    await apiCall(base(), '/admin/kyc/approve', {
      token: operator,
      body: { id: String(application!.id) },
    });

    // Funds: a deposit credited by the operator, moved to the contract account.
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
    const uploaded = (await (
      await fetch(`${base()}/api/upload?kind=voucher`, {
        method: 'POST',
        headers: { authorization: invitee },
        body: form,
      })
    ).json()) as { message: string };
    await apiCall(base(), '/wallet/charge_req', {
      token: invitee,
      body: { currency: '3', amount: '1000', type: 'crypto', voucher: uploaded.message },
    });
    const pending = await apiCall<{ data: Array<{ id: number; user_id?: number }> }>(
      base(),
      '/admin/deposits?status=pending',
      { token: operator },
    );
    await apiCall(base(), '/admin/deposits/approve', {
      token: operator,
      body: { id: String(pending.data[0]!.id) },
    });
    await apiCall(base(), '/wallet/change', {
      token: invitee,
      body: {
        currency_id: '3',
        number: '1000',
        from_field: '2',
        to_field: '3',
        idempotency_key: `e2e-rebate-${Date.now()}`,
      },
    });
    await price('90000');
    const position = await apiCall<{ trade_fee: string }>(base(), '/lever/submit', {
      token: invitee,
      body: {
        symbol: 'BTC/USDT',
        type: '1',
        share: '1',
        multiple: '10',
        idempotency_key: `e2e-rebate-open-${Date.now()}`,
      },
    });
    const rebate = times(position.trade_fee, '0.2');

    // The next day: the clock moves and every job runs once, the rebate job among them.
    await apiCall(base(), '/dev/clock', { body: { advance_seconds: '86400' } });
    const profits = await apiCall<{ data: Array<{ amount: string }> }>(
      base(),
      '/user/my_profit_list',
      { token, body: { page: '1' } },
    );
    expect(profits.data.map((p) => p.amount)).toContain(rebate);

    await signIn(page(), base(), token, '/pages/setting/share');
    await byTestId('invite-tab-rebates').click();
    await page()
      // At USDT's two places, towards zero, as every signed figure.
      .locator('[data-testid=rebate-amount]', {
        hasText: `${formatSignedMoney(rebate, 2, { minPlaces: 2 })} USDT`,
      })
      .first()
      .waitFor();
    await page().goto(`${base()}/#/pages/setting/bill`);
    await byTestId('bills').waitFor();
    await page().locator('[data-testid=bill-info]', { hasText: 'Invite rebate' }).first().waitFor();
    expect(browser!.consoleErrors).toEqual([]);
  }, 180_000);

  it('support chat: the desk sees the user typing, the user sees the operator typing, live', async () => {
    const me = await apiCall<{ id: number }>(base(), '/user/info', { token });
    await signIn(page(), base(), token, '/pages/kefu/index');
    await byTestId('support-chat').waitFor();
    await byTestId('support-input').fill('Is anyone there?');
    await byTestId('support-send').click();
    await page().locator('[data-testid=support-text]', { hasText: 'Is anyone there?' }).waitFor();
    const conversations = await apiCall<{ data: Array<{ id: number; user_id: number | null }> }>(
      base(),
      '/admin/support/conversations',
      { token: operator },
    );
    const conversationId = conversations.data.find((c) => c.user_id === me.id)!.id;

    const desk = await page().context().newPage();
    try {
      expect(await deskSocket(desk, operator)).toEqual({ ok: true });
      await byTestId('support-input').fill('One more thing');
      const typed = await desk.waitForFunction(() =>
        (window as unknown as DeskWindow).deskEvents.find(
          ([event, p]) => event === 'support_desk' && p.type === 'typing',
        ),
      );
      // Past the event and its payload comes the recovery offset the server adds.
      expect(((await typed.jsonValue()) as unknown[]).slice(0, 2)).toEqual([
        SUPPORT_SOCKET_EVENTS.desk,
        { type: 'typing', conversation_id: conversationId, typing: true, sender: 'user' },
      ]);

      await desk.evaluate(
        (packet) => (window as unknown as DeskWindow).deskSend(packet),
        `42${JSON.stringify([SUPPORT_SOCKET_EVENTS.typing, { conversation_id: conversationId, typing: true }])}`,
      );
      await byTestId('support-typing').waitFor();
      await jsonCall('/admin/support/send', operator, {
        conversation_id: conversationId,
        text: 'Yes, how can I help?',
      });
      await page()
        .locator('[data-testid=support-text]', { hasText: 'Yes, how can I help?' })
        .waitFor();
      await byTestId('support-typing').waitFor({ state: 'detached' });
    } finally {
      await desk.close();
    }
    expect(browser!.consoleErrors).toEqual([]);
  }, 120_000);
});
