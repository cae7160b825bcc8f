import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env (CONVENTIONS habit 11). Documented in .env.example. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FEED: z.string().default('simulated'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  SMS_URL: z.string().url().optional(),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  TEST_CLOCK: flag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  FEED_BACKFILL_DAYS: z.coerce.number().int().min(0).max(366).default(30),
  TICK_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  FIAT_RATES_URL: z.string().url().optional(),
  DEPOSIT_XPUB: z
    .string()
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/)
    .optional(),
  /** Group-committed spot acceptance: the window a batch waits, and its largest size (1: one order per transaction). */
  SPOT_GROUP_WINDOW_MS: z.coerce.number().min(0).max(100).default(2),
  SPOT_GROUP_MAX: z.coerce.number().int().min(1).max(5000).default(500),
  /**
   * Demo mode: the gap between two market orders of the demo market's flow (0: no flow). Each
   * trade is a round of trades, depth and ticker events for every open screen: every 1.5 s
   * they cost the phone screens about 400 ms of blocking time in Lighthouse, every 5 s about
   * 100 ms (docs/benchmarks.md).
   */
  SPOT_DEMO_FLOW_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded files (avatars, identity documents, payment vouchers). */
  uploadsDir: string;
  /** PostgreSQL when set; PGlite in `dataDir` (or in memory with `:memory:`) otherwise. */
  databaseUrl: string | undefined;
  feed: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The HTTP SMS gateway: a JSON POST of {to, text} per message. */
  smsUrl: string | undefined;
  demoData: boolean;
  /**
   * The in-memory dev outbox (GET /api/dev/outbox, this machine only) instead of delivery: only
   * in demo mode on the embedded defaults, and never with a proxy or a real provider.
   */
  devOutbox: boolean;
  /**
   * A clock that `/api/dev/clock` can move forward, and `/api/dev/jobs/run` (this machine only):
   * for journeys that need days to pass. Refused in production.
   */
  testClock: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  /** Multiplies every per-route and per-IP limit. 1 in production; tests raise it, except where they test a limit. */
  rateLimitScale: number;
  webDist: string;
  trustProxy: boolean;
  sessionTtlDays: number;
  /** Days of 1-minute history the simulator writes on a new data folder (0: none). */
  feedBackfillDays: number;
  tickRetentionHours: number;
  /** An HTTP source of USD-based fiat rates; unset uses the built-in table. */
  fiatRatesUrl: string | undefined;
  /** HD public key deposit addresses derive from; unset uses a fixed demo key (never for real funds). */
  depositXpub: string | undefined;
  /** Spot orders and cancels arriving within `windowMs` (at most `maxSize`) share one transaction. */
  spotGroupCommit: { windowMs: number; maxSize: number };
  /** Demo mode only: a small market order on a spot pair every this many ms, so pairs trade (0: never). */
  spotDemoFlowMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset (`DATABASE_URL= npm start` runs the embedded database).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Demo data is on by default for the embedded database only.
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: TEST_CLOCK cannot be used with NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    uploadsDir:
      e.DATA_DIR === ':memory:'
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-uploads-'))
        : path.resolve(e.DATA_DIR, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    feed: e.FEED,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    demoData,
    devOutbox:
      demoData &&
      !e.DATABASE_URL &&
      !e.TRUST_PROXY &&
      !e.SMTP_URL &&
      !e.SMS_URL &&
      e.NODE_ENV !== 'production',
    testClock: e.TEST_CLOCK,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitScale: 1,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: e.TRUST_PROXY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    depositXpub: e.DEPOSIT_XPUB,
    fiatRatesUrl: e.FIAT_RATES_URL,
    feedBackfillDays: e.FEED_BACKFILL_DAYS,
    tickRetentionHours: e.TICK_RETENTION_HOURS,
    spotGroupCommit: { windowMs: e.SPOT_GROUP_WINDOW_MS, maxSize: e.SPOT_GROUP_MAX },
    spotDemoFlowMs: e.SPOT_DEMO_FLOW_MS,
  };
}

/** A config for tests: in-memory PGlite, quiet logs, no demo data unless asked; codes in the dev outbox. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: '0', DATA_DIR: ':memory:' }),
    databaseUrl: process.env.TEST_DATABASE_URL,
    rateLimitPerMinute: 100_000,
    rateLimitScale: 1000,
    feed: 'script',
    feedBackfillDays: 0,
    // The test helpers read codes from the dev outbox (still off with a proxy or a provider).
    devOutbox: true,
    ...overrides,
  };
}
