import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@tidemark/contracts';
import { totpAt } from '../platform/totp';
import { call } from './harness';

/** Test helpers that go through the real API, reading codes from the dev outbox. */
export async function latestCode(app: FastifyInstance, target: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox?limit=50',
    remoteAddress: '127.0.0.1',
  });
  const entry = (res.json().message as Array<{ target: string; body: string }>).find(
    (m) => m.target === target,
  );
  const code = entry?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Lets a test send another code to the same target without waiting 60 s. */
export async function ageCodes(app: FastifyInstance, target: string): Promise<void> {
  await app.db.query(
    `UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE target = $1`,
    [target],
  );
}

let seq = 0;
export async function registerByEmail(
  app: FastifyInstance,
  opts: { email?: string; password?: string; invite?: string } = {},
) {
  seq += 1;
  const email = opts.email ?? `user${seq}-${process.pid}-${Date.now() % 100000}@example.com`;
  const password = opts.password ?? 'correct-horse-1';
  const sent = await call(app, 'POST', '/api/sms_mail', { user_string: email, type: 'register' });
  if (sent.body.type !== 'ok') throw new Error(`sms_mail failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(app, email);
  const reg = await call(app, 'POST', '/api/user/register', {
    type: 'email',
    user_string: email,
    password,
    re_password: password,
    code,
    ...(opts.invite ? { extension_code: opts.invite } : {}),
  });
  if (reg.body.type !== 'ok') throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await call(app, 'POST', '/api/user/login', { user_string: email, password });
  return {
    email,
    password,
    token: login.body.message as string,
    userId: (reg.body.message as { user_id: number }).user_id,
  };
}

export async function bindPhone(
  app: FastifyInstance,
  token: string,
  areaCode: string,
  mobile: string,
) {
  await call(
    app,
    'POST',
    '/api/sms_send',
    { area_code: areaCode, mobile, type: 'bind' },
    { token },
  );
  const code = await latestCode(app, `+${areaCode}${mobile}`);
  return call(app, 'POST', '/api/safe/mobile', { area_code: areaCode, mobile, code }, { token });
}

/** An operator session, signed in as operators are: password and a code from the TOTP secret. */
export async function operatorToken(
  app: FastifyInstance,
  role: OperatorRole = 'admin',
): Promise<string> {
  const { createOperator } = await import('../modules/admin');
  // One operator per role (the admin keeps the address older tests know).
  const email = role === 'admin' ? 'reviewer@tidemark.dev' : `${role}@tidemark.dev`;
  const { totpSecret } = await createOperator(app.db, {
    email,
    name: role === 'admin' ? 'Reviewer' : `Operator (${role})`,
    password: 'reviewer-pass-1',
    role,
  });
  const res = await call(app, 'POST', '/api/admin/login', {
    email,
    password: 'reviewer-pass-1',
    totp_code: totpAt(totpSecret, Date.now()),
  });
  if (res.body.type !== 'ok') throw new Error(`operator login failed: ${JSON.stringify(res.body)}`);
  return res.body.message as string;
}

/**
 * `token` while its session is live, else a new session of the same role: a probe that calls
 * every operator route also calls sign out, which ends the session it was called with.
 */
export async function liveOperatorToken(
  app: FastifyInstance,
  token: string,
  role: OperatorRole = 'admin',
): Promise<string> {
  const me = await call(app, 'GET', '/api/admin/me', {}, { token });
  return me.body.type === 'ok' ? token : operatorToken(app, role);
}

/** One operator session per role, signed in one after another in the order given. */
export async function operatorTokens<R extends OperatorRole>(
  app: FastifyInstance,
  roles: readonly R[],
): Promise<Record<R, string>> {
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await operatorToken(app, role);
  return tokens;
}

/**
 * GET and POST with an operator's token first; `app` is read at call time, so these can be
 * made at module level before `beforeAll` has created the app.
 */
export function operatorCalls(app: () => FastifyInstance) {
  return {
    get: (token: string, url: string, data: Record<string, unknown> = {}) =>
      call(app(), 'GET', url, data, { token }),
    post: (token: string, url: string, data: Record<string, unknown> = {}) =>
      call(app(), 'POST', url, data, { token }),
  };
}

/** Smallest valid images, for upload tests. */
export const PNG_1PX = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201' +
    '7e2a9f6f0000000049454e44ae426082',
  'hex',
);

export function multipart(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'image/png',
) {
  const boundary = `----tidemark${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
