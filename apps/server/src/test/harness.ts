import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { testConfig, type AppConfig } from '../config';
import { openDb, type Db } from '../platform/db';
import { createSession } from '../platform/sessions';
import { checkLedger } from '../ledger/invariants';

/**
 * A whole app on a real database: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `url`, with a way to drop it. */
export async function freshPostgres(
  url: string,
  prefix = 'tidemark_t',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const base = testConfig(overrides);
  const pgDb = base.databaseUrl ? await freshPostgres(base.databaseUrl) : null;
  const config: AppConfig = {
    ...base,
    databaseUrl: pgDb?.url,
    webDist: overrides.webDist ?? '/nonexistent',
  };
  // In memory unless the caller names a data folder (a soak that stops and resumes keeps one).
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: overrides.dataDir ?? ':memory:',
  });
  const app = await buildApp(config, { ...opts, db });
  return {
    app,
    db,
    async close() {
      // Every test database must still prove its books before it goes: the suite-wide
      // equivalent of `npm run ledger:check`, on PGlite and on PostgreSQL alike.
      const problems = await checkLedger(db);
      await app.close();
      await db.close();
      await pgDb?.drop();
      if (problems.length)
        throw new Error(`ledger check failed: ${problems.map((p) => p.detail).join('; ')}`);
    },
  };
}

export interface CallOptions {
  token?: string;
  lang?: string;
  acceptLanguage?: string;
  /** Send the body form-encoded, as the description's client does (default JSON). */
  form?: boolean;
}

export type Envelope = {
  type: string;
  message: unknown;
  code?: string;
  fields?: Array<{ field: string; code: string; message: string }>;
  request_id?: string;
};

const toForm = (data: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<{ status: number; body: Envelope; res: LightMyRequestResponse }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = opts.token;
  if (opts.acceptLanguage) headers['accept-language'] = opts.acceptLanguage;
  const payload = { ...data, ...(opts.lang ? { lang: opts.lang } : {}) };
  let res: LightMyRequestResponse;
  if (method === 'GET' || method === 'DELETE') {
    const query = toForm(payload);
    res = await app.inject({ method, url: query ? `${url}?${query}` : url, headers });
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const body = toForm(payload);
    res = await app.inject({ method, url, headers, payload: body });
  } else {
    res = await app.inject({ method, url, headers, payload });
  }
  return { status: res.statusCode, body: res.json() as Envelope, res };
}

let userSeq = 0;
/** A user row and a live session, for tests of layers below the account module. */
export async function createUserWithSession(
  db: Db,
  opts: { kycLevel?: number } = {},
): Promise<{ userId: number; token: string }> {
  userSeq += 1;
  const tag = `${process.pid}-${userSeq}-${crypto.randomBytes(3).toString('hex')}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, extension_code, kyc_level) VALUES ($1, 'x', $2, $3) RETURNING id`,
    [`u${tag}@test.dev`, `T${tag}`, opts.kycLevel ?? 0],
  );
  const userId = rows[0]!.id;
  const token = await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'test', ttlDays: 1 });
  return { userId, token };
}
