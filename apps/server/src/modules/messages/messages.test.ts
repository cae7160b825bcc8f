import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, Page } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorToken, registerByEmail } from '../../test/accounts';
import { depositedUser, faucet, usableAddress, withdrawingUser } from '../../test/community';
import { checkLedger } from '../../ledger/invariants';

/**
 * The inbox: every money event writes one message inside its own transaction, rendered in the
 * reader's language when read; the unread count reaches the user's sockets after commit.
 */
let t: TestApp;
let op: string;
/** Monday 5 January 2026, 09:00 UTC: markets open; lever and options run on this clock. */
let now = Date.UTC(2026, 0, 5, 9, 0, 0);
const pushed: Array<{ userId: number; event: string; payload: unknown }> = [];

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
  t.app.services.options.clock = () => now;
  op = await operatorToken(t.app);
  const toUser = t.app.realtime.toUser;
  t.app.realtime.toUser = (userId, event, payload) => {
    pushed.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.db)).toEqual([]);
  await t?.close();
});

async function tick(symbol: string, price: string, stepMs = 1000): Promise<void> {
  now += stepMs;
  t.app.services.market.script!.push(symbol, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}

const inbox = async (token: string, lang = 'en', extra: Record<string, unknown> = {}) =>
  (await call(t.app, 'GET', '/api/message/list', { limit: 50, ...extra }, { token, lang })).body
    .message as Page<InboxMessage>;
const unread = async (token: string) =>
  (
    (await call(t.app, 'GET', '/api/message/unread', {}, { token })).body.message as {
      unread: number;
    }
  ).unread;
const lastPushTo = (userId: number) =>
  pushed.filter((p) => p.userId === userId && p.event === 'message').at(-1)?.payload;

describe('money events write one message each, read in the reader’s language', () => {
  it('a credited deposit: the message, the unread count pushed after commit, and 8 languages', async () => {
    const u = await depositedUser(t.app, op, '250.5');
    expect(await unread(u.token)).toBe(1);
    await t.app.services.messages.push.runOnce();
    expect(lastPushTo(u.userId)).toEqual({ unread: 1 });
    // A second look pushes nothing new for the same message.
    const before = pushed.length;
    await t.app.services.messages.push.runOnce();
    expect(pushed.length).toBe(before);

    const expected: Record<string, [string, string]> = {
      en: ['Deposit credited', '250.5 USDT has been credited to your spot account.'],
      zh: ['充值已到账', '250.5 USDT 已存入您的币币账户。'],
      fra: ['Dépôt crédité', '250.5 USDT a été crédité sur votre compte spot.'],
      jp: ['入金が反映されました', '250.5 USDT が現物口座に入金されました。'],
    };
    for (const [lang, [title, content]] of Object.entries(expected)) {
      const page = await inbox(u.token, lang);
      expect(page.total).toBe(1);
      expect(page.data[0]).toMatchObject({ kind: 'deposit_credited', title, content, is_read: 0 });
    }
  });

  it('a withdrawal sent and one rejected, each with its own message and numbers', async () => {
    const u = await withdrawingUser(t.app, op, '100');
    const address = await usableAddress(t.app, u.token);
    const out = async (number: string) =>
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/out',
          { currency: 3, number, address_id: address, pay_password: 'fund-pass-1' },
          { token: u.token },
        )
      ).body.message as { id: number };
    const a = await out('40');
    const b = await out('30');
    await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/send',
      { id: a.id, txid: '0xfeed' },
      { token: op },
    );
    await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/reject',
      { id: b.id, reason: 'Address flagged' },
      { token: op },
    );
    const page = await inbox(u.token);
    expect(page.data.map((m) => [m.kind, m.content])).toEqual([
      [
        'withdrawal_rejected',
        'Your withdrawal of 30 USDT was rejected and the amount is available again. Reason: Address flagged',
      ],
      ['withdrawal_sent', 'Your withdrawal of 40 USDT has been sent. Transaction: 0xfeed'],
      ['deposit_credited', '100 USDT has been credited to your spot account.'],
    ]);
  });

  it('a liquidation and a take profit', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 3, '300');
    await tick('BTC/USDT', '100000');
    const submit = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/lever/submit', body, { token: u.token });
    expect(
      (
        await submit({
          symbol: 'BTC/USDT',
          type: 1,
          share: '1',
          multiple: 10,
          target_profit_price: '101000',
        })
      ).body.type,
    ).toBe('ok');
    await tick('BTC/USDT', '101000');
    expect(
      (await submit({ symbol: 'BTC/USDT', type: 1, share: '10', multiple: 100 })).body.type,
    ).toBe('ok');
    await tick('BTC/USDT', '98000');
    const page = await inbox(u.token, 'spa');
    expect(page.data.map((m) => [m.kind, m.title])).toEqual([
      ['lever_liquidated', 'Posición liquidada'],
      ['lever_take_profit', 'Toma de ganancias alcanzada'],
    ]);
    expect(page.data[0]!.content).toMatch(
      /^Su posición BTC\/USDT n\.º \d+ fue liquidada a 98000\. Resultado: -300 USDT\.$/,
    );
    expect(page.data[1]!.content).toMatch(
      /cerró a 101000 por toma de ganancias\. Resultado: 10 USDT\.$/,
    );
  });

  it('a settled seconds order', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 4, '100');
    await tick('BTC/USDT', '90000');
    const res = await call(
      t.app,
      'POST',
      '/api/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100' },
      { token: u.token },
    );
    expect(res.body.type).toBe('ok');
    await tick('BTC/USDT', '90500', 31_000);
    await t.app.services.options.settleDue(now);
    const [m] = (await inbox(u.token, 'kor')).data;
    expect(m).toMatchObject({ kind: 'option_won', title: '초 단위 주문 수익' });
    expect(m!.content).toMatch(
      /^BTC\/USDT 주문 #\d+ 수익: 180 USDT이\(가\) 초 단위 계정에 지급되었습니다\.$/,
    );
  });

  it('a re-run of the same event writes no second message', async () => {
    const u = await createUserWithSession(t.db);
    await t.db.tx(async (tx) => {
      await t.app.services.messages.notify(
        tx,
        u.userId,
        'kyc_approved',
        { level: 1 },
        'kyc:test-1',
      );
      await t.app.services.messages.notify(
        tx,
        u.userId,
        'kyc_approved',
        { level: 1 },
        'kyc:test-1',
      );
    });
    expect(await unread(u.token)).toBe(1);
  });

  it('a rolled-back event leaves no message and pushes nothing', async () => {
    const u = await createUserWithSession(t.db);
    await expect(
      t.db.tx(async (tx) => {
        await t.app.services.messages.notify(tx, u.userId, 'kyc_approved', { level: 1 }, 'kyc:rb');
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await t.app.services.messages.push.runOnce();
    expect(await unread(u.token)).toBe(0);
    expect(lastPushTo(u.userId)).toBeUndefined();
  });
});

describe('reading the inbox', () => {
  it('reads one, reads all, deletes, filters by read state; the count follows and is pushed', async () => {
    const u = await createUserWithSession(t.db);
    await t.db.tx(async (tx) => {
      for (let i = 1; i <= 3; i++)
        await t.app.services.messages.notify(
          tx,
          u.userId,
          'kyc_rejected',
          { level: i, reason: `r${i}` },
          `k${i}`,
        );
    });
    const [third, second, first] = (await inbox(u.token)).data;
    const read = await call(
      t.app,
      'POST',
      '/api/message/read',
      { id: first!.id },
      { token: u.token },
    );
    expect(read.body.message).toEqual({ unread: 2 });
    expect(lastPushTo(u.userId)).toEqual({ unread: 2 });
    expect((await inbox(u.token, 'en', { is_read: 'false' })).data.map((m) => m.id)).toEqual([
      third!.id,
      second!.id,
    ]);
    expect((await inbox(u.token, 'en', { is_read: 'true' })).data.map((m) => m.id)).toEqual([
      first!.id,
    ]);
    const del = await call(
      t.app,
      'POST',
      '/api/message/delete',
      { id: second!.id },
      { token: u.token },
    );
    expect(del.body.message).toEqual({ unread: 1 });
    expect(
      (await call(t.app, 'POST', '/api/message/read_all', {}, { token: u.token })).body.message,
    ).toEqual({ unread: 0 });
    expect(lastPushTo(u.userId)).toEqual({ unread: 0 });
    expect((await inbox(u.token)).data.map((m) => [m.id, m.is_read])).toEqual([
      [third!.id, 1],
      [first!.id, 1],
    ]);
  });

  it('never lets a user read, mark or delete another user’s message', async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    await t.db.tx((tx) =>
      t.app.services.messages.notify(tx, owner.userId, 'kyc_approved', { level: 1 }, 'x'),
    );
    const [m] = (await inbox(owner.token)).data;
    for (const url of ['/api/message/read', '/api/message/delete']) {
      const res = await call(t.app, 'POST', url, { id: m!.id }, { token: other.token, lang: 'zh' });
      expect(res.body).toMatchObject({
        type: 'error',
        code: 'message_not_found',
        message: '该消息不存在或已删除',
      });
    }
    expect((await inbox(other.token)).total).toBe(0);
    expect((await inbox(owner.token)).data[0]).toMatchObject({ id: m!.id, is_read: 0 });
    expect((await call(t.app, 'GET', '/api/message/list', {})).body.type).toBe('999');
  });

  it('the KYC decision reaches the applicant’s inbox', async () => {
    const u = await registerByEmail(t.app);
    await t.db.query(
      `INSERT INTO kyc_applications (user_id, level, status, name, card_id, id_type) VALUES ($1, 1, 'pending', 'A', 'C-${Date.now()}', 1)`,
      [u.userId],
    );
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM kyc_applications WHERE user_id = $1',
      [u.userId],
    );
    await call(
      t.app,
      'POST',
      '/api/admin/kyc/reject',
      { id: rows[0]!.id, reason: 'Blurred photo' },
      { token: op },
    );
    expect((await inbox(u.token, 'hk')).data[0]).toMatchObject({
      kind: 'kyc_rejected',
      title: '實名認證未通過',
      content: '您的實名認證（1 級）未通過。原因：Blurred photo',
    });
  });
});

describe('announcements', () => {
  it('go to the chosen segment only, in each reader’s language with English standing in', async () => {
    const verified = await createUserWithSession(t.db, { kycLevel: 1 });
    const unverified = await createUserWithSession(t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/admin/message/announce',
      {
        segment: 'verified',
        title: { en: 'Maintenance', zh: '系统维护' },
        content: { en: 'Sunday 02:00 UTC', zh: '周日 02:00 UTC' },
      },
      { token: op },
    );
    expect(res.body.type).toBe('ok');
    expect((await inbox(verified.token, 'zh')).data[0]).toMatchObject({
      kind: 'announcement',
      title: '系统维护',
      content: '周日 02:00 UTC',
    });
    expect((await inbox(verified.token, 'th')).data[0]).toMatchObject({ title: 'Maintenance' });
    expect((await inbox(unverified.token)).total).toBe(0);

    const direct = await call(
      t.app,
      'POST',
      '/api/admin/message/announce',
      {
        segment: 'users',
        user_ids: [unverified.userId],
        title: { en: 'Hi' },
        content: { en: 'Welcome' },
      },
      { token: op },
    );
    expect(direct.body.message).toMatchObject({ recipients: 1 });
    expect((await inbox(unverified.token)).data[0]).toMatchObject({
      title: 'Hi',
      content: 'Welcome',
    });
    const audit = (await call(t.app, 'GET', '/api/admin/audit', { limit: 100 }, { token: op })).body
      .message as {
      data: Array<{ action: string }>;
    };
    expect(audit.data.filter((a) => a.action === 'message.announce')).toHaveLength(2);
  });

  it('refuses users, and a users segment without ids', async () => {
    const u = await createUserWithSession(t.db);
    const body = { segment: 'all', title: { en: 'x' }, content: { en: 'y' } };
    expect(
      (await call(t.app, 'POST', '/api/admin/message/announce', body, { token: u.token })).body
        .type,
    ).toBe('999');
    const bad = await call(
      t.app,
      'POST',
      '/api/admin/message/announce',
      { ...body, segment: 'users' },
      { token: op },
    );
    expect(bad.body.code).toBe('validation_failed');
  });

  it('refuses user ids that name nobody, in the operator’s language, and sends nothing', async () => {
    const u = await createUserWithSession(t.db);
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM announcements');
    const res = await call(
      t.app,
      'POST',
      '/api/admin/message/announce',
      {
        segment: 'users',
        user_ids: [u.userId, 2_000_000_000],
        title: { en: 'Hi' },
        content: { en: 'Welcome' },
      },
      { token: op, lang: 'fra' },
    );
    expect(res.body).toMatchObject({ type: 'error', code: 'announce_unknown_users' });
    expect(res.body.message).toContain('n’existent pas');
    expect((await inbox(u.token)).total).toBe(0);
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM announcements');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('keeping period', () => {
  it('the daily purge removes messages older than 180 days and keeps the rest', async () => {
    const u = await createUserWithSession(t.db);
    await t.db.tx(async (tx) => {
      await t.app.services.messages.notify(tx, u.userId, 'kyc_approved', { level: 1 }, 'old');
      await t.app.services.messages.notify(tx, u.userId, 'kyc_approved', { level: 2 }, 'new');
    });
    await t.db.query(
      `UPDATE messages SET created_at = now() - interval '181 days' WHERE user_id = $1 AND event_key = 'old'`,
      [u.userId],
    );
    expect(await t.app.services.messages.purge(new Date())).toBeGreaterThanOrEqual(1);
    expect((await inbox(u.token)).data.map((m) => m.content)).toEqual([
      'Your identity verification (level 2) was approved.',
    ]);
  });
});
