// npm run bench -- orders-http — durable spot order placement over HTTP on PostgreSQL
// (POST /api/coin/trade: validation, ledger hold, commit, engine batch, commit), driven by
// autocannon, printed beside `pgbench -N` TPS measured on the same server in the same run.
// PostgreSQL comes from BENCH_DATABASE_URL or scripts/pg-start.sh.
import { execFileSync, execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDb } from '../apps/server/src/platform/db';
import { createSession } from '../apps/server/src/platform/sessions';
import { systemAccount, userAccount } from '../apps/server/src/ledger/accounts';
import { transfer } from '../apps/server/src/ledger/ledger';
import { checkLedger } from '../apps/server/src/ledger/invariants';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

function serverUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return execSync('bash scripts/pg-start.sh', { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
}

async function freshDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function pgbench(url: string): number {
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .sort()
    .map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
    .filter((p) => fs.existsSync(p))
    .pop();
  if (!bin) throw new Error('pgbench not found (Debian package postgresql)');
  execFileSync(bin, ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
  const out = execFileSync(
    bin,
    ['-N', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), url],
    { encoding: 'utf8' },
  );
  const m = /tps = ([\d.]+)/.exec(out);
  if (!m) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(m[1]);
}

async function ordersHttp(url: string): Promise<{
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  orders: number;
}> {
  const config = { ...testConfig({ feed: 'script', rateLimitScale: 1_000_000 }), databaseUrl: url };
  const db = await openDb({ databaseUrl: url, dataDir: ':memory:' });
  const app = await buildApp(config, { db });
  try {
    await app.services.market.start();
    app.services.market.script!.push('BTC/USDT', '96000', Date.now());
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
    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/coin/trade',
          setupRequest: (req) => {
            const i = n++;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: tokens[i % tokens.length]!,
              },
              body: JSON.stringify(bodies[i % bodies.length]),
            };
          },
        },
      ],
    });
    clearInterval(keepFresh);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM spot_orders WHERE user_id IS NOT NULL',
    );
    const problems = await checkLedger(db);
    if (problems.length)
      throw new Error(`ledger check failed after the run: ${problems[0]!.detail}`);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      orders: rows[0]!.n,
    };
  } finally {
    await app.close();
    await db.close();
  }
}

const server = serverUrl();
console.log(
  `\nspot orders over HTTP on PostgreSQL — ${CONNECTIONS} connections, ${SECONDS} s each, one machine (2 cores)`,
);
const tps = pgbench(await freshDatabase(server, 'bench_pgbench'));
const orders = await ordersHttp(await freshDatabase(server, 'bench_orders'));
console.log(
  `  POST /api/coin/trade (hold + commit + match + commit)  ${orders.rps.toFixed(0).padStart(7)} orders/s  p50 ${orders.p50} ms  p99 ${orders.p99} ms  (${orders.orders} orders stored, non-2xx ${orders.non2xx}, errors ${orders.errors}; ledger check passed)`,
);
console.log(
  `  pgbench -N -c ${CONNECTIONS} -j 2 (durable-write ceiling)              ${tps.toFixed(0).padStart(7)} TPS`,
);
console.log(`  ratio orders/s ÷ pgbench TPS: ${(orders.rps / tps).toFixed(2)}×`);
