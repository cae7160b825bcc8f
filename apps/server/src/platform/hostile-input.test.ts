import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { operatorToken } from '../test/accounts';
import { probeModule } from '../test/probe-module';
import { modules } from '../modules';
import { hashPassword } from './passwords';
import { createRouter } from './route';

/**
 * Requests an attacker sends rather than a client: NUL bytes and broken UTF-16 in text, file
 * names that are no stored name, undecodable URLs, oversized request lines and headers. Each
 * gets the translated envelope and changes nothing; none is a 500.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [...modules, probeModule] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t?.close());

/** One request written to a socket as it is: inject() never goes through Node's HTTP parser. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const split = answer.indexOf('\r\n\r\n');
      resolve({
        status: Number(answer.split(' ')[1]),
        headers: answer.slice(0, split).toLowerCase(),
        body: answer.slice(split + 4),
      });
    });
  });
}

describe('NUL and broken text in fields', () => {
  it('refuses NUL in the profile and bank card texts with a translated error, and stores nothing', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const card = {
      real_name: 'A B',
      bank_account: '12345678',
      bank_name: 'Bank',
      bank_dizhi: 'Street 1',
      bank_network: 'Main',
    };
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/api/user/editSignature', { signature: 'a\u0000b' }],
      ['/api/user/cash_save', { ...card, phone: '+1 5550100', real_name: 'A\u0000B' }],
      [
        '/api/user/cash_save_international',
        {
          real_name: 'A B',
          bank_account: 'DE89370400440532013000',
          bank_name: 'Bank',
          swift_code: 'DEUTDEFF',
          aba_number: '123456789',
          country: 'DE',
          address: 'Road\u0000 1',
          phone: '+49 5550100',
        },
      ],
    ];
    for (const [url, data] of attempts) {
      for (const form of [false, true]) {
        const { status, body } = await call(t.app, 'POST', url, data, { token, form, lang: 'fra' });
        expect(status, url).toBe(200);
        expect(body, url).toMatchObject({
          type: 'error',
          code: 'validation_failed',
          message: 'Paramètre incorrect',
        });
      }
    }
    const { rows } = await t.db.query<{ signature: string | null }>(
      'SELECT signature FROM users WHERE id = $1',
      [userId],
    );
    expect(rows[0]!.signature).toBeNull();
    const cards = await t.db.query('SELECT 1 FROM bank_cards WHERE user_id = $1', [userId]);
    expect(cards.rows).toEqual([]);
  });

  it('names the field holding NUL or a lone surrogate, in a body, a query string or a key', async () => {
    const echo = (data: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/test/echo', { amount: '1', count: 1, ...data });
    for (const note of ['\u0000', 'a\ud800', '\udc00b', 'x\ud800\ud800']) {
      expect((await echo({ note })).body.fields, JSON.stringify(note)).toEqual([
        expect.objectContaining({ field: 'note', code: 'invalid' }),
      ]);
    }
    // A well-formed pair (an emoji) is text like any other.
    expect((await echo({ note: '😀' })).body.type).toBe('ok');
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?note=%00',
      payload: { amount: '1', count: 1 },
    });
    expect(query.json()).toMatchObject({
      type: 'error',
      code: 'validation_failed',
      fields: [expect.objectContaining({ field: 'note' })],
    });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { amount: '1', count: 1, 'n\u0000': 'x' },
    });
    expect(key.json()).toMatchObject({ type: 'error', code: 'validation_failed' });
  });
});

describe('file routes and their names', () => {
  it('answers not_found for a name that is no stored name, anonymous or as an operator', async () => {
    for (const name of [
      'a%00.png',
      'a.png%00',
      '..%2F..%2Fetc%2Fpasswd',
      '%E0%A4%A.png',
      'AAAAAAAAAAAAAAAAAAAAAA%00.png',
    ]) {
      const open = await t.app.inject({ method: 'GET', url: `/uploads/${name}?lang=spa` });
      expect(open.statusCode, name).toBe(name.startsWith('%E0') ? 400 : 404);
      expect(open.json().type, name).toBe('error');
    }
    const op = await operatorToken(t.app);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/uploads/a%00.png?lang=spa',
      headers: { authorization: op },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ type: 'error', code: 'not_found', message: 'No encontrado' });
  });

  it('answers not_found, not 414, for a name longer than the router allows', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(200)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('refuses to register a raw route whose parameter has no pattern', () => {
    const router = createRouter(Fastify());
    expect(() => router.raw({ url: '/files/:name', handler: async () => null })).toThrow(
      /no pattern for :name/,
    );
  });
});

describe('answers outside any route', () => {
  it('answers an undecodable URL with a translated envelope: HTTP 200 under /api, 400 elsewhere', async () => {
    for (const url of ['/api/%?lang=zh', '/api/coin/list%E0%A4%A?lang=zh']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({
        type: 'error',
        code: 'malformed_url',
        message: '请求地址无效',
      });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const site = await t.app.inject({ method: 'GET', url: '/%' });
    expect(site.statusCode).toBe(400);
    expect(site.json()).toMatchObject({ type: 'error', code: 'malformed_url' });
  });

  it('answers a query string with broken percent-encoding through the route and its contract', async () => {
    const { token } = await createUserWithSession(t.db);
    const res = await call(t.app, 'GET', '/api/coin/list?x=%E0%A4%A', {}, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'error', code: 'validation_failed' });
  });

  it('answers not_found with HTTP 200 under /api (a missing route or record), 404 for other paths', async () => {
    const route = await call(t.app, 'GET', '/api/no/such/route', {}, { lang: 'jp' });
    expect(route.status).toBe(200);
    expect(route.body).toEqual({ type: 'error', code: 'not_found', message: '見つかりません' });
    const record = await call(t.app, 'GET', '/api/news/detail', { id: 999_999 });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ type: 'error', code: 'not_found' });
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('answers an over-long query string with the envelope and HTTP 431, in the language asked', async () => {
    const res = await rawRequest(
      `GET /api/coin/list?lang=fra&x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.headers).toContain('cache-control: no-store');
    expect(JSON.parse(res.body)).toEqual({
      type: 'error',
      code: 'request_too_large',
      message: "L'adresse ou les en-têtes de la requête sont trop longs",
    });
  });

  it('answers over-long headers with the envelope in the accept-language, and a broken request line with a 400 envelope', async () => {
    const big = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ko\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({
      type: 'error',
      code: 'request_too_large',
      message: '요청 주소 또는 헤더가 너무 깁니다',
    });
    const garbage = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ type: 'error', code: 'malformed_body' });
  });
});

describe('caching of API answers', () => {
  it('sends Cache-Control: no-store on every API answer: data, the login token, errors, 404s and 500s', async () => {
    const email = `nostore-${process.pid}@example.com`;
    await t.db.query(
      `INSERT INTO users (email, password_hash, extension_code) VALUES ($1, $2, $3)`,
      [email, await hashPassword('correct-horse-1'), `NS${process.pid}`],
    );
    const login = await call(t.app, 'POST', '/api/user/login', {
      user_string: email,
      password: 'correct-horse-1',
    });
    expect(login.body.type).toBe('ok');
    const answers = [
      login.res,
      (await call(t.app, 'GET', '/api/health')).res,
      (await call(t.app, 'POST', '/api/test/echo', { amount: 'x' })).res,
      (await call(t.app, 'GET', '/api/test/me')).res,
      (await call(t.app, 'GET', '/api/test/boom')).res,
      (await call(t.app, 'GET', '/api/no/such/route')).res,
    ];
    for (const res of answers)
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  });

  it('leaves the caching of other paths to them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBeUndefined();
  });
});

describe('strict whole numbers', () => {
  it('refuses ids and counts written loosely (0x4, 1e3, JSON true, spaces, 4.0) with validation_failed', async () => {
    for (const id of ['0x4', '1e3', ' 4', '4.0', '+4', '']) {
      const { body } = await call(t.app, 'GET', '/api/news/detail', { id });
      expect(body, id).toMatchObject({
        type: 'error',
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'id' })],
      });
    }
    const { token } = await createUserWithSession(t.db);
    for (const id of [true, '0x1', [1]]) {
      const { body } = await call(t.app, 'POST', '/api/user/sessions/revoke', { id }, { token });
      expect(body, JSON.stringify(id)).toMatchObject({ type: 'error', code: 'validation_failed' });
    }
    for (const limit of ['0x10', '1e1', '10.0']) {
      const { body } = await call(t.app, 'GET', '/api/news/list', { limit });
      expect(body, limit).toMatchObject({
        type: 'error',
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'limit' })],
      });
    }
  });

  it('still takes an id as a JSON number or a string of digits', async () => {
    expect((await call(t.app, 'GET', '/api/news/detail', { id: '999999' })).body.code).toBe(
      'not_found',
    );
    expect(
      (await call(t.app, 'POST', '/api/test/echo', { amount: '1', count: 3 })).body,
    ).toMatchObject({ type: 'ok', message: { count: 3 } });
    expect(
      (await call(t.app, 'POST', '/api/test/echo', { amount: '1', count: '3' }, { form: true }))
        .body,
    ).toMatchObject({ type: 'ok', message: { count: 3 } });
    expect((await call(t.app, 'GET', '/api/news/list', { page: '1', limit: '5' })).body.type).toBe(
      'ok',
    );
  });

  it('leaves no loose number parsing in any contract or route', () => {
    const roots = [
      path.resolve(__dirname, '../modules'),
      path.resolve(__dirname, '../../../../packages/contracts/src'),
    ];
    const loose: string[] = [];
    for (const root of roots) {
      for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        if (/z\.coerce\s*\.number\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
          loose.push(file);
      }
    }
    expect(loose).toEqual([]);
  });
});
