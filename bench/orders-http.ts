// npm run bench -- orders-http — durable spot order placement over HTTP (POST /api/coin/trade:
// validation, group-committed ledger hold + insert, commit, engine batch, commit, read back),
// driven by autocannon. On PostgreSQL beside `pgbench -N` TPS measured on the same server in
// the same run; on PGlite (the embedded default) beside PGlite's own single-row insert rate.
// PostgreSQL comes from BENCH_DATABASE_URL or scripts/pg-start.sh. Target:
// ≥ 1.5× pgbench -N at 32 connections with p99 ≤ 50 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDb } from '../apps/server/src/platform/db';
import { createSession } from '../apps/server/src/platform/sessions';
import { systemAccount, userAccount } from '../apps/server/src/ledger/accounts';
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

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Answers that were not an order, by error code. */
  refused: string;
  errors: number;
  orders: number;
  /** CPU milliseconds per accepted order: this Node process (server and autocannon) and PostgreSQL's backends. */
  nodeCpuMs: number;
  pgCpuMs: number | null;
  /** The same server and requests, refused after session, parsing and validation: no write at all. */
  floor: { rps: number; nodeCpuMs: number };
}

/** PGlite's own durable-write ceiling: single-row INSERTs, each its own commit, one after another. */
async function pgliteInserts(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-insert-'));
  const db = await openDb({ dataDir: dir });
  try {
    await db.query('CREATE TABLE bench_rows (id bigserial PRIMARY KEY, v text NOT NULL)');
    const until = performance.now() + SECONDS * 1000;
    const start = performance.now();
    let n = 0;
    while (performance.now() < until) {
      await db.query('INSERT INTO bench_rows (v) VALUES ($1)', [`row ${n}`]);
      n++;
    }
    return (n / (performance.now() - start)) * 1000;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** POST /api/coin/trade from CONNECTIONS connections for SECONDS: request i is `request(i)`. */
function postOrders(
  port: number,
  request: (i: number) => { token: string; body: object },
  onAnswer: (r: { type: string; code?: string }) => void,
): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/coin/trade',
        onResponse: (_status, body) =>
          onAnswer(JSON.parse(body) as { type: string; code?: string }),
        setupRequest: (req) => {
          const { token, body } = request(n++);
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
}

async function ordersHttp(target: { url: string } | { dataDir: string }): Promise<Run> {
  const url = 'url' in target ? target.url : undefined;
  const dataDir = 'dataDir' in target ? target.dataDir : ':memory:';
  const config = {
    ...testConfig({ feed: 'script', rateLimitScale: 1_000_000 }),
    databaseUrl: url,
    dataDir,
    // BENCH_GROUP_MAX=1 measures one order per acceptance transaction, for comparison.
    spotGroupCommit: {
      windowMs: Number(process.env.BENCH_GROUP_WINDOW_MS ?? 2),
      maxSize: Number(process.env.BENCH_GROUP_MAX ?? 500),
    },
  };
  const db = await openDb({ databaseUrl: url, dataDir });
  const app = await buildApp(config, { db });
  try {
    await app.services.market.start();
    app.services.market.script!.push('BTC/USDT', '96000', Date.now());
    // Orders are checked against a recorded price: without this flush the first second of the
    // run was refused (price_unavailable), and those quick refusals were counted as orders.
    await app.services.market.flush();
    await app.services.spot.run('BTC/USDT', { maker: true });
    const keepFresh = setInterval(
      () => app.services.market.script!.push('BTC/USDT', '96000', Date.now()),
      1000,
    );
    // One user per connection, each funded by journal.
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, extension_code, kyc_level) VALUES ($1, 'x', $2, 1) RETURNING id`,
        [`bench${i}@x.dev`, `BENCH${i}`],
      );
      const userId = rows[0]!.id;
      await db.tx(async (tx) => {
        for (const [currency, amount] of [
          [3, '100000000'],
          [1, '10000'],
        ] as const) {
          const from = await systemAccount(tx, 'demo_faucet', currency);
          const to = await userAccount(tx, userId, currency, 2);
          await transfer(
            tx,
            {
              key: `bench:fund:${userId}:${currency}`,
              reason: 'demo_faucet',
              refType: 'bench',
              refId: userId,
              actor: 'system:bench',
            },
            { from, to, amount },
          );
        }
      });
      tokens.push(
        await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'bench', ttlDays: 1 }),
      );
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // An exchange-like mix: resting bids and asks around the market, and small market orders.
    const bodies = [
      { legal_id: 3, currency_id: 1, type: 1, amount: '0.001', target_price: '94000' },
      { legal_id: 3, currency_id: 1, type: 2, amount: '0.001', target_price: '98000' },
      { legal_id: 3, currency_id: 1, type: 1, amount: '0.0001' },
      { legal_id: 3, currency_id: 1, type: 2, amount: '0.0001' },
    ];
    let accepted = 0;
    const refused = new Map<string, number>();
    const cpuBefore = process.cpuUsage();
    const pgBefore = url ? backendCpuSeconds(url) : 0;
    const result = await postOrders(
      port,
      (i) => ({ token: tokens[i % tokens.length]!, body: bodies[i % bodies.length]! }),
      (r) => {
        if (r.type === 'ok') accepted++;
        else refused.set(r.code ?? r.type, (refused.get(r.code ?? r.type) ?? 0) + 1);
      },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpu = url ? backendCpuSeconds(url) - pgBefore : null;
    clearInterval(keepFresh);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM spot_orders WHERE user_id IS NOT NULL',
    );
    const problems = await checkLedger(db);
    if (problems.length)
      throw new Error(`ledger check failed after the run: ${problems[0]!.detail}`);
    // The floor: the same stack (HTTP, session, body parsing, validation, the error answer) for
    // orders of a pair that does not trade, refused before any write or lock.
    const floorCpu = process.cpuUsage();
    let floorRefused = 0;
    const floorRun = await postOrders(
      port,
      (i) => ({
        token: tokens[i % tokens.length]!,
        body: { ...bodies[i % bodies.length]!, currency_id: 999 },
      }),
      (r) => {
        if (r.code === 'pair_not_tradable') floorRefused++;
      },
    );
    const floorUsed = process.cpuUsage(floorCpu);
    return {
      floor: {
        rps: floorRefused / floorRun.duration,
        nodeCpuMs: (floorUsed.user + floorUsed.system) / 1000 / Math.max(floorRefused, 1),
      },
      // Accepted orders only: a refusal is not an order.
      rps: accepted / result.duration,
      refused: [...refused].map(([code, k]) => `${code} ${k}`).join(', ') || '0',
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      orders: rows[0]!.n,
      nodeCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(accepted, 1),
      pgCpuMs: pgCpu === null ? null : (pgCpu * 1000) / Math.max(accepted, 1),
    };
  } finally {
    await app.close();
    await db.close();
  }
}

function print(title: string, orders: Run, baseline: string, base: number): void {
  const ratio = orders.rps / base;
  console.log(`\n${title}`);
  console.log(
    `  POST /api/coin/trade (group-committed hold + commit, match + commit, read back)  ${orders.rps.toFixed(0).padStart(6)} orders/s  p50 ${orders.p50} ms  p99 ${orders.p99} ms`,
  );
  console.log(
    `    (${orders.orders} orders stored, refused ${orders.refused}, non-2xx ${orders.non2xx}, errors ${orders.errors}; ledger check passed)`,
  );
  console.log(
    `    CPU per order: Node ${orders.nodeCpuMs.toFixed(2)} ms (server + autocannon)${orders.pgCpuMs === null ? '' : `, PostgreSQL ${orders.pgCpuMs.toFixed(2)} ms`}`,
  );
  console.log(
    `  floor: the same orders of a pair that does not trade (session, parsing, validation, refusal; no write)  ${orders.floor.rps.toFixed(0).padStart(6)} /s  (${(orders.floor.rps / base).toFixed(2)}× baseline; Node CPU ${orders.floor.nodeCpuMs.toFixed(3)} ms each)`,
  );
  console.log(`  ${baseline.padEnd(78)} ${base.toFixed(0).padStart(6)} /s`);
  console.log(
    `  ratio orders/s ÷ baseline: ${ratio.toFixed(2)}×  (target ≥ 1.5× with p99 ≤ 50 ms: ${ratio >= 1.5 && orders.p99 <= 50 ? 'met' : 'not met'})`,
  );
}

const machine = `${os.cpus().length} cores, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at start`;
console.log(
  `\nspot orders over HTTP — ${CONNECTIONS} connections, ${SECONDS} s each, group commit of up to ${process.env.BENCH_GROUP_MAX ?? 500} orders, one machine (${machine})`,
);
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const server = serverUrl();
  const tps = pgbench(await freshDatabase(server, 'bench_pgbench'));
  const orders = await ordersHttp({ url: await freshDatabase(server, 'bench_orders') });
  print(
    'PostgreSQL',
    orders,
    `pgbench -N -c ${CONNECTIONS} -j 2 (durable-write ceiling, TPS)`,
    tps,
  );
  await dropFreshDatabases();
}
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const inserts = await pgliteInserts();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-orders-'));
  try {
    const orders = await ordersHttp({ dataDir: dir });
    print(
      'PGlite (embedded default, data folder on disk)',
      orders,
      'PGlite single-row INSERT, one commit each',
      inserts,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
