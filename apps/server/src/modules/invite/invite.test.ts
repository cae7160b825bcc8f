import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { registerByEmail } from '../../test/accounts';
import { faucet } from '../../test/community';
import { checkLedger } from '../../ledger/invariants';

/**
 * Invite and rebate on the platform clock: the lever module trades on it too, so a day moved
 * forward is a day for positions, overnight fees and the rebate job alike.
 */
let t: TestApp;
const BTC = 'BTC/USDT';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => t.app.clock.nowMs();
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.db)).toEqual([]);
  await t?.close();
});

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
async function tick(price: string): Promise<void> {
  t.app.services.market.script!.push(BTC, price, t.app.clock.nowMs());
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}
async function spot(userId: number): Promise<string> {
  const { rows } = await t.db.query<{ available: string }>(
    `SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE user_id = $1 AND currency_id = 3 AND account_type = 2`,
    [userId],
  );
  return rows[0]?.available ?? '0';
}
const get = async <T>(url: string, token: string) => {
  const r = await call(t.app, 'POST', url, url.endsWith('_list') ? { limit: 50 } : {}, { token });
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return r.body.message as T;
};
/** 10 lots at 100 000 with 100×: notional 10 000, fee 10; overnight 5 a night. */
async function openPosition(token: string) {
  await tick('100000');
  const r = await call(
    t.app,
    'POST',
    '/api/lever/submit',
    { symbol: BTC, type: 1, share: '10', multiple: 100 },
    { token },
  );
  expect(r.body.type).toBe('ok');
}
async function nextDays(n: number) {
  t.app.clock.advance(n * DAY);
  await tick('100000');
  await t.app.scheduler.runOnce('lever.overnight');
}

describe('invite', () => {
  it('binds the inviter at registration with the code (one level) and lists invitees masked', async () => {
    const inviter = await registerByEmail(t.app);
    const info = await get<{
      extension_code: string;
      invite_count: number;
      rate: string;
      days: number;
    }>('/api/user/invite_info', inviter.token);
    expect(info).toMatchObject({ invite_count: 0, rate: '0.2', days: 365 });
    const invitee = await registerByEmail(t.app, { invite: info.extension_code });
    const grandchild = await registerByEmail(t.app, {
      invite: (await get<{ extension_code: string }>('/api/user/invite_info', invitee.token))
        .extension_code,
    });
    const { rows } = await t.db.query<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[invitee.userId, grandchild.userId]],
    );
    expect(rows.map((r) => r.parent_id)).toEqual([inviter.userId, invitee.userId]);
    const list = await get<Page<{ account: string; rebate: string }>>(
      '/api/user/my_invite_list',
      inviter.token,
    );
    // One level: the invitee's own invitee is not the inviter's.
    expect(list.total).toBe(1);
    expect(list.data[0]!.account).toBe(`${invitee.email.slice(0, 2)}***@example.com`);
    expect(list.data[0]!.account).not.toContain(invitee.email.split('@')[0]!);
  });
});

describe('rebate: 20% of the invitee’s handling and overnight fees, daily, from fees', () => {
  it('pays each day once, re-runs pay nothing, missed days are paid with their own dates', async () => {
    const inviter = await registerByEmail(t.app);
    const code = (await get<{ extension_code: string }>('/api/user/invite_info', inviter.token))
      .extension_code;
    const invitee = await registerByEmail(t.app, { invite: code });
    const stranger = await registerByEmail(t.app);
    for (const u of [invitee, stranger]) {
      await t.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
      await faucet(t.app, u.userId, 3, '1000');
    }
    const day0 = dayOf(t.app.clock.nowMs());
    await openPosition(invitee.token);
    await openPosition(stranger.token);
    expect(await spot(inviter.userId)).toBe('0');

    // Day 1: the overnight fee of day 1 is charged; the job pays day 0's handling fee (10 → 2).
    await nextDays(1);
    expect(await t.app.scheduler.runOnce('invite.rebate')).toBe('done');
    expect(await spot(inviter.userId)).toBe('2');
    // The same day again pays nothing, by the job or by hand.
    expect((await t.app.services.invite.payDue(dayOf(t.app.clock.nowMs()))).paid).toBe(0);
    expect(await spot(inviter.userId)).toBe('2');

    // Days 2 and 3 without a rebate run; on day 3 the run pays day 1 and day 2 (5 → 1 each).
    await nextDays(1);
    await nextDays(1);
    await t.app.scheduler.runOnce('invite.rebate');
    const list = await get<Page<{ day: string; fees: string; amount: string; currency: string }>>(
      '/api/user/my_profit_list',
      inviter.token,
    );
    const d = (n: number) => dayOf(Date.parse(`${day0}T00:00:00Z`) + n * DAY);
    expect(list.data.map((r) => [r.day, r.fees, r.amount, r.currency])).toEqual([
      [d(2), '5', '1', 'USDT'],
      [d(1), '5', '1', 'USDT'],
      [d(0), '10', '2', 'USDT'],
    ]);
    expect(await spot(inviter.userId)).toBe('4');
    const info = await get<{ invite_count: number; rebate_totals: unknown }>(
      '/api/user/invite_info',
      inviter.token,
    );
    expect(info).toMatchObject({
      invite_count: 1,
      rebate_totals: [{ currency: 'USDT', amount: '4' }],
    });

    // The bills show the rebate with its reason, in the reader's language.
    const bills = (
      await call(
        t.app,
        'POST',
        '/api/wallet/legal_log',
        { limit: 50 },
        { token: inviter.token, lang: 'zh' },
      )
    ).body.message as { data: Array<{ info: string; amount: string }> };
    expect(bills.data.filter((b) => b.info === '邀请返佣').map((b) => b.amount)).toEqual([
      '1',
      '1',
      '2',
    ]);
  });

  it('pays nothing for fees after the 365 days, nor to anyone without an invitee', async () => {
    const inviter = await registerByEmail(t.app);
    const code = (await get<{ extension_code: string }>('/api/user/invite_info', inviter.token))
      .extension_code;
    const invitee = await registerByEmail(t.app, { invite: code });
    await t.db.query(
      `UPDATE users SET kyc_level = 1, created_at = $2::timestamptz - interval '366 days' WHERE id = $1`,
      [invitee.userId, t.app.clock.now()],
    );
    await faucet(t.app, invitee.userId, 3, '1000');
    await openPosition(invitee.token);
    await nextDays(1);
    await t.app.services.invite.payDue(dayOf(t.app.clock.nowMs()));
    expect(await spot(inviter.userId)).toBe('0');
    expect((await get<Page<unknown>>('/api/user/my_profit_list', inviter.token)).total).toBe(0);
  });
});
