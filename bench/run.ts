// npm run bench — each benchmark runs beside its baseline in the same process and prints
// the ratio. Never part of `npm test`; never asserted.
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { z } from 'zod';
import { endpoint } from '@tidemark/contracts';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDb } from '../apps/server/src/platform/db';
import type { Router } from '../apps/server/src/platform/route';
import { systemAccount, userAccount } from '../apps/server/src/ledger/accounts';
import { transfer } from '../apps/server/src/ledger/ledger';
import { checkLedger } from '../apps/server/src/ledger/invariants';

interface Result {
  name: string;
  ops: number;
  ms: number;
}
const rate = (r: Result) => (r.ops / r.ms) * 1000;

function report(title: string, subject: Result, baseline: Result): void {
  const s = rate(subject);
  const b = rate(baseline);
  console.log(`\n${title}`);
  console.log(
    `  ${subject.name.padEnd(34)} ${s.toFixed(0).padStart(9)} ops/s  (${subject.ops} in ${subject.ms.toFixed(0)} ms)`,
  );
  console.log(
    `  ${baseline.name.padEnd(34)} ${b.toFixed(0).padStart(9)} ops/s  (${baseline.ops} in ${baseline.ms.toFixed(0)} ms)`,
  );
  console.log(`  ratio subject/baseline: ${(s / b).toFixed(2)}×`);
}

async function timed(name: string, ops: number, fn: (i: number) => Promise<void>): Promise<Result> {
  for (let i = 0; i < Math.min(50, ops); i++) await fn(-1 - i); // warm-up
  const start = performance.now();
  for (let i = 0; i < ops; i++) await fn(i);
  return { name, ops, ms: performance.now() - start };
}

/** Double-entry journals (idempotency key, id-ordered locks, postings) vs two bare balance updates. */
async function ledgerBench(ops: number): Promise<void> {
  const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: ':memory:' });
  const app = await buildApp(
    { ...testConfig(), databaseUrl: process.env.BENCH_DATABASE_URL },
    { db, modules: [] },
  );
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, extension_code) VALUES ('bench@x.dev', 'x', 'BENCH1') RETURNING id`,
    );
    const userId = rows[0]!.id;
    const [from, to] = await db.tx(async (tx) => [
      await systemAccount(tx, 'demo_faucet', 3),
      await userAccount(tx, userId, 3, 2),
    ]);
    await db.query(
      'CREATE TABLE bench_balances (id int PRIMARY KEY, amount numeric(36,18) NOT NULL)',
    );
    await db.query('INSERT INTO bench_balances VALUES (1, 0), (2, 0)');
    const baseline = await timed('bare UPDATE pair in a transaction', ops, (i) =>
      db.tx(async (tx) => {
        await tx.query('SELECT id FROM bench_balances WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
          [1, 2],
        ]);
        await tx.query('UPDATE bench_balances SET amount = amount - $1 WHERE id = 1', ['0.01']);
        await tx.query('UPDATE bench_balances SET amount = amount + $1 WHERE id = 2', ['0.01']);
        void i;
      }),
    );
    const subject = await timed('ledger journal (2 postings)', ops, (i) =>
      db.tx(async (tx) => {
        await transfer(
          tx,
          {
            key: `bench:${i}`,
            reason: 'adjustment',
            refType: 'bench',
            refId: i,
            actor: 'system:bench',
          },
          { from, to, amount: '0.01' },
        );
      }),
    );
    report(`ledger (${db.kind})`, subject, baseline);
    const problems = await checkLedger(db);
    console.log(
      `  ledger check after the run: ${problems.length === 0 ? 'passed' : `${problems.length} problem(s)`}`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

/** Our route layer (zod input, strict fields, output contract, envelope) vs a bare Fastify route. */
async function routeBench(ops: number): Promise<void> {
  const bare = Fastify();
  bare.post('/echo', async (request) => ({ type: 'ok', message: request.body }));
  await bare.ready();
  const db = await openDb({ dataDir: ':memory:' });
  const app = await buildApp(testConfig(), {
    db,
    modules: [
      {
        name: 'bench',
        needs: [],
        create: () => ({}),
        routes(router: Router) {
          router.serve(
            endpoint({
              method: 'POST',
              path: '/api/echo',
              auth: 'public',
              input: z.object({ amount: z.string(), count: z.coerce.number() }),
              output: z.object({ amount: z.string(), count: z.number() }),
            }),
            async (input) => input,
          );
        },
      },
    ],
  });
  const payload = { amount: '12.5', count: 3 };
  const baseline = await timed(
    'bare Fastify route (inject)',
    ops,
    async () => void (await bare.inject({ method: 'POST', url: '/echo', payload })),
  );
  const subject = await timed(
    'contracts endpoint (inject)',
    ops,
    async () => void (await app.inject({ method: 'POST', url: '/api/echo', payload })),
  );
  report('route layer', subject, baseline);
  await bare.close();
  await app.close();
  await db.close();
}

const ops = Number(process.env.BENCH_OPS ?? 2000);
const only = process.argv[2];
console.log(`Tidemark benchmarks — ${ops} operations each, this machine, one run`);
if (!only || only === 'route') await routeBench(ops * 2);
if (!only || only === 'ledger') await ledgerBench(ops);
if (!only || only === 'matching') await import('./matching');
if (!only || only === 'fanout') await import('./fanout');
if (!only || only === 'orders-http') await import('./orders-http');
if (!only || only === 'start') await import('./start');
if (!only || only === 'web') await import('./web');
if (!only || only === 'copytrade') await import('./copytrade');
if (!only || only === 'lever-http') await import('./lever-http');
