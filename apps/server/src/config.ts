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
  /** The chains the platform watches and sends on (`none`: no chain). docs/chain.md. */
  CHAINS: z
    .string()
    .regex(/^(none|[A-Z0-9]{2,12}(,[A-Z0-9]{2,12})*)$/)
    .optional(),
  /** The hot wallet's private key (hex), or a file holding it; never logged, answered or stored. */
  HOT_WALLET_KEY: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/)
    .optional(),
  HOT_WALLET_KEY_FILE: z.string().optional(),
  /** Seconds a stopping node keeps serving, not ready, so a load balancer moves traffic off it. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  /** Seconds a node's lease (scheduled job, chain watcher or sender) lasts unless renewed. */
  LEASE_SECONDS: z.coerce.number().min(0.3).max(300).default(5),
  /** Prometheus metrics on a port of their own (operators only), bound to METRICS_HOST. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Without METRICS_PORT: `/metrics` on the main port for a bearer of this token (unset: not served). */
  METRICS_TOKEN: z.string().min(16).optional(),
});

/** A token the platform accepts on a chain: only this contract counts as the currency. */
export interface ChainToken {
  symbol: string;
  contract: `0x${string}` | 'embedded';
  decimals: number;
}

/**
 * One EVM chain the platform watches (deposits) and sends on (withdrawals). `rpcUrl`
 * `embedded` starts the local node (anvil) in the data folder; its token contracts are
 * deployed there and stand in for `embedded`.
 */
export interface ChainConfig {
  chain: string;
  rpcUrl: string | 'embedded';
  /** Blocks a deposit needs on top of its own (its block counts as the first), or the node's `finalized` tag. */
  confirmations: number | 'finalized';
  /** The chain's native coin (ETH on Ethereum), deposited and withdrawn as plain transfers. */
  native: { symbol: string; decimals: number };
  tokens: ChainToken[];
  /** A transaction's page on a block explorer, `{hash}` replaced; empty for none. */
  explorerTxUrl: string;
  /** Where sweeps send what is above the hot wallet's ceiling; empty keeps everything hot. */
  coldAddress: `0x${string}` | '';
  /** Per currency: the most the hot wallet keeps after a sweep. */
  hotCeiling: Record<string, string>;
  /** Per currency: below this the console shows a low-balance alert. */
  hotLow: Record<string, string>;
  /** Milliseconds between two polls of the node's head. */
  pollMs: number;
}

/** A secret that never prints: JSON, string conversion and util.inspect all show it redacted. */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[redacted]';
  }
  toString(): string {
    return '[redacted]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[redacted]';
  }
}

/** The funded accounts of the local node (anvil's published development keys: never for real funds). */
export const LOCAL_NODE_KEYS = {
  /** Deploys the test token and funds test deposits. */
  faucet: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  /** The hot wallet on the embedded defaults. */
  hot: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const;

const decimalText = /^\d{1,18}(\.\d{1,18})?$/;
const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** `USDT:100000,ETH:50` as {USDT: '100000', ETH: '50'}. */
function amountTable(text: string | undefined, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [symbol, amount] = part.split(':');
    if (!symbol || !/^[A-Z0-9]{2,10}$/.test(symbol) || !amount || !decimalText.test(amount))
      throw new Error(`Invalid configuration: ${name}: expected SYMBOL:amount[,SYMBOL:amount]`);
    out[symbol] = amount;
  }
  return out;
}

/**
 * The chains from CHAINS and each chain's CHAIN_<NAME>_* variables (.env.example). With no
 * CHAINS, the embedded defaults in development watch one chain, ERC20, on the local node.
 */
function chainConfigs(
  env: Record<string, string>,
  embedded: boolean,
  production: boolean,
): ChainConfig[] {
  const names =
    env.CHAINS === undefined
      ? embedded
        ? ['ERC20']
        : []
      : env.CHAINS === 'none'
        ? []
        : env.CHAINS.split(',');
  return names.map((chain) => {
    const v = (k: string) => env[`CHAIN_${chain}_${k}`];
    const rpcUrl = v('RPC_URL') ?? 'embedded';
    if (rpcUrl === 'embedded' && production)
      throw new Error(`Invalid configuration: CHAIN_${chain}_RPC_URL is required in production`);
    if (rpcUrl !== 'embedded' && !/^(https?|wss?):\/\//.test(rpcUrl))
      throw new Error(`Invalid configuration: CHAIN_${chain}_RPC_URL: not an http(s) or ws(s) URL`);
    const conf = v('CONFIRMATIONS') ?? (rpcUrl === 'embedded' ? '3' : '12');
    if (conf !== 'finalized' && !/^[1-9]\d{0,3}$/.test(conf))
      throw new Error(
        `Invalid configuration: CHAIN_${chain}_CONFIRMATIONS: a count from 1 or finalized`,
      );
    const tokens: ChainToken[] = (v('TOKENS') ?? (rpcUrl === 'embedded' ? 'USDT:embedded:6' : ''))
      .split(',')
      .filter(Boolean)
      .map((t) => {
        const [symbol, contract, decimals] = t.split(':');
        const ok =
          symbol &&
          /^[A-Z0-9]{2,10}$/.test(symbol) &&
          contract &&
          (evmAddress.test(contract) || (contract === 'embedded' && rpcUrl === 'embedded')) &&
          decimals &&
          /^\d{1,2}$/.test(decimals);
        if (!ok)
          throw new Error(
            `Invalid configuration: CHAIN_${chain}_TOKENS: expected SYMBOL:0x<contract>:<decimals>[,...]`,
          );
        return { symbol, contract: contract as ChainToken['contract'], decimals: Number(decimals) };
      });
    const native = (v('NATIVE') ?? 'ETH:18').split(':');
    if (!native[0] || !/^[A-Z0-9]{2,10}$/.test(native[0]) || !/^\d{1,2}$/.test(native[1] ?? ''))
      throw new Error(`Invalid configuration: CHAIN_${chain}_NATIVE: expected SYMBOL:<decimals>`);
    const cold = v('COLD_ADDRESS') ?? '';
    if (cold && !evmAddress.test(cold))
      throw new Error(`Invalid configuration: CHAIN_${chain}_COLD_ADDRESS: not an EVM address`);
    const poll = Number(v('POLL_MS') ?? (rpcUrl === 'embedded' ? '500' : '4000'));
    if (!Number.isInteger(poll) || poll < 50 || poll > 600_000)
      throw new Error(`Invalid configuration: CHAIN_${chain}_POLL_MS: 50 to 600000`);
    return {
      chain,
      rpcUrl,
      confirmations: conf === 'finalized' ? 'finalized' : Number(conf),
      native: { symbol: native[0], decimals: Number(native[1]) },
      tokens,
      explorerTxUrl: v('EXPLORER_TX_URL') ?? '',
      coldAddress: cold as ChainConfig['coldAddress'],
      hotCeiling: amountTable(v('HOT_CEILING'), `CHAIN_${chain}_HOT_CEILING`),
      hotLow: amountTable(
        v('HOT_LOW') ?? (rpcUrl === 'embedded' ? 'USDT:1000,ETH:1' : ''),
        `CHAIN_${chain}_HOT_LOW`,
      ),
      pollMs: poll,
    };
  });
}

/** The hot wallet key: HOT_WALLET_KEY, else the file HOT_WALLET_KEY_FILE names, else the local node's. */
function hotWalletKey(
  env: { HOT_WALLET_KEY?: string; HOT_WALLET_KEY_FILE?: string },
  chains: ChainConfig[],
): Secret | undefined {
  let key = env.HOT_WALLET_KEY;
  if (!key && env.HOT_WALLET_KEY_FILE) {
    key = fs.readFileSync(env.HOT_WALLET_KEY_FILE, 'utf8').trim();
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(key))
      throw new Error('Invalid configuration: HOT_WALLET_KEY_FILE: expected 64 hex digits');
  }
  if (key) return new Secret(key.startsWith('0x') ? key : `0x${key}`);
  if (chains.length > 0 && chains.every((c) => c.rpcUrl === 'embedded'))
    return new Secret(LOCAL_NODE_KEYS.hot);
  return undefined;
}

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
  /** The chains watched for deposits and sent on for withdrawals (none: deposits by voucher only). */
  chains: ChainConfig[];
  /** The key withdrawals are signed with; redacted wherever it could be printed. */
  hotWalletKey: Secret | undefined;
  /** Seconds between SIGTERM and closing: not ready, still serving (0: close at once). */
  drainSeconds: number;
  /** Seconds a lease lasts unless renewed: how long a dead owner's jobs and chains wait for another node. */
  leaseSeconds: number;
  /** Prometheus metrics: a port of their own, or the main port's `/metrics` for a bearer of the token. */
  metrics: { port: number | undefined; host: string; token: Secret | undefined };
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
  const chains = chainConfigs(
    present as Record<string, string>,
    demoData && !e.DATABASE_URL && e.NODE_ENV === 'development',
    e.NODE_ENV === 'production',
  );
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
    chains,
    hotWalletKey: hotWalletKey(e, chains),
    // Behind a load balancer in production the node drains; anywhere else it closes at once.
    drainSeconds: e.DRAIN_SECONDS ?? (e.NODE_ENV === 'production' && e.TRUST_PROXY ? 5 : 0),
    leaseSeconds: e.LEASE_SECONDS,
    metrics: {
      port: e.METRICS_PORT,
      host: e.METRICS_HOST,
      token: e.METRICS_TOKEN ? new Secret(e.METRICS_TOKEN) : undefined,
    },
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
