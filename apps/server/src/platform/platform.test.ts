import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { probeModule } from '../test/probe-module';
import { modules } from '../modules';
import { revokeSession } from './sessions';
import { helmetHeaders } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 }, { modules: [...modules, probeModule] });
});
afterAll(async () => t?.close());

describe('envelope and validation', () => {
  it('accepts a JSON body and answers type ok with only the contract fields', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/test/echo', {
      amount: '12.50',
      count: 3,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'ok', message: { amount: '12.50', count: 3 } });
  });

  it('accepts a form-encoded body with the lang field, as the description client sends it', async () => {
    const { body } = await call(
      t.app,
      'POST',
      '/api/test/echo',
      { amount: '0.001', count: '2' },
      { form: true, lang: 'zh' },
    );
    expect(body).toEqual({ type: 'ok', message: { amount: '0.001', count: 2 } });
  });

  it('rejects an unknown field with a translated error naming the field', async () => {
    const { status, body } = await call(
      t.app,
      'POST',
      '/api/test/echo',
      { amount: '1', count: 1, admin: 'yes' },
      { lang: 'fra' },
    );
    expect(status).toBe(200);
    expect(body.type).toBe('error');
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Paramètre incorrect');
    expect(body.fields).toEqual([
      { field: 'admin', code: 'unknown_field', message: "Ce champ n'est pas accepté" },
    ]);
  });

  it('names a missing field as required and a wrong type as invalid', async () => {
    const { body } = await call(t.app, 'POST', '/api/test/echo', { count: 'many' });
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'amount', code: 'required' }),
        expect.objectContaining({ field: 'count', code: 'invalid' }),
      ]),
    );
  });

  it('rejects amounts that are zero, negative, in exponent form or JS numbers', async () => {
    for (const amount of ['0', '-1', '1e3', '0.000', 12]) {
      const { body } = await call(t.app, 'POST', '/api/test/echo', { amount, count: 1 });
      expect(body.code, `amount ${String(amount)}`).toBe('validation_failed');
    }
  });

  it('reports a too-long string as too_long', async () => {
    const { body } = await call(t.app, 'POST', '/api/test/echo', {
      amount: '1',
      count: 1,
      note: 'abcdefgh',
    });
    expect(body.fields).toEqual([expect.objectContaining({ field: 'note', code: 'too_long' })]);
  });

  it('answers malformed JSON, a non-object body and an unsupported type without a 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?lang=spa',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({
      type: 'error',
      code: 'malformed_body',
      message: 'No se pudo leer la solicitud',
    });

    const array = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(array.json()).toMatchObject({ type: 'error', code: 'malformed_body' });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ type: 'error', code: 'unsupported_media_type' });
  });

  it('refuses a body over the size limit with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: '1', count: 1, note: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ type: 'error', code: 'payload_too_large' });
  });

  it('hides the internals of an unexpected failure and returns a request id', async () => {
    const { status, body, res } = await call(t.app, 'GET', '/api/test/boom', {}, { lang: 'kor' });
    expect(status).toBe(500);
    expect(body).toMatchObject({
      type: 'error',
      code: 'internal',
      message: '오류가 발생했습니다. 잠시 후 다시 시도하세요',
    });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers an unknown API path with the envelope', async () => {
    const { status, body } = await call(t.app, 'GET', '/api/nothing-here');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'error', code: 'not_found' });
  });
});

describe('language of messages', () => {
  const message = async (opts: Parameters<typeof call>[4]) =>
    (await call(t.app, 'GET', '/api/test/me', {}, opts)).body.message;

  it('takes the lang field first, maps tw to hk, then accept-language, then English', async () => {
    expect(await message({ lang: 'th', acceptLanguage: 'ja' })).toBe('กรุณาเข้าสู่ระบบก่อน');
    expect(await message({ lang: 'tw' })).toBe('請先登錄');
    expect(await message({ acceptLanguage: 'de-DE,ja;q=0.8,ko;q=0.9' })).toBe('먼저 로그인하세요');
    expect(await message({ acceptLanguage: 'zh-TW' })).toBe('請先登錄');
    expect(await message({ lang: 'xx', acceptLanguage: 'de' })).toBe('Please log in first');
  });
});

describe('auth plugin', () => {
  it('answers type 999 on a protected route without a session', async () => {
    const { status, body } = await call(t.app, 'GET', '/api/test/me');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: '999', code: 'not_logged_in' });
  });

  it('resolves the session from a bare or a Bearer token', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    expect((await call(t.app, 'GET', '/api/test/me', {}, { token })).body).toEqual({
      type: 'ok',
      message: { user_id: userId },
    });
    expect(
      (await call(t.app, 'GET', '/api/test/me', {}, { token: `Bearer ${token}` })).body.message,
    ).toEqual({ user_id: userId });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await createUserWithSession(t.db);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE $1`,
      [`%${token}%`],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('ends access when the session is revoked or expired', async () => {
    const a = await createUserWithSession(t.db);
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE user_id = $1',
      [a.userId],
    );
    await revokeSession(t.db, rows[0]!.id);
    expect((await call(t.app, 'GET', '/api/test/me', {}, { token: a.token })).body.type).toBe(
      '999',
    );

    const b = await createUserWithSession(t.db);
    await t.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [b.userId],
    );
    expect((await call(t.app, 'GET', '/api/test/me', {}, { token: b.token })).body.type).toBe(
      '999',
    );
  });

  it('answers 998 on a verification-gated route until level 1 is passed', async () => {
    const unverified = await createUserWithSession(t.db, { kycLevel: 0 });
    const res = await call(
      t.app,
      'POST',
      '/api/test/verified-only',
      {},
      { token: unverified.token, lang: 'jp' },
    );
    expect(res.body).toMatchObject({
      type: '998',
      code: 'kyc_required',
      message: '先に本人確認を完了してください',
    });
    const verified = await createUserWithSession(t.db, { kycLevel: 1 });
    expect(
      (await call(t.app, 'POST', '/api/test/verified-only', {}, { token: verified.token })).body,
    ).toEqual({ type: 'ok', message: { ok: true } });
  });

  it('checks the session before the parameters', async () => {
    const { body } = await call(t.app, 'POST', '/api/test/verified-only', { junk: 1 });
    expect(body.type).toBe('999');
  });
});

describe('rate limits and headers', () => {
  it('limits a route per IP with a 429 envelope', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(t.app, 'GET', '/api/test/limited')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const { body } = await call(t.app, 'GET', '/api/test/limited', {}, { lang: 'hk' });
    expect(body).toMatchObject({
      type: 'error',
      code: 'rate_limited',
      message: '請求過於頻繁，請稍後再試',
    });
  });

  it('sends security headers and a request id', async () => {
    const { res } = await call(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // helmet's whole set, worked out once at start (not rebuilt per request).
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', () => {
    const headers = new Map(helmetHeaders({ hsts: true }));
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(new Map(helmetHeaders({ hsts: false })).has('Strict-Transport-Security')).toBe(false);
  });
});

describe('global rate limit', () => {
  it('applies the configured per-minute limit to every route', async () => {
    const small = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(small.app, 'GET', '/api/health')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
