/**
 * `npm run soak -- crash`: the real server as a child process on a data folder (or a fresh
 * PostgreSQL database), a mixed load over HTTP from several users, SIGKILL at a random moment,
 * then on the same data: every acknowledged command is there, the spot books rebuilt from the
 * database equal the books derived from its open orders, and the ledger check passes. Then the
 * server starts again on that data and the next round begins.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { systemAccount, userAccount } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/invariants';
import { transfer } from '../src/ledger/ledger';
import { addressFor, demoXpub } from '../src/modules/wallet/addresses';
import { openDb, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { dec, normal, sub } from '../src/platform/money';
import { hashPassword } from '../src/platform/passwords';
import { createUserWithSession, freshPostgres } from '../src/test/harness';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const USDT = 3;
export const PAY_PASSWORD = 'crash-fund-pass-1';

export interface CrashOptions {
  kills: number;
  seed: number;
  databaseUrl?: string;
  users: number;
}

/** What the server acknowledged, by the table that must hold it after a crash. */
type AckTable = 'spot_orders' | 'lever_positions' | 'option_orders' | 'journals' | 'withdrawals';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() =>
        typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FEED_BACKFILL_DAYS: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // No local chain node: a killed server cannot stop the node it started.
      CHAINS: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, output: () => log };
}

async function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGKILL');
  await exited;
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

type Envelope = { type: string; message: unknown; code?: string };

async function api(
  base: string,
  url: string,
  token: string,
  body?: Record<string, unknown>,
  method?: string,
): Promise<Envelope> {
  const res = await fetch(`${base}/api${url}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', authorization: token },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Envelope;
}

export interface LoadUser {
  userId: number;
  token: string;
  addressId: number;
  openSpot: number[];
  openLever: number[];
}

/** Users made directly on the data before the server first starts, funded by faucet journals. */
export async function setUp(db: Db, count: number): Promise<LoadUser[]> {
  await migrate(db);
  const payHash = await hashPassword(PAY_PASSWORD);
  const address = addressFor(demoXpub(), 'ERC20', 999_997).address;
  const users: LoadUser[] = [];
  for (let i = 0; i < count; i++) {
    const u = await createUserWithSession(db, { kycLevel: 1 });
    await db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [u.userId, payHash]);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO address_book (user_id, currency_id, chain, name, address, created_at)
       VALUES ($1, $2, 'ERC20', 'Crash soak', $3, now() - interval '2 days') RETURNING id`,
      [u.userId, USDT, address],
    );
    const grants: Array<[number, number, string]> = [
      [USDT, ACCOUNT_TYPES.legal, '100000'],
      [USDT, ACCOUNT_TYPES.change, '1000000'],
      [USDT, ACCOUNT_TYPES.lever, '100000'],
      [USDT, ACCOUNT_TYPES.micro, '100000'],
      [1, ACCOUNT_TYPES.change, '10'],
    ];
    for (const [currency, type, amount] of grants)
      await db.tx(async (tx) => {
        await transfer(
          tx,
          {
            key: `soak:crash:${u.userId}:${currency}:${type}`,
            reason: 'demo_faucet',
            refType: 'soak',
            refId: u.userId,
            actor: 'system:soak',
          },
          {
            from: await systemAccount(tx, 'demo_faucet', currency),
            to: await userAccount(tx, u.userId, currency, type),
            amount,
          },
        );
      });
    users.push({ ...u, addressId: rows[0]!.id, openSpot: [], openLever: [] });
  }
  return users;
}

interface RoundCheck {
  acked: number;
  missing: string[];
  booksEqual: boolean;
  /** Resting orders in the rebuilt books: the comparison is over these. */
  bookOrders: number;
  bookDetail: string[];
  ledger: string[];
}

/**
 * On the killed server's data, in this process: acknowledged rows present, each spot book as a
 * restart rebuilds it equal to the open orders' remaining quantities per price, ledger check.
 */
async function checkData(
  env: Record<string, string>,
  acked: Map<AckTable, number[]>,
): Promise<RoundCheck> {
  const config = {
    ...loadConfig({ ...process.env, ...env, FEED: 'script', DEMO_DATA: '0', LOG_LEVEL: 'silent' }),
  };
  const app = await buildApp(config);
  try {
    const db = app.db;
    const missing: string[] = [];
    let total = 0;
    for (const [table, ids] of acked) {
      total += ids.length;
      if (!ids.length) continue;
      const { rows } = await db.query<{ id: string }>(
        `SELECT id::text FROM ${table} WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      const found = new Set(rows.map((r) => Number(r.id)));
      for (const id of ids) if (!found.has(id)) missing.push(`${table} ${id}`);
    }
    const bookDetail: string[] = [];
    let bookOrders = 0;
    const { rows: pairs } = await db.query<{
      instrument_id: number;
      symbol: string;
      tick_size: string;
      qty_step: string;
    }>(
      `SELECT p.instrument_id, i.symbol, trim_scale(i.tick_size)::text AS tick_size, trim_scale(p.qty_step)::text AS qty_step
         FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id`,
    );
    for (const p of pairs) {
      await app.services.spot.loadBook(p.symbol);
      const rebuilt = new Map<string, string>();
      for (const o of app.services.spot.snapshot(p.symbol)) {
        bookOrders += 1;
        const key = `${o.side} ${normal(dec(o.price.toString()).times(p.tick_size).toFixed())}`;
        const qty = dec(o.qty.toString()).times(p.qty_step).toFixed();
        rebuilt.set(
          key,
          normal(
            dec(rebuilt.get(key) ?? '0')
              .plus(qty)
              .toFixed(),
          ),
        );
      }
      const { rows } = await db.query<{ side: number; price: string; remaining: string }>(
        `SELECT side, trim_scale(price)::text AS price, trim_scale(sum(amount - filled))::text AS remaining
           FROM spot_orders WHERE instrument_id = $1 AND status = 1 AND engine_seq IS NOT NULL
          GROUP BY side, price`,
        [p.instrument_id],
      );
      const derived = new Map<string, string>();
      for (const r of rows)
        derived.set(`${r.side === 1 ? 'buy' : 'sell'} ${normal(r.price)}`, normal(r.remaining));
      for (const key of new Set([...rebuilt.keys(), ...derived.keys()])) {
        const a = rebuilt.get(key) ?? '0';
        const b = derived.get(key) ?? '0';
        if (dec(a).comparedTo(b) !== 0)
          bookDetail.push(`${p.symbol} ${key}: book ${a}, open orders ${b} (${sub(a, b)})`);
      }
    }
    const ledger = (await checkLedger(db, 50)).map((x) => `${x.kind} ${x.detail}`);
    return {
      acked: total,
      missing,
      booksEqual: bookDetail.length === 0,
      bookOrders,
      bookDetail,
      ledger,
    };
  } finally {
    await app.close();
  }
}

/** Decimal prices for the load: a fraction of a recorded price, on the pair's 0.01 tick. */
const priced = (price: string, factor: string) => dec(price).times(factor).toFixed(2);

export async function runCrashSoak(opts: CrashOptions): Promise<number> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-crash-soak-'));
  const pgDb = opts.databaseUrl ? await freshPostgres(opts.databaseUrl, 'tidemark_crash') : null;
  const env: Record<string, string> = pgDb
    ? { DATABASE_URL: pgDb.url, DATA_DIR: dataDir, DEMO_DATA: '1' }
    : { DATABASE_URL: '', DATA_DIR: dataDir, DEMO_DATA: '1' };
  let rand = opts.seed >>> 0;
  const random = () => {
    rand = (Math.imul(rand, 1664525) + 1013904223) >>> 0;
    return rand / 4294967296;
  };
  const acked = new Map<AckTable, number[]>([
    ['spot_orders', []],
    ['lever_positions', []],
    ['option_orders', []],
    ['journals', []],
    ['withdrawals', []],
  ]);
  let failures = 0;
  let server: Server | null = null;
  try {
    const db = await openDb({ databaseUrl: pgDb?.url, dataDir });
    const users = await setUp(db, opts.users);
    await db.close();
    console.log(
      `crash soak: ${opts.users} users, ${opts.kills} kills, ${pgDb ? 'PostgreSQL' : `PGlite in ${dataDir}`}`,
    );
    console.log('kill  acked  new   missing  books-equal (resting orders)  ledger  (seconds)');
    for (let k = 1; k <= opts.kills; k++) {
      const roundStart = Date.now();
      server = await startServer(env);
      const base = server.base;
      let price = '';
      for (let i = 0; i < 100 && !price; i++) {
        const d = await api(base, '/coin/depth?symbol=BTC%2FUSDT', '');
        const m = d.message as { bids: Array<[string, string]>; asks: Array<[string, string]> };
        if (m.bids?.length && m.asks?.length) price = m.bids[0]![0];
        else await new Promise((r) => setTimeout(r, 200));
      }
      if (!price) price = '96000';
      const before = [...acked.values()].reduce((s, ids) => s + ids.length, 0);
      let running = true;
      const ack = (table: AckTable, id: unknown) => {
        if (typeof id === 'number') acked.get(table)!.push(id);
      };
      const worker = async (u: LoadUser, w: number) => {
        for (let i = 0; running; i++) {
          const roll = (random() * 100) | 0;
          try {
            if (roll < 25) {
              const buy = random() < 0.5;
              const r = await api(base, '/coin/trade', u.token, {
                legal_id: USDT,
                currency_id: 1,
                type: buy ? 1 : 2,
                amount: '0.0001',
                target_price: priced(price, buy ? '0.98' : '1.02'),
              });
              if (r.type === 'ok') {
                const id = (r.message as { id: number }).id;
                ack('spot_orders', id);
                u.openSpot.push(id);
              }
            } else if (roll < 35) {
              const r = await api(base, '/coin/trade', u.token, {
                legal_id: USDT,
                currency_id: 1,
                type: random() < 0.5 ? 1 : 2,
                amount: '0.0001',
              });
              if (r.type === 'ok') ack('spot_orders', (r.message as { id: number }).id);
            } else if (roll < 45) {
              const id = u.openSpot.shift();
              if (id !== undefined) await api(base, '/coin/trade', u.token, { id }, 'PUT');
            } else if (roll < 60) {
              const r = await api(base, '/lever/submit', u.token, {
                symbol: 'BTC/USDT',
                type: random() < 0.5 ? 1 : 2,
                share: '0.01',
                multiple: 10,
                status: 1,
                idempotency_key: `crash-${opts.seed}-${k}-${w}-${i}`,
              });
              if (r.type === 'ok') {
                const id = (r.message as { id: number }).id;
                ack('lever_positions', id);
                u.openLever.push(id);
              }
            } else if (roll < 67) {
              const id = u.openLever.shift();
              if (id !== undefined) await api(base, '/lever/close', u.token, { id });
            } else if (roll < 82) {
              const r = await api(base, '/microtrade/submit', u.token, {
                match_id: 1,
                currency_id: USDT,
                type: random() < 0.5 ? 1 : 2,
                seconds: 30,
                number: '10',
                idempotency_key: `crash-${opts.seed}-${k}-${w}-${i}`,
              });
              if (r.type === 'ok') ack('option_orders', (r.message as { id: number }).id);
            } else if (roll < 96) {
              const toLever = random() < 0.5;
              const r = await api(base, '/wallet/change', u.token, {
                currency_id: USDT,
                number: '5',
                from_field: toLever ? 2 : 3,
                to_field: toLever ? 3 : 2,
                idempotency_key: `crash-${opts.seed}-${k}-${w}-${i}`,
              });
              if (r.type === 'ok')
                ack('journals', (r.message as { journal_id: number }).journal_id);
            } else {
              const r = await api(base, '/wallet/out', u.token, {
                currency: USDT,
                number: '20',
                address_id: u.addressId,
                pay_password: PAY_PASSWORD,
                idempotency_key: `crash-${opts.seed}-${k}-${w}-${i}`,
              });
              if (r.type === 'ok') ack('withdrawals', (r.message as { id: number }).id);
            }
          } catch {
            // The server died under this request: it was never acknowledged.
            if (!running) return;
          }
        }
      };
      const workers = users.map((u, w) => worker(u, w));
      // A random moment once the load is acknowledged (a kill before any answer checks nothing):
      // after 5 to 40 new acknowledgements, or 60 s of load at most.
      const wanted = before + 5 + Math.floor(random() * 36);
      const loadStart = Date.now();
      const count = () => [...acked.values()].reduce((s, ids) => s + ids.length, 0);
      while (count() < wanted && Date.now() - loadStart < 60_000)
        await new Promise((r) => setTimeout(r, 20 + random() * 80));
      await kill(server);
      running = false;
      await Promise.all(workers);
      server = null;
      const after = [...acked.values()].reduce((s, ids) => s + ids.length, 0);
      const c = await checkData(env, acked);
      const ok = !c.missing.length && c.booksEqual && !c.ledger.length;
      if (!ok) failures += 1;
      console.log(
        `${String(k).padStart(4)}  ${String(c.acked).padStart(5)}  ${String(after - before).padStart(4)}  ${String(c.missing.length).padStart(7)}  ${(c.booksEqual ? 'yes' : 'NO').padStart(11)} ${`(${c.bookOrders})`.padStart(16)}  ${(c.ledger.length ? 'FAILED' : 'ok').padStart(6)}  (${Math.round((Date.now() - roundStart) / 1000)})`,
      );
      for (const line of [
        ...c.missing.slice(0, 10),
        ...c.bookDetail.slice(0, 10),
        ...c.ledger.slice(0, 10),
      ])
        console.log(`      ${line}`);
    }
  } finally {
    if (server) await stop(server).catch(() => undefined);
    await pgDb?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const total = [...acked.values()].reduce((s, ids) => s + ids.length, 0);
  console.log(
    `acknowledged commands: ${total} (${[...acked].map(([t, ids]) => `${t} ${ids.length}`).join(', ')})`,
  );
  console.log(
    `rounds failed: ${failures} of ${opts.kills}; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(failures ? 'soak crash: FAILED' : 'soak crash: passed');
  return failures ? 1 : 0;
}
