import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import {
  ageCodes,
  latestCode,
  multipart,
  operatorToken,
  PNG_1PX,
  registerByEmail,
} from '../../test/accounts';
import { totpAt } from '../../platform/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const info = async (token: string) => call(t.app, 'GET', '/api/user/info', {}, { token });

describe('registration', () => {
  it('registers by e-mail with the code from the outbox, and the code never appears in a response', async () => {
    const sent = await call(
      t.app,
      'POST',
      '/api/sms_mail',
      { user_string: 'Reg.One@Example.com', type: 'register' },
      { form: true },
    );
    expect(sent.body).toEqual({ type: 'ok', message: true });
    const code = await latestCode(t.app, 'reg.one@example.com');
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const reg = await call(
      t.app,
      'POST',
      '/api/user/register',
      {
        type: 'email',
        user_string: 'reg.one@example.com',
        password: 'abcdefg',
        re_password: 'abcdefg',
        code,
      },
      { form: true },
    );
    expect(reg.body).toMatchObject({ type: 'ok', message: { account: 'reg.one@example.com' } });
    const login = await call(t.app, 'POST', '/api/user/login', {
      user_string: 'REG.ONE@example.com',
      password: 'abcdefg',
    });
    expect(login.body.type).toBe('ok');
    expect((await info(login.body.message as string)).body.message).toMatchObject({
      email: 'reg.one@example.com',
      kyc_level: 0,
      pay_password_set: false,
    });
  });

  it('stores the password with Argon2id, never in clear', async () => {
    const u = await registerByEmail(t.app, { password: 'plain-text-9' });
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [u.userId],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain('plain-text-9');
  });

  it('refuses a six-character password, mismatched confirmation, and a wrong code, creating nothing', async () => {
    const email = 'rules@example.com';
    await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'register' });
    const code = await latestCode(t.app, email);
    const short = await call(
      t.app,
      'POST',
      '/api/user/register',
      { type: 'email', user_string: email, password: 'abcdef', re_password: 'abcdef', code },
      { lang: 'zh' },
    );
    expect(short.body.fields).toEqual([
      expect.objectContaining({
        field: 'password',
        code: 'password_too_short',
        message: '密码长度需大于6位',
      }),
    ]);
    const mismatch = await call(t.app, 'POST', '/api/user/register', {
      type: 'email',
      user_string: email,
      password: 'abcdefgh',
      re_password: 'abcdefgX',
      code,
    });
    expect(mismatch.body.fields).toEqual([
      expect.objectContaining({ field: 're_password', code: 'passwords_mismatch' }),
    ]);
    const wrong = await call(t.app, 'POST', '/api/user/register', {
      type: 'email',
      user_string: email,
      password: 'abcdefgh',
      re_password: 'abcdefgh',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ type: 'error', code: 'code_invalid' });
    const { rowCount } = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('locks a code after 5 wrong tries, so even the right code fails', async () => {
    const email = 'tries@example.com';
    await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'register' });
    const code = await latestCode(t.app, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'POST', '/api/user/register', {
        type: 'email',
        user_string: email,
        password: 'abcdefgh',
        re_password: 'abcdefgh',
        code: wrong,
      });
    }
    const right = await call(t.app, 'POST', '/api/user/register', {
      type: 'email',
      user_string: email,
      password: 'abcdefgh',
      re_password: 'abcdefgh',
      code,
    });
    expect(right.body.code).toBe('code_invalid');
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'register' });
    const code = await latestCode(t.app, email);
    await t.db.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1`,
      [email],
    );
    const res = await call(t.app, 'POST', '/api/user/register', {
      type: 'email',
      user_string: email,
      password: 'abcdefgh',
      re_password: 'abcdefgh',
      code,
    });
    expect(res.body.code).toBe('code_invalid');
  });

  it('allows one send per target per 60 s and caps sends per day', async () => {
    const email = 'often@example.com';
    expect((await call(t.app, 'POST', '/api/sms_mail', { user_string: email })).body.type).toBe(
      'ok',
    );
    const again = await call(
      t.app,
      'POST',
      '/api/sms_mail',
      { user_string: email },
      { lang: 'fra' },
    );
    expect(again.body).toMatchObject({
      code: 'code_send_too_soon',
      message: 'Veuillez attendre 60 secondes avant de redemander un code',
    });
    for (let i = 0; i < 9; i++) {
      await ageCodes(t.app, email);
      expect((await call(t.app, 'POST', '/api/sms_mail', { user_string: email })).body.type).toBe(
        'ok',
      );
    }
    await ageCodes(t.app, email);
    expect((await call(t.app, 'POST', '/api/sms_mail', { user_string: email })).body.code).toBe(
      'code_daily_limit',
    );
  });

  it('answers account_exists for a second registration, once the code is right (the code request says nothing)', async () => {
    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email);
    expect(
      (await call(t.app, 'POST', '/api/sms_mail', { user_string: u.email, type: 'register' })).body,
    ).toEqual({ type: 'ok', message: true });
    const code = await latestCode(t.app, u.email);
    const res = await call(
      t.app,
      'POST',
      '/api/user/register',
      {
        type: 'email',
        user_string: u.email,
        password: 'again-pass-2',
        re_password: 'again-pass-2',
        code,
      },
      { lang: 'jp' },
    );
    expect(res.body).toMatchObject({
      code: 'account_exists',
      message: 'このアカウントは既に登録されています',
    });
  });

  it('registers by phone with an area code and logs in with it', async () => {
    await call(t.app, 'POST', '/api/sms_send', {
      area_code: '+44',
      mobile: '7700900123',
      type: 'register',
    });
    const code = await latestCode(t.app, '+447700900123');
    const reg = await call(t.app, 'POST', '/api/user/register', {
      type: 'mobile',
      user_string: '7700900123',
      area_code: '+44',
      password: 'phone-pass-1',
      re_password: 'phone-pass-1',
      code,
    });
    expect(reg.body).toMatchObject({ type: 'ok', message: { account: '+44 7700900123' } });
    const login = await call(t.app, 'POST', '/api/user/login', {
      user_string: '7700900123',
      area_code: '44',
      password: 'phone-pass-1',
    });
    expect(login.body.type).toBe('ok');
    expect((await info(login.body.message as string)).body.message).toMatchObject({
      phone: '7700900123',
      area_code: '44',
      email: null,
    });
  });

  it('links an invite code to its inviter, refuses an unknown one, and enforces it when the setting says so', async () => {
    const inviter = await registerByEmail(t.app);
    const code = ((await info(inviter.token)).body.message as { extension_code: string })
      .extension_code;
    const invited = await registerByEmail(t.app, { invite: code.toLowerCase() });
    const { rows } = await t.db.query<{ parent_id: number }>(
      'SELECT parent_id FROM users WHERE id = $1',
      [invited.userId],
    );
    expect(rows[0]!.parent_id).toBe(inviter.userId);
    await expect(registerByEmail(t.app, { invite: 'NOPE0000' })).rejects.toThrow(
      /invite_code_invalid/,
    );
    await t.db.query(`UPDATE settings SET value = '1' WHERE key = 'invite_code_required'`);
    try {
      await expect(registerByEmail(t.app)).rejects.toThrow(/invite_code_required/);
    } finally {
      await t.db.query(`UPDATE settings SET value = '0' WHERE key = 'invite_code_required'`);
    }
  });
});

describe('login and sessions', () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    const u = await registerByEmail(t.app);
    const unknown = await call(t.app, 'POST', '/api/user/login', {
      user_string: 'nobody@example.com',
      password: 'whatever1',
    });
    const wrong = await call(t.app, 'POST', '/api/user/login', {
      user_string: u.email,
      password: 'whatever1',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ type: 'error', code: 'login_failed' });
  });

  it('locks the account for 15 minutes after 5 wrong passwords, even against the right one', async () => {
    const u = await registerByEmail(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (
          await call(t.app, 'POST', '/api/user/login', {
            user_string: u.email,
            password: 'wrong-pass',
          })
        ).body.code!,
      );
    expect(codes).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'account_locked',
    ]);
    const right = await call(
      t.app,
      'POST',
      '/api/user/login',
      { user_string: u.email, password: u.password },
      { lang: 'spa' },
    );
    expect(right.body).toMatchObject({
      code: 'account_locked',
      message: 'Demasiados intentos fallidos. La cuenta queda bloqueada 15 minutos',
    });
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM locked_until - now()) / 60)::int AS minutes FROM users WHERE id = $1`,
      [u.userId],
    );
    expect(rows[0]!.minutes).toBe(15);
    await t.db.query(`UPDATE users SET locked_until = now() - interval '1 second' WHERE id = $1`, [
      u.userId,
    ]);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body.type,
    ).toBe('ok');
  });

  it('ends the session on logout', async () => {
    const u = await registerByEmail(t.app);
    expect((await call(t.app, 'GET', '/api/user/logout', {}, { token: u.token })).body.type).toBe(
      'ok',
    );
    expect((await info(u.token)).body.type).toBe('999');
  });

  it('lists active sessions and signs out the others', async () => {
    const u = await registerByEmail(t.app);
    const other = (
      await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password })
    ).body.message as string;
    const list = await call(t.app, 'GET', '/api/user/sessions', {}, { token: u.token });
    const sessions = list.body.message as Array<{ current: boolean; ip: string }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(
      (await call(t.app, 'POST', '/api/user/sessions/revoke_others', {}, { token: u.token })).body
        .message,
    ).toEqual({ ended: 1 });
    expect((await info(other)).body.type).toBe('999');
    expect((await info(u.token)).body.type).toBe('ok');
  });

  it('requires the authenticator code at login once two-factor is on', async () => {
    const u = await registerByEmail(t.app);
    const setup = (await call(t.app, 'POST', '/api/safe/totp/setup', {}, { token: u.token })).body
      .message as { secret: string; otpauth_url: string };
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/safe/totp/enable',
          { totp_code: '000000' === totpAt(setup.secret, Date.now()) ? '111111' : '000000' },
          { token: u.token },
        )
      ).body.code,
    ).toBe('totp_invalid');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/safe/totp/enable',
          { totp_code: totpAt(setup.secret, Date.now()) },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    expect(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body.code,
    ).toBe('totp_required');
    const ok = await call(t.app, 'POST', '/api/user/login', {
      user_string: u.email,
      password: u.password,
      totp_code: totpAt(setup.secret, Date.now()),
    });
    expect(ok.body.type).toBe('ok');
  });
});

describe('passwords', () => {
  async function securityCode(token: string, email: string) {
    await ageCodes(t.app, email);
    await call(t.app, 'POST', '/api/sms_mail', { user_string: email, type: 'security' }, { token });
    return latestCode(t.app, email);
  }

  it('changes the login password with a code, ending other sessions and keeping this one', async () => {
    const u = await registerByEmail(t.app);
    const other = (
      await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password })
    ).body.message as string;
    const code = await securityCode(u.token, u.email);
    const res = await call(
      t.app,
      'POST',
      '/api/safe/login_password',
      { old_password: u.password, password: 'brand-new-9', re_password: 'brand-new-9', code },
      { token: u.token },
    );
    expect(res.body.type).toBe('ok');
    expect((await info(other)).body.type).toBe('999');
    expect((await info(u.token)).body.type).toBe('ok');
    expect(
      (await call(t.app, 'POST', '/api/user/login', { user_string: u.email, password: u.password }))
        .body.code,
    ).toBe('login_failed');
    expect(
      (
        await call(t.app, 'POST', '/api/user/login', {
          user_string: u.email,
          password: 'brand-new-9',
        })
      ).body.type,
    ).toBe('ok');
  });

  it('resets a forgotten password once per code; a replay fails', async () => {
    const u = await registerByEmail(t.app);
    await ageCodes(t.app, u.email);
    await call(t.app, 'POST', '/api/sms_mail', { user_string: u.email, type: 'forget' });
    const code = await latestCode(t.app, u.email);
    const body = { account: u.email, password: 'reset-pass-1', repassword: 'reset-pass-1', code };
    expect((await call(t.app, 'POST', '/api/user/forget', body)).body.type).toBe('ok');
    expect((await info(u.token)).body.type).toBe('999');
    expect(
      (
        await call(t.app, 'POST', '/api/user/forget', {
          ...body,
          password: 'again-pass-1',
          repassword: 'again-pass-1',
        })
      ).body.code,
    ).toBe('code_invalid');
    expect(
      (
        await call(t.app, 'POST', '/api/user/login', {
          user_string: u.email,
          password: 'reset-pass-1',
        })
      ).body.type,
    ).toBe('ok');
  });

  it('sets a fund password separate from the login password', async () => {
    const u = await registerByEmail(t.app);
    const same = await call(
      t.app,
      'POST',
      '/api/safe/update_password',
      { password: u.password, re_password: u.password, code: await securityCode(u.token, u.email) },
      { token: u.token },
    );
    expect(same.body.code).toBe('pay_password_same_as_login');
    const ok = await call(
      t.app,
      'POST',
      '/api/safe/update_password',
      {
        password: 'fund-pass-77',
        re_password: 'fund-pass-77',
        code: await securityCode(u.token, u.email),
      },
      { token: u.token },
    );
    expect(ok.body.type).toBe('ok');
    expect((await info(u.token)).body.message).toMatchObject({ pay_password_set: true });
  });

  it('puts the anti-phishing code in every later e-mail', async () => {
    const u = await registerByEmail(t.app);
    const code = await securityCode(u.token, u.email);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/safe/anti_phishing',
          { anti_phishing_code: 'TIDE42', code },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    await securityCode(u.token, u.email);
    const mail = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?limit=1',
      remoteAddress: '127.0.0.1',
    });
    expect((mail.json().message as Array<{ body: string }>)[0]!.body).toContain('TIDE42');
  });
});

describe('profile', () => {
  it('sets a nickname of 2–10 letters, digits or Chinese and a signature of 2–30', async () => {
    const u = await registerByEmail(t.app);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/editNickname',
          { nickname: '潮汐Tide9' },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    const long = await call(
      t.app,
      'POST',
      '/api/user/editNickname',
      { nickname: 'abcdefghijk' },
      { token: u.token },
    );
    expect(long.body.fields).toEqual([
      expect.objectContaining({ field: 'nickname', code: 'nickname_too_long' }),
    ]);
    const special = await call(
      t.app,
      'POST',
      '/api/user/editNickname',
      { nickname: 'tide!' },
      { token: u.token },
    );
    expect(special.body.fields).toEqual([expect.objectContaining({ code: 'nickname_invalid' })]);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/editSignature',
          { signature: 'x'.repeat(31) },
          { token: u.token },
        )
      ).body.code,
    ).toBe('validation_failed');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/editSignature',
          { signature: 'Riding the waves' },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    expect((await info(u.token)).body.message).toMatchObject({
      nickname: '潮汐Tide9',
      signature: 'Riding the waves',
    });
  });

  it('keeps the language and default fiat preference', async () => {
    const u = await registerByEmail(t.app);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/preferences',
          { language: 'kor', fiat: 'KRW' },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    expect(
      (await call(t.app, 'POST', '/api/user/preferences', { fiat: 'XYZ' }, { token: u.token })).body
        .code,
    ).toBe('validation_failed');
    expect((await info(u.token)).body.message).toMatchObject({ lang: 'kor', fiat: 'KRW' });
  });

  it('uploads an image checked by its content and serves it as the avatar', async () => {
    const u = await registerByEmail(t.app);
    const form = multipart('file', 'me.png', PNG_1PX);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: u.token, ...form.headers },
      payload: form.payload,
    });
    const body = upload.json() as { type: string; message: string };
    expect(body.type).toBe('ok');
    expect(body.message).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/uploadHeadPortrait',
          { head_portrait: body.message },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    const served = await t.app.inject({ method: 'GET', url: body.message });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('refuses a non-image with an image name, and an oversized file', async () => {
    const u = await registerByEmail(t.app);
    const fake = multipart(
      'file',
      'evil.png',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload?lang=th',
      headers: { authorization: u.token, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.json()).toMatchObject({
      type: 'error',
      code: 'upload_invalid_image',
      message: 'กรุณาอัปโหลดรูปภาพ JPEG, PNG, GIF หรือ WebP',
    });
    const big = multipart(
      'file',
      'big.png',
      Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: u.token, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.json()).toMatchObject({ type: 'error', code: 'upload_too_large' });
    const { rowCount } = await t.db.query('SELECT 1 FROM uploads WHERE user_id = $1', [u.userId]);
    expect(rowCount).toBe(0);
  });
});

describe('isolation between users and between user and operator', () => {
  it('never lets one user act on another user’s session or upload', async () => {
    const alice = await registerByEmail(t.app);
    const bob = await registerByEmail(t.app);
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE user_id = $1',
      [bob.userId],
    );
    const res = await call(
      t.app,
      'POST',
      '/api/user/sessions/revoke',
      { id: rows[0]!.id },
      { token: alice.token },
    );
    expect(res.body.code).toBe('not_found');
    expect((await info(bob.token)).body.type).toBe('ok');

    const up = multipart('file', 'b.png', PNG_1PX);
    const bobUpload = (
      await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization: bob.token, ...up.headers },
        payload: up.payload,
      })
    ).json().message as string;
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/uploadHeadPortrait',
          { head_portrait: bobUpload },
          { token: alice.token },
        )
      ).body.code,
    ).toBe('upload_invalid_image');
    // /user/info takes no user id: asking for someone else's record is refused outright.
    expect(
      (await call(t.app, 'GET', '/api/user/info', { user_id: bob.userId }, { token: alice.token }))
        .body.code,
    ).toBe('validation_failed');
  });

  it('keeps user and operator tokens apart', async () => {
    const u = await registerByEmail(t.app);
    const op = await operatorToken(t.app);
    expect(op).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await call(t.app, 'GET', '/api/admin/kyc', {}, { token: u.token })).body.type).toBe(
      '999',
    );
    expect((await call(t.app, 'GET', '/api/user/info', {}, { token: op })).body.type).toBe('999');
    expect((await call(t.app, 'GET', '/api/admin/kyc', {}, { token: op })).body.type).toBe('ok');
  });

  it('shows the dev outbox only to requests from this machine', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.json()).toMatchObject({ type: 'error', code: 'not_found' });
  });
});
