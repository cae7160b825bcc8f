import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { checkLedger, checkLedgerSince } from '../../ledger/invariants';
import { transfer } from '../../ledger/ledger';
import { STALE_AFTER_MS } from '../../modules/market/market.service';
import { addressFor, demoXpub } from '../../modules/wallet/addresses';
import { Clock } from '../../platform/clock';
import { openDb } from '../../platform/db';
import { add, cmp, neg, sub } from '../../platform/money';
import { hashPassword } from '../../platform/passwords';
import { createSession } from '../../platform/sessions';
import { operatorToken } from '../accounts';
import {
  call,
  createTestApp,
  createUserWithSession,
  type Envelope,
  type TestApp,
} from '../harness';

/**
 * The ledger soak: random money commands of every product, from concurrent
 * workers over a pool of faucet-funded users, through the real routes (in-process inject), with
 * idempotent retries, while the script feed moves prices and the platform clock moves forward
 * so options, contracts, earn and dual settle during the run. Invariants are checked now and
 * then and at the end; any violation is listed in the report.
 */
export interface LedgerSoakOptions {
  ops: number;
  concurrency: number;
  seed: number;
  /** PostgreSQL server URL: a fresh database is made there (and dropped); in-memory PGlite otherwise. */
  databaseUrl?: string;
  /** In-memory PGlite even when the test suite runs on PostgreSQL (TEST_DATABASE_URL). */
  embedded?: boolean;
  /**
   * PGlite in this folder instead of in memory, with the run's state beside it
   * (`soak-state.json`): a run can stop (`maxSeconds`, `partOps`) and go on later (`resume`).
   */
  dataDir?: string;
  /** Goes on with the run saved in `dataDir`: its seed, target, users and books as it left them. */
  resume?: boolean;
  /** Stops this part after so many commands; the run goes on with `resume` (needs `dataDir`). */
  partOps?: number;
  /** Bounds this part of the run (the whole run when it has one part). */
  maxSeconds: number;
  /** Invariant checks every so many operations (and once at the end). */
  checkEvery?: number;
  /**
   * A price step (both walks move, the clock moves seconds, what is due settles) every so many
   * commands (default 250); between them, only when the last tick nears staleness.
   */
  stepEvery?: number;
  /** An hours-long clock jump with every scheduled job run, every so many commands (default 1000). */
  jobsEvery?: number;
  /** Fraction of keyed commands sent a second time with the same key. */
  retryRate?: number;
  users?: number;
  progress?: (line: string) => void;
  /** Runs once the users are funded: a test plants a fault here to see the checks catch it. */
  afterSetup?: (t: TestApp, userIds: number[]) => Promise<void>;
}

export interface LedgerSoakReport {
  ops: number;
  seconds: number;
  opsPerSecond: number;
  /** Accepted and refused commands per kind. */
  kinds: Record<string, { ok: number; refused: number }>;
  refusals: Record<string, number>;
  retries: number;
  concurrentRetries: number;
  checks: number;
  marketSteps: number;
  settled: { options: number; jobRuns: number };
  /** Wall-clock seconds spent in market steps, scheduled jobs and invariant checks. */
  spent: { market: number; jobs: number; checks: number; setup: number };
  /** The market steps' time by part: ticks and bars written, the risk engine, option settlement. */
  marketParts: { flush: number; risk: number; options: number };
  /** Wall-clock seconds per scheduled job over the run (where the `jobs` time went). */
  jobSeconds: Record<string, number>;
  violations: string[];
  database: string;
  stoppedByTime: boolean;
  /** Parts the run has had so far (1 unless it was resumed). */
  parts: number;
  /** Commands the run is to send in all; `ops` is how many it has sent, over every part. */
  target: number;
  /** Every command sent and the final full check made; else the run can be resumed. */
  finished: boolean;
}

const STATE_FILE = 'soak-state.json';

/**
 * What a stopped run needs to go on: the run's parameters, what it counted, the platform time,
 * the prices its walks reached, what it funded, and its users' open records (ids it may act on
 * next). `open` is true while a part runs: a part that did not end cleanly (killed) left books
 * past this state, and the run cannot go on from it. `postingTop` is the last posting at the
 * stop, checked again before a part starts.
 */
interface SoakState {
  version: 1;
  seed: number;
  target: number;
  concurrency: number;
  done: number;
  parts: number;
  runSeconds: number;
  open: boolean;
  clockMs: number;
  postingTop: number;
  /** The generator's position at the stop (absent in states of the first version of parts). */
  rngState?: number;
  /** The run's cadences, kept so every part runs as the first did. */
  cadence?: { checkEvery: number; stepEvery: number; jobsEvery: number; retryRate: number };
  faucetSeq: number;
  funded: Record<string, string>;
  walks: Record<string, string>;
  users: Array<Omit<SoakUser, 'token'>>;
  pendingWithdrawals: number[];
  violations: string[];
  counts: Pick<
    LedgerSoakReport,
    | 'kinds'
    | 'refusals'
    | 'retries'
    | 'concurrentRetries'
    | 'checks'
    | 'marketSteps'
    | 'settled'
    | 'spent'
    | 'marketParts'
    | 'jobSeconds'
  >;
}

/** What a run has counted before its first command. */
function noCounts(): SoakState['counts'] {
  return {
    kinds: {},
    refusals: {},
    retries: 0,
    concurrentRetries: 0,
    checks: 0,
    marketSteps: 0,
    settled: { options: 0, jobRuns: 0 },
    spent: { market: 0, jobs: 0, checks: 0, setup: 0 },
    marketParts: { flush: 0, risk: 0, options: 0 },
    jobSeconds: {},
  };
}

/** A new run's state until its first part saves: in use, nothing sent. */
const EMPTY_STATE: SoakState = {
  version: 1,
  seed: 0,
  target: 0,
  concurrency: 0,
  done: 0,
  parts: 1,
  runSeconds: 0,
  open: true,
  clockMs: 0,
  postingTop: 0,
  faucetSeq: 0,
  funded: {},
  walks: {},
  users: [],
  pendingWithdrawals: [],
  violations: [],
  counts: noCounts(),
};

function readState(dir: string): SoakState {
  const file = path.join(dir, STATE_FILE);
  if (!fs.existsSync(file)) throw new Error(`no soak run to resume in ${dir} (no ${STATE_FILE})`);
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as SoakState;
  if (state.version !== 1) throw new Error(`${file}: not a state this soak writes`);
  if (state.open)
    throw new Error(
      `${file}: part ${state.parts} did not end cleanly (stopped before saving): its books are past the saved state, so the run cannot go on`,
    );
  if (state.done >= state.target) throw new Error(`${file}: the run is complete already`);
  return state;
}

function writeState(dir: string, state: SoakState): void {
  const file = path.join(dir, STATE_FILE);
  fs.writeFileSync(`${file}.new`, JSON.stringify(state));
  fs.renameSync(`${file}.new`, file);
}

/** The last posting's id: a resumed part starts only on the books the last part left. */
async function postingTop(dataDir: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'pglite')))
    throw new Error(`${dataDir} holds no PGlite database: nothing to resume`);
  const db = await openDb({ dataDir, template: false });
  try {
    const { rows } = await db.query<{ top: number }>(
      'SELECT coalesce(max(id), 0)::int8 AS top FROM postings',
    );
    return rows[0]!.top;
  } finally {
    await db.close();
  }
}

const USDT = 3;
const BTC = 1;
const ETH = 2;
const PAY_PASSWORD = 'soak-fund-pass-1';

/** A small deterministic generator (mulberry32), so a seed replays the same command mix. */
function rng(seed: number, state?: number) {
  let a = state ?? seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Where the stream is: a run that stops and resumes goes on with the same numbers. */
  const position = () => a;
  return { next, int, pick, position };
}

/**
 * Prices as integers of their smallest tick, walked by whole ticks: the feed's prices are
 * decimal strings built from integers, never from float arithmetic.
 */
interface Walk {
  symbol: string;
  matchId: number;
  currencyId: number;
  ticks: bigint;
  decimals: number;
  floor: bigint;
}
const priceOf = (w: Walk, offsetPermille = 0): string => {
  const t = w.ticks + (w.ticks * BigInt(offsetPermille)) / 1000n;
  const s = t.toString().padStart(w.decimals + 1, '0');
  return `${s.slice(0, -w.decimals)}.${s.slice(-w.decimals)}`;
};

interface SoakUser {
  userId: number;
  token: string;
  addressId: number;
  spotOrders: number[];
  positions: number[];
  entries: number[];
  flexible: number[];
}

interface Sent {
  status: number;
  body: Envelope;
}

/**
 * The identity of an answer: its record id when it has one; for a conversion, the amounts it
 * moved (its fee line is informative and priced now); else the whole message.
 */
function identity(message: unknown): string {
  if (message && typeof message === 'object' && 'id' in message)
    return `id:${String((message as { id: unknown }).id)}`;
  if (message && typeof message === 'object' && 'receive' in message) {
    const m = message as { number: unknown; rate: unknown; receive: unknown };
    return `converted ${String(m.number)} at ${String(m.rate)} for ${String(m.receive)}`;
  }
  return JSON.stringify(message);
}

export async function runLedgerSoak(opts: LedgerSoakOptions): Promise<LedgerSoakReport> {
  const started = Date.now();
  const log = opts.progress ?? (() => undefined);
  if ((opts.resume || opts.partOps) && !opts.dataDir)
    throw new Error('a run in parts keeps its books in a data folder: name one (--data-dir)');
  if (opts.dataDir && opts.databaseUrl)
    throw new Error('--data-dir is a PGlite folder; --db names a PostgreSQL server: one of them');
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : undefined;
  const saved = opts.resume && dataDir ? readState(dataDir) : null;
  if (
    dataDir &&
    !saved &&
    (fs.existsSync(path.join(dataDir, 'pglite')) || fs.existsSync(path.join(dataDir, STATE_FILE)))
  )
    throw new Error(
      `${dataDir} holds a soak run already: resume it (--resume) or name a new folder`,
    );
  if (saved) {
    const top = await postingTop(dataDir!);
    if (top !== saved.postingTop)
      throw new Error(
        `${dataDir}: the books changed since the run stopped (last posting ${top}, saved ${saved.postingTop})`,
      );
    // From here until this part saves, the folder's books may move past the saved state.
    writeState(dataDir!, { ...saved, open: true });
  } else if (dataDir) {
    // A new run's folder is marked as in use before anything is written to it.
    fs.mkdirSync(dataDir, { recursive: true });
    writeState(dataDir, {
      ...EMPTY_STATE,
      seed: opts.seed,
      target: opts.ops,
      concurrency: opts.concurrency,
    });
  }
  const seed = saved?.seed ?? opts.seed;
  const target = saved?.target ?? opts.ops;
  const concurrency = saved?.concurrency ?? opts.concurrency;
  // A resumed part goes on with the generator where the last part left it (states written
  // before the position was kept: a stream of its own, from the seed and the commands sent).
  const r = saved ? rng(seed + saved.done, saved.rngState) : rng(seed);
  const cadence = saved?.cadence ?? {
    retryRate: opts.retryRate ?? 0.05,
    checkEvery: opts.checkEvery ?? Math.min(10_000, Math.max(1000, Math.floor(target / 20))),
    // Each step costs what its ticks set off (tick log, bars, the risk engine over every open
    // position, option settlement), not what commands do: stepping every 100 commands and
    // every 3 s of real time spent most of a run there. The walk per step is unchanged.
    stepEvery: opts.stepEvery ?? 250,
    jobsEvery: opts.jobsEvery ?? 1000,
  };
  const { retryRate, checkEvery, stepEvery, jobsEvery } = cadence;
  // The platform clock goes on from where the run left it, not from the time of the restart.
  const clock = new Clock(true);
  if (saved) clock.advance(Math.max(0, saved.clockMs - Date.now()));
  const t: TestApp = await createTestApp(
    {
      demoData: true,
      testClock: true,
      feed: 'script',
      logLevel: 'error',
      ...(opts.embedded || dataDir
        ? { databaseUrl: undefined }
        : opts.databaseUrl
          ? { databaseUrl: opts.databaseUrl }
          : {}),
      ...(dataDir ? { dataDir } : {}),
    },
    { clock },
  );
  const violations: string[] = [...(saved?.violations ?? [])];
  const violation = (text: string) => {
    if (violations.length < 200) violations.push(text);
    else if (violations.length === 200) violations.push('… more violations left out');
  };
  const report: LedgerSoakReport = {
    ops: 0,
    seconds: 0,
    opsPerSecond: 0,
    ...(saved ? structuredClone(saved.counts) : noCounts()),
    violations,
    database:
      t.db.kind === 'postgres'
        ? 'postgresql'
        : dataDir
          ? `pglite (data folder ${dataDir})`
          : 'pglite (in memory)',
    stoppedByTime: false,
    parts: (saved?.parts ?? 0) + 1,
    target,
    finished: false,
  };
  let runSeconds = saved?.runSeconds ?? 0;
  let done = saved?.done ?? 0;
  // Set inside the run: whether this part ended cleanly, and how to save the run's state.
  const part: { clean: boolean; save?: (open: boolean, top: number) => void } = { clean: false };
  try {
    const market = t.app.services.market;
    const lever = t.app.services.lever;
    const options = t.app.services.options;
    await market.start();
    // Contracts and options read the platform clock here, so moving it settles them.
    lever.clock = () => clock.nowMs();
    options.clock = () => clock.nowMs();

    const walks: Walk[] = [
      {
        symbol: 'BTC/USDT',
        matchId: 1,
        currencyId: BTC,
        ticks: 9_600_000n,
        decimals: 2,
        floor: 10_000n,
      },
      {
        symbol: 'ETH/USDT',
        matchId: 2,
        currencyId: ETH,
        ticks: 340_000n,
        decimals: 2,
        floor: 1_000n,
      },
    ];
    for (const w of walks) if (saved?.walks[w.symbol]) w.ticks = BigInt(saved.walks[w.symbol]!);
    let marketLock: Promise<void> = Promise.resolve();
    /** Platform time of the last ticks pushed: real time moves the clock on from there. */
    let lastTickAt = clock.nowMs();
    let freshening = false;
    const timed = async <T>(part: keyof LedgerSoakReport['spent'], fn: () => Promise<T>) => {
      const at = Date.now();
      try {
        return await fn();
      } finally {
        report.spent[part] += (Date.now() - at) / 1000;
      }
    };
    const step = (ms: number) => timed('market', () => stepNow(ms));
    const stepNow = async (ms: number) => {
      clock.advance(ms);
      lastTickAt = clock.nowMs();
      for (const w of walks) {
        // ±0.3% a step at most: enough for stops and liquidations to happen over a run.
        const move = (w.ticks * BigInt(r.int(-30, 30))) / 10_000n;
        w.ticks = w.ticks + move < w.floor ? w.floor : w.ticks + move;
        market.script!.push(w.symbol, priceOf(w), clock.nowMs());
      }
      const part = async (name: keyof LedgerSoakReport['marketParts'], fn: () => Promise<void>) => {
        const at = Date.now();
        await fn();
        report.marketParts[name] += (Date.now() - at) / 1000;
      };
      await part('flush', () => market.flush());
      await part('risk', () => lever.risk.idle());
      await part('options', async () => {
        report.settled.options += (await options.settleDue(clock.nowMs())).settled;
      });
      report.marketSteps += 1;
    };
    const runJobs = () => timed('jobs', runJobsNow);
    const runJobsNow = async () => {
      for (const job of t.app.scheduler.list()) {
        const at = Date.now();
        const outcome = await t.app.scheduler.runOnce(job);
        report.jobSeconds[job] = (report.jobSeconds[job] ?? 0) + (Date.now() - at) / 1000;
        if (outcome === 'failed') violation(`job ${job} failed at ${clock.now().toISOString()}`);
        else report.settled.jobRuns += 1;
      }
    };
    const serialMarket = (fn: () => Promise<void>) => {
      const next = marketLock.then(fn);
      marketLock = next.catch((err: unknown) => violation(`market step failed: ${String(err)}`));
      return marketLock;
    };
    await step(1000);

    // Money that enters the run: what the demo seeding drew from the faucet, then our grants.
    let faucetSeq = 0;
    const funded = new Map<number, string>();
    const grant = async (userId: number, currency: number, type: number, amount: string) => {
      faucetSeq += 1;
      const key = `soak:${seed}:faucet:${faucetSeq}`;
      await t.db.tx(async (tx) => {
        const from = await systemAccount(tx, 'demo_faucet', currency);
        const to = await userAccount(tx, userId, currency, type);
        await transfer(
          tx,
          { key, reason: 'demo_faucet', refType: 'soak', refId: userId, actor: 'system:soak' },
          { from, to, amount },
        );
      });
      funded.set(currency, add(funded.get(currency) ?? '0', amount));
    };
    const totals = async () => {
      const { rows } = await t.db.query<{
        currency_id: number;
        faucet: string;
        others: string;
      }>(
        `SELECT currency_id,
                coalesce(sum(available + frozen) FILTER (WHERE system_code = 'demo_faucet'), 0)::text AS faucet,
                coalesce(sum(available + frozen) FILTER (WHERE system_code IS DISTINCT FROM 'demo_faucet'), 0)::text AS others
           FROM ledger_accounts GROUP BY currency_id`,
      );
      return rows;
    };
    const users: SoakUser[] = [];
    const pendingWithdrawals: number[] = [];
    if (saved) {
      faucetSeq = saved.faucetSeq;
      for (const [currency, amount] of Object.entries(saved.funded))
        funded.set(Number(currency), amount);
      pendingWithdrawals.push(...saved.pendingWithdrawals);
      for (const u of saved.users)
        users.push({
          ...u,
          token: await createSession(t.db, u.userId, {
            ip: '127.0.0.1',
            userAgent: 'soak',
            ttlDays: 1,
          }),
        });
    } else for (const row of await totals()) funded.set(row.currency_id, neg(row.faucet));

    const ADDRESS = addressFor(demoXpub(), 'ERC20', 999_998).address;
    const payHash = await hashPassword(PAY_PASSWORD);
    const poolSize = saved ? 0 : (opts.users ?? Math.max(8, concurrency * 3));
    for (let i = 0; i < poolSize; i++) {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await t.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [
        u.userId,
        payHash,
      ]);
      const saved = await call(
        t.app,
        'POST',
        '/api/user/wallet/save',
        { currency: USDT, chain: 'ERC20', name: 'Soak', address: ADDRESS },
        { token: u.token },
      );
      const addressId = (saved.body.message as { id: number }).id;
      // An address is usable a day after it is saved: this one was saved "yesterday".
      await t.db.query(
        `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE id = $1`,
        [addressId],
      );
      await grant(u.userId, USDT, ACCOUNT_TYPES.legal, '100000');
      await grant(u.userId, USDT, ACCOUNT_TYPES.change, '1000000');
      await grant(u.userId, USDT, ACCOUNT_TYPES.lever, '200000');
      await grant(u.userId, USDT, ACCOUNT_TYPES.micro, '200000');
      await grant(u.userId, BTC, ACCOUNT_TYPES.change, '20');
      await grant(u.userId, ETH, ACCOUNT_TYPES.change, '300');
      // ids the soak acts on next: orders to cancel, positions to close, earn to redeem.
      users.push({
        ...u,
        addressId,
        spotOrders: [],
        positions: [],
        entries: [],
        flexible: [],
      });
    }
    const op = await operatorToken(t.app);
    await opts.afterSetup?.(
      t,
      users.map((u) => u.userId),
    );

    const products = await call(t.app, 'GET', '/api/earn/products', {}, { token: users[0]!.token });
    const earn = (
      products.body.message as { data: Array<{ id: number; kind: string; currency_id: number }> }
    ).data;
    const flexibleIds = earn
      .filter((p) => p.kind === 'flexible' && p.currency_id === USDT)
      .map((p) => p.id);
    const cloudIds = earn.filter((p) => p.kind === 'cloud').map((p) => p.id);
    const duals: number[] = [];
    for (const type of ['call', 'put']) {
      const d = await call(t.app, 'GET', '/api/dual/index', { type }, { token: users[0]!.token });
      for (const p of (d.body.message as { dual_currencys: Array<{ id: number }> }).dual_currencys)
        duals.push(p.id);
    }

    const tally = (kind: string, res: Sent) => {
      const k = (report.kinds[kind] ??= { ok: 0, refused: 0 });
      if (res.body.type === 'ok') k.ok += 1;
      else {
        k.refused += 1;
        const code = res.body.code ?? res.body.type;
        report.refusals[code] = (report.refusals[code] ?? 0) + 1;
      }
    };
    const send = async (
      u: SoakUser,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      data: Record<string, unknown>,
    ): Promise<Sent> => {
      const res = await call(t.app, method, url, data, { token: u.token });
      if (res.status >= 500)
        violation(`${url} answered ${res.status}: ${res.res.body.slice(0, 200)}`);
      else if (typeof res.body?.type !== 'string')
        violation(`${url} answered outside the envelope`);
      return { status: res.status, body: res.body };
    };
    /** A keyed command; some are sent twice (after, or at the same time) and must answer the same. */
    const keyed = async (
      kind: string,
      u: SoakUser,
      method: 'POST' | 'PUT',
      url: string,
      data: Record<string, unknown>,
      key: string,
    ): Promise<Sent> => {
      const body = { ...data, idempotency_key: key };
      const roll = r.next();
      let first: Sent;
      let second: Sent | null = null;
      if (roll < retryRate / 2) {
        [first, second] = await Promise.all([
          send(u, method, url, body),
          send(u, method, url, body),
        ]);
        report.concurrentRetries += 1;
      } else {
        first = await send(u, method, url, body);
        if (roll < retryRate) second = await send(u, method, url, body);
      }
      tally(kind, first);
      if (second) {
        report.retries += 1;
        const okA = first.body.type === 'ok';
        const okB = second.body.type === 'ok';
        if (okA && okB && identity(first.body.message) !== identity(second.body.message))
          violation(
            `${kind} key ${key}: a retry answered ${identity(second.body.message)}, the first ${identity(first.body.message)}`,
          );
        if (okA && !okB && roll >= retryRate / 2)
          violation(
            `${kind} key ${key}: acknowledged, then its retry was refused (${second.body.code})`,
          );
      }
      return first;
    };

    const spotPair = () => r.pick(walks);
    const commands: Array<[number, (u: SoakUser, key: string) => Promise<void>]> = [
      [
        14,
        async (u, key) => {
          const w = spotPair();
          const price = priceOf(w, r.int(-20, 20));
          const amount = w.currencyId === BTC ? `0.000${r.int(1, 9)}` : `0.0${r.int(2, 9)}`;
          const res = await keyed(
            'spot.limit',
            u,
            'POST',
            '/api/coin/trade',
            {
              legal_id: USDT,
              currency_id: w.currencyId,
              type: r.int(1, 2),
              amount,
              target_price: price,
            },
            key,
          );
          if (res.body.type === 'ok') u.spotOrders.push((res.body.message as { id: number }).id);
        },
      ],
      [
        6,
        async (u, key) => {
          const w = spotPair();
          const amount = w.currencyId === BTC ? `0.000${r.int(1, 9)}` : `0.0${r.int(2, 9)}`;
          await keyed(
            'spot.market',
            u,
            'POST',
            '/api/coin/trade',
            {
              legal_id: USDT,
              currency_id: w.currencyId,
              type: r.int(1, 2),
              amount,
            },
            key,
          );
        },
      ],
      [
        6,
        async (u) => {
          const id = u.spotOrders.splice(r.int(0, Math.max(0, u.spotOrders.length - 1)), 1)[0];
          if (id === undefined) return;
          tally('spot.cancel', await send(u, 'PUT', '/api/coin/trade', { id }));
        },
      ],
      [
        10,
        async (u, key) => {
          const w = spotPair();
          const limit = r.next() < 0.25;
          const type = r.int(1, 2);
          const up = type === 1 ? 1 : -1;
          const stops = r.next() < 0.5;
          const res = await keyed(
            'contract.open',
            u,
            'POST',
            '/api/lever/submit',
            {
              symbol: w.symbol,
              type,
              share: `0.${r.int(1, 30).toString().padStart(2, '0')}`,
              multiple: r.pick([5, 10, 20, 50, 100]),
              status: limit ? 0 : 1,
              ...(limit ? { target_price: priceOf(w, -up * r.int(1, 5)) } : {}),
              ...(stops
                ? {
                    target_profit_price: priceOf(w, up * r.int(3, 15)),
                    stop_loss_price: priceOf(w, -up * r.int(3, 15)),
                  }
                : {}),
            },
            key,
          );
          if (res.body.type === 'ok') {
            const id = (res.body.message as { id: number }).id;
            (limit ? u.entries : u.positions).push(id);
          }
        },
      ],
      [
        5,
        async (u) => {
          const id = u.positions.splice(r.int(0, Math.max(0, u.positions.length - 1)), 1)[0];
          if (id === undefined) return;
          tally('contract.close', await send(u, 'POST', '/api/lever/close', { id }));
        },
      ],
      [
        2,
        async (u) => {
          const id = u.entries.splice(r.int(0, Math.max(0, u.entries.length - 1)), 1)[0];
          if (id === undefined) return;
          const res = await send(u, 'POST', '/api/lever/cancel', { id });
          tally('contract.cancel', res);
          // A limit entry that filled is a position now: it can be closed later.
          if (res.body.type !== 'ok') u.positions.push(id);
        },
      ],
      [
        3,
        async (u) => {
          const id = u.positions[r.int(0, Math.max(0, u.positions.length - 1))];
          if (id === undefined) return;
          const w = walks[0]!;
          tally(
            'contract.tpsl',
            await send(u, 'POST', '/api/lever/setstop', {
              id,
              target_profit_price: r.next() < 0.5 ? '' : priceOf(w, r.int(5, 40)),
              stop_loss_price: r.next() < 0.5 ? '' : priceOf(w, -r.int(5, 40)),
            }),
          );
        },
      ],
      [
        14,
        async (u, key) => {
          const w = r.pick(walks);
          await keyed(
            'option.order',
            u,
            'POST',
            '/api/microtrade/submit',
            {
              match_id: w.matchId,
              currency_id: USDT,
              type: r.int(1, 2),
              seconds: r.pick([30, 60]),
              number: String(r.pick([10, 20, 50, 100])),
            },
            key,
          );
        },
      ],
      [
        8,
        async (u, key) => {
          const types = [1, 2, 3, 4];
          const from = r.pick(types);
          const to = r.pick(types.filter((x) => x !== from));
          await keyed(
            'wallet.transfer',
            u,
            'POST',
            '/api/wallet/change',
            {
              currency_id: USDT,
              number: String(r.int(1, 500)),
              from_field: from,
              to_field: to,
            },
            key,
          );
        },
      ],
      [
        6,
        async (u, key) => {
          const [from, to] = r.pick([
            [USDT, BTC],
            [BTC, USDT],
            [USDT, ETH],
            [ETH, USDT],
          ] as const);
          await keyed(
            'wallet.convert',
            u,
            'POST',
            '/api/user/Transfer',
            {
              from_currency_id: from,
              to_currency_id: to,
              number: from === USDT ? String(r.int(10, 300)) : `0.00${r.int(1, 9)}`,
            },
            key,
          );
        },
      ],
      [
        1,
        async (u, key) => {
          const res = await keyed(
            'withdraw.request',
            u,
            'POST',
            '/api/wallet/out',
            {
              currency: USDT,
              number: String(r.int(20, 80)),
              address_id: u.addressId,
              pay_password: PAY_PASSWORD,
            },
            key,
          );
          if (res.body.type === 'ok')
            pendingWithdrawals.push((res.body.message as { id: number }).id);
        },
      ],
      [
        1,
        async (u) => {
          const id = pendingWithdrawals.splice(
            r.int(0, Math.max(0, pendingWithdrawals.length - 1)),
            1,
          )[0];
          if (id === undefined) return;
          // Most requests are cancelled (their hold released); the rest leave as sent.
          const reject = r.next() < 0.7;
          const res = await call(
            t.app,
            'POST',
            reject ? '/api/admin/withdrawals/reject' : '/api/admin/withdrawals/send',
            reject ? { id, reason: 'soak: cancelled' } : { id, txid: `0x${'ab'.repeat(32)}` },
            { token: op },
          );
          if (res.status >= 500) violation(`withdrawal review answered ${res.status}`);
          tally(reject ? 'withdraw.cancel' : 'withdraw.send', {
            status: res.status,
            body: res.body,
          });
          void u;
        },
      ],
      [
        4,
        async (u, key) => {
          if (!flexibleIds.length) return;
          const res = await keyed(
            'earn.subscribe',
            u,
            'POST',
            '/api/earn/flexible/subscribe',
            {
              product_id: r.pick(flexibleIds),
              amount: String(r.int(10, 500)),
            },
            key,
          );
          if (res.body.type === 'ok') u.flexible.push((res.body.message as { id: number }).id);
        },
      ],
      [
        3,
        async (u, key) => {
          const id = u.flexible[r.int(0, Math.max(0, u.flexible.length - 1))];
          if (id === undefined) return;
          await keyed(
            'earn.redeem',
            u,
            'POST',
            '/api/earn/flexible/redeem',
            {
              id,
              amount: String(r.int(1, 100)),
            },
            key,
          );
        },
      ],
      [
        1,
        async (u, key) => {
          if (!cloudIds.length) return;
          await keyed(
            'earn.cloud',
            u,
            'POST',
            '/api/earn/cloud/buy',
            {
              product_id: r.pick(cloudIds),
              units: 1,
            },
            key,
          );
        },
      ],
      [
        3,
        async (u, key) => {
          if (!duals.length) return;
          await keyed(
            'dual.buy',
            u,
            'POST',
            '/api/dual/buyDual',
            { id: r.pick(duals), num: r.int(1, 2) },
            key,
          );
        },
      ],
      [
        1,
        async (u) => {
          // Users who lost their balance get more from the faucet, so refusals stay a minority.
          await grant(u.userId, r.pick([USDT, USDT, BTC]), r.int(1, 4), '5000');
          tally('faucet', { status: 200, body: { type: 'ok', message: null } });
        },
      ],
    ];
    const weight = commands.reduce((s, [w]) => s + w, 0);
    const draw = () => {
      let x = r.next() * weight;
      for (const [w, fn] of commands) {
        x -= w;
        if (x < 0) return fn;
      }
      return commands[commands.length - 1]![1];
    };

    // The checks during the run read the postings since the last one (reading all of
    // them every 10,000 commands grew with the run); the one at the end reads them all.
    const check = (when: string, full = false) => timed('checks', () => checkNow(when, full));
    const checkNow = async (when: string, full: boolean) => {
      report.checks += 1;
      const problems = full ? await checkLedger(t.db) : await checkLedgerSince(t.db);
      for (const p of problems) violation(`${when}: ${p.kind} ${p.detail}`);
      for (const row of await totals()) {
        const want = funded.get(row.currency_id) ?? '0';
        if (cmp(neg(row.faucet), want) !== 0)
          violation(
            `${when}: currency ${row.currency_id} faucet gave ${neg(row.faucet)}, the soak funded ${want}`,
          );
        if (cmp(row.others, want) !== 0)
          violation(
            `${when}: currency ${row.currency_id} users and system accounts hold ${row.others}, funded ${want} (${sub(row.others, want)} created)`,
          );
      }
    };

    const startDone = done;
    let next = done;
    // This part ends at the target, after `partOps` commands, or at `maxSeconds`.
    const partEnd = Math.min(target, opts.partOps ? startDone + opts.partOps : target);
    const maxMs = opts.maxSeconds * 1000;
    let lastLog = Date.now();
    const worker = async () => {
      for (;;) {
        if (Date.now() - started > maxMs) {
          report.stoppedByTime = true;
          return;
        }
        if (next >= partEnd) return;
        const i = next++;
        const u = r.pick(users);
        try {
          await draw()(u, `soak-${seed}-${i}`);
        } catch (err) {
          violation(
            `op ${i} threw: ${err instanceof Error ? err.stack?.slice(0, 300) : String(err)}`,
          );
        }
        // This worker's count: `done` moves on while it awaits the market and the checks.
        const n = ++done;
        // Real time moves the platform clock too: a slow stretch must not leave marks stale, so a
        // step also comes (one at a time) once the last ticks are most of the way to stale.
        const aging = !freshening && clock.nowMs() - lastTickAt > (STALE_AFTER_MS * 4) / 10;
        if (n % stepEvery === 0 || aging) {
          if (aging) freshening = true;
          await serialMarket(() => step(r.int(2000, 8000))).finally(() => {
            if (aging) freshening = false;
          });
        }
        if (n % jobsEvery === 0)
          await serialMarket(async () => {
            // A jump of hours lets earn income, overnight fees and dual maturities come due.
            clock.advance(r.int(1, 6) * 3_600_000);
            await step(1000);
            await runJobs();
          });
        if (n % checkEvery === 0) await check(`after ${n} ops`);
        if (Date.now() - lastLog > 5000) {
          lastLog = Date.now();
          const s = (Date.now() - started) / 1000;
          log(
            `${done} ops${saved ? ` (part ${report.parts}: ${done - startDone})` : ''}, ${Math.round((done - startDone) / s)} ops/s, ${violations.length} violations, ${Math.round(s)} s${violations.length ? ` (last: ${violations[violations.length - 1]!.slice(0, 160)})` : ''}`,
          );
        }
      }
    };
    // The set-up took real time, which the platform clock followed: fresh marks first.
    await step(1000);
    // A resumed run first proves the books it found: the ledger since the last check, and
    // every currency's money equal to what the run had funded when it stopped.
    if (saved) await check(`on resuming after ${done} ops`);
    const save = (open: boolean, top: number) =>
      writeState(dataDir!, {
        version: 1,
        seed,
        target,
        concurrency,
        done,
        parts: report.parts,
        runSeconds,
        open,
        clockMs: clock.nowMs(),
        postingTop: top,
        rngState: r.position(),
        cadence,
        faucetSeq,
        funded: Object.fromEntries([...funded].map(([c, v]) => [String(c), v])),
        walks: Object.fromEntries(walks.map((w) => [w.symbol, w.ticks.toString()])),
        users: users.map(({ token: _token, ...u }) => u),
        pendingWithdrawals,
        violations,
        counts: {
          kinds: report.kinds,
          refusals: report.refusals,
          retries: report.retries,
          concurrentRetries: report.concurrentRetries,
          checks: report.checks,
          marketSteps: report.marketSteps,
          settled: report.settled,
          spent: report.spent,
          marketParts: report.marketParts,
          jobSeconds: report.jobSeconds,
        },
      });
    part.save = save;
    if (dataDir) save(true, saved?.postingTop ?? 0);
    const runStart = Date.now();
    report.spent.setup += (runStart - started) / 1000;
    await Promise.all(Array.from({ length: concurrency }, worker));
    await marketLock;
    runSeconds += (Date.now() - runStart) / 1000;
    // A run without a folder cannot go on: stopped by time, it ends as a finished run does.
    if (done >= target || !dataDir) {
      // Let everything due settle, then look at the books one last time.
      clock.advance(120_000);
      await step(1000);
      await runJobs();
      await check('at the end', true);
      report.finished = done >= target;
    } else await check(`at the stop after ${done} ops`);
    report.opsPerSecond = Math.round(done / Math.max(runSeconds, 0.001));
    part.clean = true;
  } finally {
    report.ops = done;
    report.seconds = Math.round((Date.now() - started) / 100) / 10;
    try {
      await t.close();
    } catch (err) {
      violation(`closing: ${String(err)}`);
      part.clean = false;
    }
  }
  // The books as closed are where the next part begins: the state names their last posting.
  if (dataDir && part.clean) part.save?.(false, await postingTop(dataDir));
  return report;
}
