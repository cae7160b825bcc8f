// npm run bench -- copytrade — one trader with 1,000 followers: the trader's market order and
// every follower's copy open in one transaction at one recorded tick; then the close. Beside it
// the same order with no followers. Printed, never asserted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDb } from '../apps/server/src/platform/db';
import { systemAccount, userAccount } from '../apps/server/src/ledger/accounts';
import { transfer } from '../apps/server/src/ledger/ledger';
import { checkLedger } from '../apps/server/src/ledger/invariants';

const FOLLOWERS = Number(process.env.BENCH_COPY_FOLLOWERS ?? 1000);
const USDT = 3;

const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: ':memory:' });
const app = await buildApp(
  { ...testConfig(), databaseUrl: process.env.BENCH_DATABASE_URL, feed: 'script' },
  { db },
);
try {
  await app.services.market.start();
  let now = Date.now();
  app.services.lever.clock = () => now;
  const tick = async (price: string) => {
    now += 1000;
    app.services.market.script!.push('BTC/USDT', price, now);
    await app.services.market.flush();
    await app.services.lever.risk.idle();
  };

  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, extension_code, kyc_level)
     SELECT 'copy' || g || '@bench.dev', 'x', 'CB' || g, 1 FROM generate_series(0, $1) g RETURNING id`,
    [FOLLOWERS],
  );
  const [trader, ...followers] = rows.map((r) => r.id);
  for (const id of [trader!, ...followers])
    await db.tx(async (tx) =>
      transfer(
        tx,
        {
          key: `bench:copy:${id}`,
          reason: 'demo_faucet',
          refType: 'bench',
          refId: id,
          actor: 'system:bench',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', USDT),
          to: await userAccount(tx, id, USDT, 3),
          amount: '10000',
        },
      ),
    );
  await db.query(
    `INSERT INTO copy_traders (user_id, nickname, introduction, experience, status, applied_at_ms) VALUES ($1, 'Bench', 'b', 'b', 1, 0)`,
    [trader],
  );
  await db.query(
    `INSERT INTO copy_follows (user_id, trader_id, type, number, status, created_at_ms)
     SELECT u, $1, 1, 1, 1, 0 FROM unnest($2::bigint[]) u`,
    [trader, followers],
  );
  await tick('100000');

  const order = { symbol: 'BTC/USDT', type: 1, share: '1', multiple: 10, status: 1 } as const;
  // Baseline: the same order by a user nobody follows (the first follower, unfollowed for it).
  const solo = followers[0]!;
  await db.query('UPDATE copy_follows SET status = 2 WHERE user_id = $1', [solo]);
  let start = performance.now();
  const alone = await app.services.lever.submit(solo, order);
  const soloOpenMs = performance.now() - start;

  start = performance.now();
  const p = await app.services.lever.submit(trader!, order);
  const openMs = performance.now() - start;
  const copies = await db.query<{ n: number; ticks: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT l.open_tick_ms)::int AS ticks FROM copy_positions c
       JOIN lever_positions l ON l.id = c.position_id WHERE c.trader_position_id = $1`,
    [p.id],
  );
  await tick('100500');
  start = performance.now();
  await app.services.lever.close(trader!, p.id);
  const closeMs = performance.now() - start;
  start = performance.now();
  await app.services.lever.close(solo, alone.id);
  const soloCloseMs = performance.now() - start;
  const closed = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_positions c JOIN lever_positions l ON l.id = c.position_id
      WHERE c.trader_position_id = $1 AND l.status = 3 AND l.close_tick_ms = $2`,
    [p.id, now],
  );

  console.log(`\ncopy trading: one trader, ${FOLLOWERS - 1} active followers`);
  console.log(
    `  open: ${openMs.toFixed(0)} ms for the trader's order and ${copies.rows[0]!.n} copies in one transaction (${copies.rows[0]!.ticks} distinct open tick) — alone: ${soloOpenMs.toFixed(1)} ms`,
  );
  console.log(
    `  close: ${closeMs.toFixed(0)} ms for the trader and ${closed.rows[0]!.n} copies at the same tick, with profit shares — alone: ${soloCloseMs.toFixed(1)} ms`,
  );
  const problems = await checkLedger(db);
  console.log(
    `  ledger check: ${problems.length ? problems.map((x) => x.detail).join('; ') : 'ok'}`,
  );
} finally {
  await app.close();
  await db.close();
}
