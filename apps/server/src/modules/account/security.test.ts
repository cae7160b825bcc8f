import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { ageCodes, latestCode, registerByEmail } from '../../test/accounts';
import { loadConfig } from '../../config';
import { UnknownAccountFailures } from './lockouts';

/** Code delivery, the dev outbox, lock-outs of password checks, no account discovery. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const outbox = (app: TestApp['app'], headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/dev/outbox?limit=5',
    remoteAddress: '127.0.0.1',
    headers,
  });

async function securityCode(token: string, email: string) {
  await ageCodes(t.app, email);
  await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'security' }, { token });
  return latestCode(t.app, email);
}

/** A local SMS gateway that records what it is sent and answers `status`. */
async function smsGateway(status = 200) {
  const received: Array<{ path: string; type: string; body: unknown }> = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        type: req.headers['content-type'] ?? '',
        body: JSON.parse(data) as unknown,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the description client’s other code senders', () => {
  it('/send sends a sign-up SMS code like /sms_send, under the same limits', async () => {
    const body = { mobile: '2025550143', area_code: '1', type: 'register' };
    expect((await call(t.app, 'POST', '/api/send', body)).body).toMatchObject({ type: 'ok' });
    expect(await latestCode(t.app, '+12025550143')).toMatch(/^\d{6}$/);
    expect((await call(t.app, 'POST', '/api/send', body)).body).toMatchObject({
      code: 'code_send_too_soon',
    });
  });

  it('/wallet/sendMailCode and /wallet/sendSmsCode send a security code to the caller’s own contacts', async () => {
    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email); // the sign-up code was just sent to the same address
    expect(
      (await call(t.app, 'POST', '/api/wallet/sendMailCode', {}, { token: u.token })).body,
    ).toMatchObject({ type: 'ok' });
    expect(await latestCode(t.app, u.email)).toMatch(/^\d{6}$/);
    const { rows } = await t.db.query<{ purpose: string }>(
      `SELECT purpose FROM verification_codes WHERE target = $1 ORDER BY created_at DESC LIMIT 1`,
      [u.email],
    );
    expect(rows[0]!.purpose).toBe('security');
    // No phone is bound: a translated refusal, and no code for anyone.
    const sms = await call(
      t.app,
      'POST',
      '/api/wallet/sendSmsCode',
      {},
      { token: u.token, lang: 'spa' },
    );
    expect(sms.body).toMatchObject({ type: 'error', code: 'phone_not_bound' });
    expect(sms.body.message).toContain('móvil');
    expect((await call(t.app, 'POST', '/api/wallet/sendSmsCode', {})).body.type).toBe('999');
  });
});

describe('code delivery and the dev outbox (items 1 and 2)', () => {
  it('is on only in demo mode on the embedded defaults, and off with a proxy, a provider or PostgreSQL', () => {
    const base = { DATA_DIR: './data' };
    expect(loadConfig(base).devOutbox).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: '0' }).devOutbox).toBe(false);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', DEMO_DATA: '1' })
        .devOutbox,
    ).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, SMS_URL: 'http://127.0.0.1:9/sms' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('answers loopback only without a forwarding header (a proxy on the same host)', async () => {
    await call(t.app, 'POST', '/api/sms_mail', {
      user_string: 'proxied@example.com',
      type: 'register',
    });
    expect((await outbox(t.app)).json()).toMatchObject({ type: 'ok' });
    const forwarded: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwarded) {
      expect((await outbox(t.app, headers)).json(), JSON.stringify(headers)).toMatchObject({
        type: 'error',
        code: 'not_found',
      });
    }
  });

  it('does not exist behind a trusted proxy, even for loopback', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      expect(
        (
          await call(proxied.app, 'POST', '/api/sms_mail', {
            user_string: 'behind@example.com',
            type: 'register',
          })
        ).body.type,
      ).toBe('ok');
      expect((await outbox(proxied.app)).json()).toMatchObject({
        type: 'error',
        code: 'not_found',
      });
    } finally {
      await proxied.close();
    }
  });

  it('sends SMS codes to the HTTP provider as {to, text}, and then has no dev outbox', async () => {
    const gateway = await smsGateway();
    const withSms = await createTestApp({ smsUrl: gateway.url });
    try {
      expect(
        (
          await call(withSms.app, 'POST', '/api/sms_send', {
            area_code: '44',
            mobile: '7700900555',
            type: 'register',
          })
        ).body.type,
      ).toBe('ok');
      expect(gateway.received).toHaveLength(1);
      const sent = gateway.received[0]!;
      expect(sent).toMatchObject({
        path: '/send',
        type: 'application/json',
        body: { to: '+447700900555', text: expect.stringMatching(/\b\d{6}\b/) },
      });
      const code = /\b(\d{6})\b/.exec((sent.body as { text: string }).text)![1]!;
      const reg = await call(withSms.app, 'POST', '/api/user/register', {
        type: 'mobile',
        user_string: '7700900555',
        area_code: '44',
        password: 'gateway-pass-1',
        re_password: 'gateway-pass-1',
        code,
      });
      expect(reg.body.type).toBe('ok');
      expect((await outbox(withSms.app)).json()).toMatchObject({
        type: 'error',
        code: 'not_found',
      });
      const { rows } = await withSms.db.query<{ status: string }>('SELECT status FROM outbox');
      expect(rows).toEqual([{ status: 'sent' }]);
    } finally {
      await withSms.close();
      await gateway.close();
    }
  });

  it('records a failed delivery without the message when the provider refuses', async () => {
    const gateway = await smsGateway(503);
    const withSms = await createTestApp({ smsUrl: gateway.url });
    try {
      expect(
        (
          await call(withSms.app, 'POST', '/api/sms_send', {
            area_code: '44',
            mobile: '7700900556',
            type: 'register',
          })
        ).body.type,
      ).toBe('ok');
      const { rows } = await withSms.db.query<{ status: string; error: string }>(
        'SELECT status, error FROM outbox',
      );
      expect(rows).toEqual([{ status: 'failed', error: 'SMS provider answered HTTP 503' }]);
    } finally {
      await withSms.close();
      await gateway.close();
    }
  });

  it('never writes a code to the log or in plain text to a table', async () => {
    const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
    const spies = levels.map((level) => vi.spyOn(t.app.log, level));
    try {
      await call(t.app, 'POST', '/api/sms_mail', {
        user_string: 'quiet@example.com',
        type: 'register',
      });
      await call(t.app, 'POST', '/api/sms_send', {
        area_code: '44',
        mobile: '7700900777',
        type: 'register',
      });
      const codes = [
        await latestCode(t.app, 'quiet@example.com'),
        await latestCode(t.app, '+447700900777'),
      ];
      // Each call as pino writes it: objects through the logger's serializers (req, res, err), then JSON.
      const serializers =
        (
          t.app.log as unknown as Record<
            symbol,
            Record<string, (v: unknown) => unknown> | undefined
          >
        )[Symbol.for('pino.serializers')] ?? {};
      const asLogged = (arg: unknown) =>
        arg && typeof arg === 'object'
          ? Object.fromEntries(
              Object.entries(arg).map(([k, v]) => [k, serializers[k] ? serializers[k](v) : v]),
            )
          : arg;
      const logged = JSON.stringify(
        spies.flatMap((s) => s.mock.calls).map((args) => (args as unknown[]).map(asLogged)),
      );
      expect(spies.some((s) => s.mock.calls.length > 0)).toBe(true);
      for (const code of codes) expect(logged).not.toContain(code);
      const tables = JSON.stringify([
        (await t.db.query('SELECT * FROM outbox')).rows,
        (await t.db.query('SELECT id, purpose, channel, target, ip FROM verification_codes')).rows,
      ]);
      expect(tables).toContain('quiet@example.com');
      for (const code of codes) expect(tables).not.toContain(code);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});

describe('lock-outs of password checks (item 3)', () => {
  it('locks changing the login password after 5 wrong current passwords, even against the right one', async () => {
    const u = await registerByEmail(t.app);
    const change = (old: string, code = '000000', lang?: string) =>
      call(
        t.app,
        'POST',
        '/api/safe/login_password',
        { old_password: old, password: 'changed-pass-8', re_password: 'changed-pass-8', code },
        { token: u.token, lang },
      );
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await change(`wrong-old-${i}`)).body.code!);
    expect(codes).toEqual([
      'password_wrong',
      'password_wrong',
      'password_wrong',
      'password_wrong',
      'password_check_locked',
    ]);
    const right = await change(u.password, await securityCode(u.token, u.email), 'en');
    expect(right.body).toMatchObject({
      type: 'error',
      code: 'password_check_locked',
      message: 'Too many wrong passwords. Changing the password is locked for 15 minutes',
    });
    expect(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body.type,
    ).toBe('ok');
    await t.db.query(
      `UPDATE user_lockouts SET locked_until = now() - interval '1 second' WHERE user_id = $1`,
      [u.userId],
    );
    expect((await change(u.password, await securityCode(u.token, u.email))).body.type).toBe('ok');
  });

  it('locks the fund password after 5 wrong ones: 8 wrong, then the right one is refused on /wallet/out', async () => {
    const u = await registerByEmail(t.app);
    await t.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
    const set = await call(
      t.app,
      'POST',
      '/api/safe/update_password',
      {
        password: 'fund-pass-31',
        re_password: 'fund-pass-31',
        code: await securityCode(u.token, u.email),
      },
      { token: u.token },
    );
    expect(set.body.type).toBe('ok');
    const out = (pay_password: string, lang?: string) =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: '20', address_id: 1, pay_password },
        { token: u.token, lang },
      );
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push((await out(`wrong-fund-${i}`)).body.code!);
    expect(codes).toEqual([
      'pay_password_wrong',
      'pay_password_wrong',
      'pay_password_wrong',
      'pay_password_wrong',
      ...Array(4).fill('pay_password_locked'),
    ]);
    expect((await out('fund-pass-31', 'zh')).body).toMatchObject({
      type: 'error',
      code: 'pay_password_locked',
      message: '资金密码错误次数过多，资金操作已锁定15分钟',
    });
    // Once the lock has passed, the right password gets through the check again.
    await t.db.query(
      `UPDATE user_lockouts SET locked_until = now() - interval '1 second' WHERE user_id = $1`,
      [u.userId],
    );
    await t.db.query(
      `UPDATE login_failures SET at = at - interval '16 minutes' WHERE user_id = $1`,
      [u.userId],
    );
    expect((await out('fund-pass-31')).body.code).not.toMatch(/pay_password/);
  });
  it('tells whether a fund password equals the login password only behind a right code, and spends the code', async () => {
    const u = await registerByEmail(t.app);
    const set = (password: string, code: string) =>
      call(
        t.app,
        'POST',
        '/api/safe/update_password',
        { password, re_password: password, code },
        { token: u.token },
      );
    expect((await set(u.password, '000000')).body.code).toBe('code_invalid');
    const code = await securityCode(u.token, u.email);
    expect((await set(u.password, code)).body.code).toBe('pay_password_same_as_login');
    expect((await set('fund-pass-32', code)).body.code).toBe('code_invalid');
  });
});

describe('no account discovery, and the password policy (item 10)', () => {
  it('answers a reset-code request alike for a known and an unknown account, and no code resets an unknown one', async () => {
    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email);
    const known = await call(t.app, 'POST', '/api/sms_mail', {
      user_string: u.email,
      type: 'forget',
    });
    const unknown = await call(t.app, 'POST', '/api/sms_mail', {
      user_string: 'ghost@example.com',
      type: 'forget',
    });
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ type: 'ok', message: true });
    // Sent to no one, under the same send limits.
    await expect(latestCode(t.app, 'ghost@example.com')).rejects.toThrow(/no code/);
    expect(
      (
        await call(t.app, 'POST', '/api/sms_mail', {
          user_string: 'ghost@example.com',
          type: 'forget',
        })
      ).body.code,
    ).toBe('code_send_too_soon');
    const reset = (account: string) =>
      call(t.app, 'POST', '/api/user/forget', {
        account,
        password: 'reset-pass-4',
        repassword: 'reset-pass-4',
        code: '000000',
      });
    const [a, b] = [await reset('ghost@example.com'), await reset(u.email)];
    expect(a.body.code).toBe('code_invalid');
    expect(b.body.code).toBe(a.body.code);
    const sms = await call(t.app, 'POST', '/api/sms_send', {
      area_code: '44',
      mobile: '7700900000',
      type: 'forget',
    });
    expect(sms.body).toEqual({ type: 'ok', message: true });
  });

  it('answers a register-code request alike for a taken contact; only the code’s owner learns it is taken', async () => {
    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email);
    expect(
      (await call(t.app, 'POST', '/api/sms_mail', { user_string: u.email, type: 'register' })).body,
    ).toEqual({ type: 'ok', message: true });
    const body = {
      type: 'email',
      user_string: u.email,
      password: 'second-pass-5',
      re_password: 'second-pass-5',
    };
    expect(
      (await call(t.app, 'POST', '/api/user/register', { ...body, code: '000000' })).body.code,
    ).toBe('code_invalid');
    const code = await latestCode(t.app, u.email);
    expect(
      (await call(t.app, 'POST', '/api/user/register', { ...body, code }, { lang: 'jp' })).body,
    ).toMatchObject({ code: 'account_exists', message: 'このアカウントは既に登録されています' });
  });

  it('tells a bind-code request nothing about who holds the contact', async () => {
    const holder = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    await ageCodes(t.app, holder.email);
    const res = await call(
      t.app,
      'POST',
      '/api/sms_mail',
      { user_string: holder.email, type: 'bind' },
      { token: other.token },
    );
    expect(res.body).toEqual({ type: 'ok', message: true });
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/safe/email',
          { email: holder.email, code: '000000' },
          { token: other.token },
        )
      ).body.code,
    ).toBe('code_invalid');
  });

  it('locks an unknown account after 5 failures exactly as a known one, so account_locked tells nothing', async () => {
    const u = await registerByEmail(t.app);
    const attempts = async (user_string: string) => {
      const codes: string[] = [];
      for (let i = 0; i < 7; i++)
        codes.push(
          (await call(t.app, 'POST', '/api/user/login', { user_string, password: `guess-${i}-x` }))
            .body.code!,
        );
      return codes;
    };
    const known = await attempts(u.email);
    expect(known).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'account_locked',
      'account_locked',
      'account_locked',
    ]);
    expect(await attempts('Nobody.Here@example.com')).toEqual(known);
    const phone = async () =>
      (
        await call(t.app, 'POST', '/api/user/login', {
          user_string: '7700900999',
          area_code: '44',
          password: 'guess-x-1',
        })
      ).body;
    for (let i = 0; i < 4; i++) await phone();
    expect(await phone()).toEqual(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body,
    );
  });

  it('refuses a common password (aaaaaaa, password1) at register, reset, change and for the fund password, with a translated error', async () => {
    const email = 'common@example.com';
    await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'register' });
    const code = await latestCode(t.app, email);
    for (const password of ['aaaaaaa', 'password1', 'Qwerty123', 'abcabcabc']) {
      const res = await call(
        t.app,
        'POST',
        '/api/user/register',
        { type: 'email', user_string: email, password, re_password: password, code },
        { lang: 'fra' },
      );
      expect(res.body, password).toMatchObject({
        type: 'error',
        code: 'password_too_common',
        message: 'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre',
      });
    }
    // The code was not spent on the refusals.
    expect(
      (
        await call(t.app, 'POST', '/api/user/register', {
          type: 'email',
          user_string: email,
          password: 'tide-uncommon-7',
          re_password: 'tide-uncommon-7',
          code,
        })
      ).body.type,
    ).toBe('ok');

    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email);
    await call(t.app, 'POST', '/api/sms_mail', { user_string: u.email, type: 'forget' });
    const resetCode = await latestCode(t.app, u.email);
    const reset = await call(t.app, 'POST', '/api/user/forget', {
      account: u.email,
      password: 'aaaaaaa',
      repassword: 'aaaaaaa',
      code: resetCode,
    });
    expect(reset.body.code).toBe('password_too_common');
    const change = await call(
      t.app,
      'POST',
      '/api/safe/login_password',
      {
        old_password: u.password,
        password: '12345678',
        re_password: '12345678',
        code: await securityCode(u.token, u.email),
      },
      { token: u.token },
    );
    expect(change.body.code).toBe('password_too_common');
    const fund = await call(
      t.app,
      'POST',
      '/api/safe/update_password',
      { password: 'aaaaaaa', re_password: 'aaaaaaa', code: await securityCode(u.token, u.email) },
      { token: u.token },
    );
    expect(fund.body.code).toBe('password_too_common');
    expect(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body.type,
    ).toBe('ok');
  });

  it('keeps unknown-account failures for 15 minutes, in bounded memory', () => {
    const f = new UnknownAccountFailures(5);
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < 4; i++) expect(f.fail('x', t0 + i)).toBe(i + 1);
    expect(f.locked('x', t0 + 10)).toBe(false);
    expect(f.fail('x', t0 + 10)).toBe(5);
    expect(f.locked('x', t0 + 15 * 60_000)).toBe(true);
    expect(f.locked('x', t0 + 15 * 60_000 + 11)).toBe(false);
    // Failures older than 15 minutes no longer count.
    expect(f.fail('x', t0 + 16 * 60_000)).toBe(1);
    for (let i = 0; i < 10_050; i++) f.fail(`k${i}`, t0 + 16 * 60_000);
    const size = (f as unknown as { entries: Map<string, unknown> }).entries.size;
    expect(size).toBeLessThanOrEqual(10_000);
  });
});
