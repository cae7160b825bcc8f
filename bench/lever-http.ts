// npm run bench -- lever-http — contracts opened and closed over HTTP (POST /api/lever/submit,
// a market entry: margin hold + fee to the fees account; then POST /api/lever/close: PnL against
// the house, margin released), one user per connection, driven by autocannon. On PostgreSQL it
// is printed beside `pgbench -N` TPS on the same server in the same run, with the house and fees
// accounts in 16 shards and, for comparison, in one (every user on shard 0, as
// before). On PGlite (the embedded default) it is printed beside PGlite's own single-row insert
// rate. PostgreSQL comes from BENCH_DATABASE_URL or scripts/pg-start.sh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDb, type Db } from '../apps/server/src/platform/db';
import { createSession } from '../apps/server/src/platform/sessions';
import {
  SYSTEM_SHARDS,
  systemAccount,
  systemAccountFor,
  userAccount,
  useSystemShards,
} from '../apps/server/src/ledger/accounts';
import { migrate } from '../apps/server/src/platform/migrate';
import { transfer } from '../apps/server/src/ledger/ledger';
import { checkLedger } from '../apps/server/src/ledger/invariants';

import {
  CONNECTIONS,
  SECONDS,
  backendCpuSeconds,
  dropFreshDatabases,
  freshDatabase,
  pgbench,
  serverUrl,
} from './pg-baseline';
const SYMBOL = 'BTC/USDT';
const PRICE = '96000';

/** PGlite's durable-write ceiling: one-row INSERT transactions, one after another. */
async function pgliteInsertRate(db: Db): Promise<number> {
  await db.query('CREATE TABLE bench_rows (id serial PRIMARY KEY, amount numeric(36,18) NOT NULL)');
  const until = performance.now() + SECONDS * 1000;
  const start = performance.now();
  let n = 0;
  while (performance.now() < until) {
    await db.query('INSERT INTO bench_rows (amount) VALUES ($1)', ['0.01']);
    n++;
  }
  return (n / (performance.now() - start)) * 1000;
}

interface LeverRun {
  /** HTTP commands answered per second (each one durable transaction: an open or a close). */
  rps: number;
  /** Contracts opened and closed per second (closes answered ok within the run). */
  pairs: number;
  p50: number;
  p99: number;
  /** Positions closed in the database after the run (includes commands still in flight at its end). */
  closed: number;
  refused: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per answered command: this Node process (server and autocannon) and PostgreSQL's backends. */
  nodeCpuMs: number;
  pgCpuMs: number | null;
}

async function leverHttp(
  db: Db,
  config: ReturnType<typeof testConfig>,
  shards: number,
): Promise<LeverRun> {
  useSystemShards(shards);
  const app = await buildApp(config, { db });
  try {
    await app.services.market.start();
    app.services.market.script!.push(SYMBOL, PRICE, Date.now());
    await app.services.market.flush();
    const keepFresh = setInterval(
      () => app.services.market.script!.push(SYMBOL, PRICE, Date.now()),
      500,
    );
    // One verified user per connection, each funded by journal in the lever account.
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, extension_code, kyc_level) VALUES ($1, 'x', $2, 1) RETURNING id`,
        [`lever${i}@x.dev`, `LEVER${i}`],
      );
      const userId = rows[0]!.id;
      await db.tx(async (tx) =>
        transfer(
          tx,
          {
            key: `bench:lever:${userId}`,
            reason: 'demo_faucet',
            refType: 'bench',
            refId: userId,
            actor: 'system:bench',
          },
          {
            from: await systemAccount(tx, 'demo_faucet', 3),
            to: await userAccount(tx, userId, 3, 3),
            amount: '100000000',
          },
        ),
      );
      tokens.push(
        await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'bench', ttlDays: 1 }),
      );
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let next = 0;
    let refused = 0;
    let closes = 0;
    const json = { 'content-type': 'application/json' };
    type Ctx = { token?: string; position?: number };
    const cpuBefore = process.cpuUsage();
    const pgBefore = config.databaseUrl ? backendCpuSeconds(config.databaseUrl) : 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      // Each connection is one user: open a market long, then close it, over and over.
      requests: [
        {
          method: 'POST',
          path: '/api/lever/submit',
          setupRequest: (req, context: Ctx) => {
            context.token ??= tokens[next++ % tokens.length]!;
            return {
              ...req,
              headers: { ...json, authorization: context.token },
              body: JSON.stringify({ symbol: SYMBOL, type: 1, share: '1', multiple: 10 }),
            };
          },
          onResponse: (_status, body, context: Ctx) => {
            const r = JSON.parse(body) as { type: string; message?: { id?: number } };
            if (r.type === 'ok') context.position = r.message!.id;
            else refused++;
          },
        },
        {
          method: 'POST',
          path: '/api/lever/close',
          setupRequest: (req, context: Ctx) => ({
            ...req,
            headers: { ...json, authorization: context.token! },
            body: JSON.stringify({ id: context.position ?? 0 }),
          }),
          onResponse: (_status, body, context: Ctx) => {
            if ((JSON.parse(body) as { type: string }).type === 'ok') closes++;
            else refused++;
            context.position = undefined;
          },
        },
      ],
    });
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpu = config.databaseUrl ? backendCpuSeconds(config.databaseUrl) - pgBefore : null;
    clearInterval(keepFresh);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lever_positions WHERE status = 3',
    );
    const problems = await checkLedger(db);
    if (problems.length)
      throw new Error(`ledger check failed after the run: ${problems[0]!.detail}`);
    return {
      rps: result.requests.average,
      pairs: closes / SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      closed: rows[0]!.n,
      refused,
      non2xx: result.non2xx,
      errors: result.errors,
      nodeCpuMs: (cpu.user + cpu.system) / 1000 / result.requests.total,
      pgCpuMs: pgCpu === null ? null : (pgCpu * 1000) / result.requests.total,
    };
  } finally {
    useSystemShards(SYSTEM_SHARDS);
    await app.close();
  }
}

/**
 * The house lock alone, without HTTP: CONNECTIONS workers, one user each, each transaction posts
 * a contract's money moves straight to the ledger (fee to fees, profit from the house), so the
 * only row users share is the house's (and the fees') when there is one shard.
 */
async function houseLock(url: string, shards: number): Promise<number> {
  useSystemShards(shards);
  const db = await openDb({ databaseUrl: url, dataDir: ':memory:' });
  try {
    await migrate(db);
    const users: Array<{ id: number; account: number }> = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, extension_code, kyc_level) VALUES ($1, 'x', $2, 1) RETURNING id`,
        [`lock${i}@x.dev`, `LOCK${i}`],
      );
      const id = rows[0]!.id;
      const account = await db.tx(async (tx) => {
        const a = await userAccount(tx, id, 3, 3);
        await transfer(
          tx,
          {
            key: `lock:${id}`,
            reason: 'demo_faucet',
            refType: 'bench',
            refId: id,
            actor: 'system:bench',
          },
          { from: await systemAccount(tx, 'demo_faucet', 3), to: a, amount: '1000000' },
        );
        return a;
      });
      users.push({ id, account });
    }
    let done = 0;
    const until = performance.now() + SECONDS * 1000;
    const start = performance.now();
    await Promise.all(
      users.map(async (u) => {
        for (let i = 0; performance.now() < until; i++) {
          await db.tx(async (tx) => {
            const meta = (step: string) => ({
              key: `lock:${u.id}:${i}:${step}`,
              reason: 'lever_fee',
              refType: 'bench',
              refId: u.id,
              actor: 'system:bench',
            });
            await transfer(tx, meta('fee'), {
              from: u.account,
              to: await systemAccountFor(tx, 'fees', 3, u.id),
              amount: '0.01',
            });
            await transfer(tx, meta('pnl'), {
              from: await systemAccountFor(tx, 'house', 3, u.id),
              to: u.account,
              amount: '0.01',
            });
          });
          done++;
        }
      }),
    );
    const rate = (done / (performance.now() - start)) * 1000;
    const problems = await checkLedger(db);
    if (problems.length) throw new Error(`ledger check failed: ${problems[0]!.detail}`);
    return rate;
  } finally {
    useSystemShards(SYSTEM_SHARDS);
    await db.close();
  }
}

const line = (label: string, r: LeverRun) =>
  `  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} commands/s (${r.pairs.toFixed(0)} contracts opened+closed/s)  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.closed} closed, refused ${r.refused}, non-2xx ${r.non2xx}, errors ${r.errors}; ledger check passed)\n${' '.repeat(48)}CPU per command: Node ${r.nodeCpuMs.toFixed(2)} ms (server + autocannon)${r.pgCpuMs === null ? '' : `, PostgreSQL ${r.pgCpuMs.toFixed(2)} ms`}`;

const load = os.loadavg().map((l) => l.toFixed(2));
console.log(
  `\ncontracts over HTTP — ${CONNECTIONS} connections (one user each), ${SECONDS} s each, ${os.cpus().length} cores, load average ${load.join(' ')} at start`,
);

// BENCH_QUICK=1: only the 16-shard PostgreSQL run and its pgbench baseline (for profiling and
// before/after comparisons of one change).
const QUICK = process.env.BENCH_QUICK === '1';

// PostgreSQL: pgbench, then the same routes with the house in 16 shards and in one.
{
  const server = serverUrl();
  const tps = pgbench(await freshDatabase(server, 'bench_pgbench'));
  const runs: Array<[string, LeverRun]> = [];
  for (const shards of QUICK ? [SYSTEM_SHARDS] : [SYSTEM_SHARDS, 1]) {
    const url = await freshDatabase(server, 'bench_lever');
    const db = await openDb({ databaseUrl: url, dataDir: ':memory:' });
    try {
      const config = {
        ...testConfig({ feed: 'script', rateLimitScale: 1_000_000 }),
        databaseUrl: url,
      };
      runs.push([
        `PostgreSQL, house/fees in ${shards} shard${shards > 1 ? 's' : ''}`,
        await leverHttp(db, config, shards),
      ]);
    } finally {
      await db.close();
    }
  }
  console.log('PostgreSQL');
  for (const [label, r] of runs) console.log(line(label, r));
  const locks: Array<[number, number]> = [];
  for (const shards of QUICK ? [] : [SYSTEM_SHARDS, 1])
    locks.push([shards, await houseLock(await freshDatabase(server, 'bench_house'), shards)]);
  console.log(
    `  pgbench -N -c ${CONNECTIONS} -j 2 (durable-write ceiling)${' '.repeat(7)} ${tps.toFixed(0).padStart(6)} TPS`,
  );
  for (const [shards, rate] of locks)
    console.log(
      `  ledger only (fee + house PnL journals per tx), ${String(shards).padStart(2)} shard(s) ${rate.toFixed(0).padStart(6)} tx/s  (${(rate / tps).toFixed(2)}× pgbench)`,
    );
  for (const [label, r] of runs)
    console.log(
      `  ratio ${label}: commands/s ÷ TPS ${(r.rps / tps).toFixed(2)}×, contracts/s ÷ TPS ${(r.pairs / tps).toFixed(2)}×`,
    );
  await dropFreshDatabases();
}

// PGlite (embedded, one connection): beside its own single-row insert rate.
if (!QUICK) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-bench-lever-'));
  try {
    const inserts = await (async () => {
      const db = await openDb({ dataDir: path.join(dir, 'inserts') });
      try {
        return await pgliteInsertRate(db);
      } finally {
        await db.close();
      }
    })();
    const dataDir = path.join(dir, 'lever');
    const db = await openDb({ dataDir });
    let r: LeverRun;
    try {
      r = await leverHttp(
        db,
        {
          ...testConfig({ feed: 'script', rateLimitScale: 1_000_000 }),
          databaseUrl: undefined,
          dataDir,
        },
        SYSTEM_SHARDS,
      );
    } finally {
      await db.close();
    }
    console.log('PGlite (on disk)');
    console.log(line('PGlite, house/fees in 16 shards', r));
    console.log(
      `  PGlite single-row INSERT transactions${' '.repeat(15)} ${inserts.toFixed(0).padStart(6)} rows/s`,
    );
    console.log(
      `  ratio: commands/s ÷ insert rate ${(r.rps / inserts).toFixed(2)}×, contracts/s ÷ insert rate ${(r.pairs / inserts).toFixed(2)}×`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
