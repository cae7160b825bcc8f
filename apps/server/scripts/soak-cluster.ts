/**
 * `npm run soak -- cluster`: three server processes on one PostgreSQL and Redis behind HAProxy
 * (loopback only), a steady mix of commands from many users through HAProxy (spot limit and
 * market orders and cancels, contract opens and closes, seconds options, transfers, withdrawal
 * requests) with idempotency keys, and a socket per user counting its events. The nodes run
 * with TEST_CLOCK=1 (one business clock for all of them, kept in the database), and some users
 * buy a lock earn product first. Every `--kill-every` seconds (±1/3) one node is SIGKILLed — the
 * first time the owner of BTC/USDT; the second the owner of the daily jobs, with the business
 * clock moved (through another node's `/api/dev/clock`) to a few seconds before the day after
 * next begins and the kill right as that day turns; the third the owner of the most scheduled
 * jobs; then a random one — and started again once the others have taken its leases over. A
 * command left unanswered (the node died under it) is sent again with the same idempotency key.
 * At the end, on the database: every acknowledged command is there, no retried command was
 * applied twice, no daily job paid one business day twice (by the day in its journals' keys),
 * each daily job paid the new business day, the ledger check passes and the settlement verifier
 * agrees with every settlement of the soak's window.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { WebSocketServer, type WebSocket } from 'ws';
import { LEVER_STATUS } from '@tidemark/contracts';
import { checkLedger } from '../src/ledger/invariants';
import { openDb, type Db } from '../src/platform/db';
import { dailyKey } from '../src/platform/jobs';
import { dec } from '../src/platform/money';
import { freshPostgres } from '../src/test/harness';
import { formatReport, totalMismatches, verifySettlements } from '../src/verify/settlements';
import { build, runScript, startCluster, type Cluster } from './cluster-nodes';
import { PAY_PASSWORD, setUp, type LoadUser } from './soak-crash';

export interface ClusterSoakOptions {
  kills: number;
  killEverySeconds: number;
  users: number;
  seed: number;
  leaseSeconds: number;
}

const USDT = 3;
const METRICS_TOKEN = 'cluster-soak-metrics-token';
/** The database and Redis of the soak: ports of their own, stopped at the end. */
const PORTS = { PGPORT: '54349', REDIS_PORT: '6398' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY_MS = 86_400_000;
/** The daily jobs that pay or charge users, and the actor of their journals. */
const DAILY_JOBS = [
  { job: 'earn.daily', actor: 'system:earn-daily' },
  { job: 'lever.overnight', actor: 'system:lever-overnight' },
] as const;
/** The business clock is moved to this long before the day turns. */
const TURN_LEAD_MS = 8_000;
/** Users who buy the lock earn product before the clock moves (their income is a daily job's). */
const EARN_USERS = 8;

type AckTable =
  'spot_orders' | 'lever_positions' | 'option_orders' | 'journals' | 'withdrawals' | 'earn_orders';

type Answer =
  | { kind: 'ok'; message: Record<string, unknown> }
  | { kind: 'refused'; code: string }
  | { kind: 'unanswered' };

async function send(
  base: string,
  url: string,
  u: LoadUser & { ip: string },
  body: Record<string, unknown>,
  method = 'POST',
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      // Each user from an address of its own, as real users behind the proxy (per-IP limits).
      headers: {
        'content-type': 'application/json',
        authorization: u.token,
        'x-forwarded-for': u.ip,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    // HAProxy's own 502/503/504 (the node died under the request): no answer from the app.
    if (!(res.headers.get('content-type') ?? '').includes('application/json'))
      return { kind: 'unanswered' };
    const env = (await res.json()) as { type: string; message: unknown; code?: string };
    if (env.type === 'ok') return { kind: 'ok', message: env.message as Record<string, unknown> };
    return { kind: 'refused', code: env.code ?? env.type };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** `lease_owned` of one node: `kind:key` of each lease it holds (null when it does not answer). */
async function leasesOf(base: string): Promise<Set<string> | null> {
  try {
    const res = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(2_000),
    });
    if (!res.ok) return null;
    const owned = new Set<string>();
    for (const m of (await res.text()).matchAll(
      /^lease_owned\{kind="([^"]+)",key="([^"]+)"\} 1$/gm,
    ))
      owned.add(`${m[1]}:${m[2]}`);
    return owned;
  } catch {
    return null;
  }
}

interface StreamInstrument {
  symbol: string;
  price: number;
  tick: number;
  decimals: number;
}

/**
 * One exchange stream for every node, as `FEED=binance` is in production: trade messages shaped
 * as Binance's combined stream on loopback, the same to each subscriber, four a second per
 * USDT pair. The tick log then holds one price per instrument and moment whichever node wrote
 * it: the path where every node records (on the simulator one node walks, the others follow).
 */
async function startExchangeStream(
  instruments: StreamInstrument[],
  seed: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  const subscribed = new Map<WebSocket, Set<string>>();
  wss.on('connection', (ws) => {
    subscribed.set(ws, new Set());
    ws.on('message', (raw: Buffer) => {
      try {
        const m = JSON.parse(raw.toString()) as { method?: string; params?: string[]; id?: number };
        if (m.method !== 'SUBSCRIBE') return;
        for (const stream of m.params ?? [])
          subscribed.get(ws)?.add(stream.split('@')[0]!.toUpperCase());
        ws.send(JSON.stringify({ result: null, id: m.id }));
      } catch {
        // not a message of the stream's protocol
      }
    });
    ws.on('close', () => subscribed.delete(ws));
    ws.on('error', () => subscribed.delete(ws));
  });
  let rand = seed >>> 0;
  const timer = setInterval(() => {
    const T = Date.now();
    for (const i of instruments) {
      rand = (Math.imul(rand, 1664525) + 1013904223) >>> 0;
      i.price *= 1 + (rand / 4294967296 - 0.5) * 0.0008;
      const s = i.symbol.replace('/', '');
      const p = (Math.round(i.price / i.tick) * i.tick).toFixed(i.decimals);
      const msg = JSON.stringify({
        stream: `${s.toLowerCase()}@trade`,
        data: { e: 'trade', s, p, q: '0.01', T },
      });
      for (const [ws, streams] of subscribed)
        if (streams.has(s) && ws.readyState === ws.OPEN) ws.send(msg);
    }
  }, 250);
  const { port } = wss.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/stream`,
    close: async () => {
      clearInterval(timer);
      for (const ws of wss.clients) ws.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}

/** The shared business clock as one node has it, moved forward first when `advance` is given. */
async function devClock(base: string, advanceSeconds?: number): Promise<number> {
  const res = await fetch(`${base}/api/dev/clock`, {
    method: advanceSeconds === undefined ? 'GET' : 'POST',
    headers: advanceSeconds === undefined ? {} : { 'content-type': 'application/json' },
    body:
      advanceSeconds === undefined
        ? undefined
        : JSON.stringify({ advance_seconds: advanceSeconds, run_jobs: false }),
    signal: AbortSignal.timeout(60_000),
  });
  const env = (await res.json()) as { type: string; message?: { now?: number } };
  if (env.type !== 'ok' || typeof env.message?.now !== 'number')
    throw new Error(`${base}/api/dev/clock answered ${JSON.stringify(env)}`);
  return env.message.now * 1000;
}

/**
 * Whether each daily job paid the business day that began at `dayStartMs`: its run of that day
 * is done; every lock earn order of the soak got its income for the day before (the last
 * complete one) exactly once; the overnight fee of the day was charged, and on every contract
 * position open through the whole run (opened before it began, and still open at the soak's end
 * or closed after the run finished).
 */
async function dailyJobsPaid(db: Db, dayStartMs: number, earnOrders: number[]): Promise<string[]> {
  const day = dailyKey(new Date(dayStartMs));
  const earnDay = dailyKey(new Date(dayStartMs - DAY_MS));
  const unpaid: string[] = [];
  const { rows: runs } = await db.query<{ job: string; status: string; started_ms: string }>(
    `SELECT job, status, (extract(epoch FROM started_at) * 1000)::bigint::text AS started_ms
       FROM job_runs WHERE period_key = $1 AND job = ANY($2::text[])`,
    [day, DAILY_JOBS.map((j) => j.job)],
  );
  const run = new Map(runs.map((r) => [r.job, r]));
  for (const { job } of DAILY_JOBS)
    if (run.get(job)?.status !== 'done')
      unpaid.push(`${job}: its run of ${day} is ${run.get(job)?.status ?? 'missing'}`);

  const { rows: earn } = await db.query<{ paid: number; twice: number }>(
    `SELECT count(DISTINCT ref_id)::int AS paid, (count(*) - count(DISTINCT ref_id))::int AS twice
       FROM journals WHERE actor = 'system:earn-daily' AND reason = 'earn_income'
        AND ref_type = 'earn_order' AND ref_id = ANY($1::text[]) AND memo = $2`,
    [earnOrders.map(String), earnDay],
  );
  if (!earnOrders.length) unpaid.push('earn.daily: no earn order to pay');
  else if (earn[0]!.paid !== earnOrders.length || earn[0]!.twice > 0)
    unpaid.push(
      `earn.daily: ${earn[0]!.paid} of ${earnOrders.length} orders paid for ${earnDay} (${earn[0]!.twice} twice)`,
    );

  // Contract positions are stamped on the market's clock (real time, which TEST_CLOCK does not
  // move), as the run's row is: a position open when the run began and still open when it
  // finished was charged by it (or by its own close, which charges a night it was open over).
  // Two seconds of margin on each side for a position opened or closed while the run went.
  const { rows: lever } = await db.query<{
    due: number;
    dueCharged: number;
    charged: number;
    journals: number;
  }>(
    `WITH run AS (
       SELECT extract(epoch FROM started_at) * 1000 - 2000 AS began_ms,
              extract(epoch FROM finished_at) * 1000 + 2000 AS ended_ms
         FROM job_runs WHERE job = 'lever.overnight' AND period_key = $1)
     SELECT count(*) FILTER (WHERE x.due)::int AS due,
            count(*) FILTER (WHERE x.due AND x.charged)::int AS "dueCharged",
            count(*) FILTER (WHERE x.charged)::int AS charged,
            (SELECT count(*)::int FROM journals WHERE actor = 'system:lever-overnight'
              AND idempotency_key LIKE 'lever:%:overnight:' || $1 || '%') AS journals
       FROM (SELECT c.position_id IS NOT NULL AS charged,
                    coalesce(p.opened_at_ms < run.began_ms AND (p.status = ${LEVER_STATUS.open}
                      OR (p.status = ${LEVER_STATUS.closed} AND p.completed_at_ms > run.ended_ms)), false) AS due
               FROM lever_positions p
               LEFT JOIN run ON true
               LEFT JOIN lever_overnight_charges c ON c.position_id = p.id AND c.day = $1::date) x`,
    [day],
  );
  const l = lever[0]!;
  if (l.charged === 0 || l.journals === 0 || l.dueCharged < l.due)
    unpaid.push(
      `lever.overnight: ${l.charged} positions charged for ${day} (${l.journals} journals); ${l.dueCharged} of ${l.due} open through the run`,
    );
  return unpaid;
}

export async function runClusterSoak(opts: ClusterSoakOptions): Promise<number> {
  const started = Date.now();
  let rand = opts.seed >>> 0;
  const random = () => {
    rand = (Math.imul(rand, 1664525) + 1013904223) >>> 0;
    return rand / 4294967296;
  };
  runScript('ensure-haproxy.sh');
  const pgUrl = runScript('pg-start.sh', PORTS);
  const redisUrl = runScript('redis-start.sh', PORTS);
  build();
  const pgDb = await freshPostgres(pgUrl, 'tidemark_cluster');
  let cluster: Cluster | null = null;
  let stream: Awaited<ReturnType<typeof startExchangeStream>> | null = null;
  const sockets: Socket[] = [];
  const problems: string[] = [];
  try {
    const setupDb = await openDb({ databaseUrl: pgDb.url, dataDir: ':memory:' });
    const users = (await setUp(setupDb, opts.users)).map((u, i) => ({
      ...u,
      ip: `10.1.${i >> 8}.${(i & 255) + 1}`,
    }));
    const { rows: btc } = await setupDb.query<{ id: number }>(
      `SELECT instrument_id AS id FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id WHERE i.symbol = 'BTC/USDT'`,
    );
    const btcKey = `spot_pair:${btc[0]?.id ?? 0}`;
    const { rows: pairs } = await setupDb.query<{
      symbol: string;
      price: string;
      tick: string;
      decimals: number;
    }>(
      `SELECT symbol, start_price::text AS price, tick_size::text AS tick, price_decimals AS decimals
         FROM instruments WHERE quote = 'USDT' AND kind = 'crypto' AND symbol <> 'USDC/USDT' ORDER BY id`,
    );
    await setupDb.close();
    stream = await startExchangeStream(
      pairs.map((r) => ({
        symbol: r.symbol,
        price: Number(r.price),
        tick: Number(r.tick),
        decimals: r.decimals,
      })),
      opts.seed,
    );
    cluster = await startCluster({
      nodes: 3,
      databaseUrl: pgDb.url,
      redisUrl,
      env: {
        LEASE_SECONDS: String(opts.leaseSeconds),
        METRICS_TOKEN,
        RATE_LIMIT_PER_MINUTE: '1000000',
        FEED_BACKFILL_DAYS: '0',
        FEED: `binance:${stream.url}`,
        // One business clock for every node (kept in the database), moved over a day boundary.
        TEST_CLOCK: '1',
      },
    });
    const c = cluster;
    const base = c.url;
    console.log(
      `cluster soak: 3 nodes behind HAProxy at ${base}, ${opts.users} users, ${opts.kills} kills every ~${opts.killEverySeconds} s, leases ${opts.leaseSeconds} s`,
    );

    // One socket per user through HAProxy (websocket), counting its events; it reconnects by
    // itself when its node dies.
    const lastEvent = new Map<Socket, number>();
    for (const u of users) {
      const s = connect(base, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: u.token },
        reconnectionDelay: 200,
        reconnectionDelayMax: 1_000,
      });
      s.onAny(() => lastEvent.set(s, Date.now()));
      sockets.push(s);
    }

    const acked = new Map<AckTable, number[]>([
      ['spot_orders', []],
      ['lever_positions', []],
      ['option_orders', []],
      ['journals', []],
      ['withdrawals', []],
      ['earn_orders', []],
    ]);
    const retried: Array<{ key: string; table: AckTable }> = [];
    const refusals = new Map<string, number>();
    const figures = { sent: 0, ok: 0, refused: 0, connectionErrors: 0, retried: 0, lost: 0 };
    let price = '';
    for (let i = 0; i < 100 && !price; i++) {
      const r = await fetch(`${base}/api/coin/depth?symbol=BTC%2FUSDT`).then(
        (x) => x.json() as Promise<{ message?: { bids?: Array<[string, string]> } }>,
        () => null,
      );
      price = r?.message?.bids?.[0]?.[0] ?? '';
      if (!price) await sleep(200);
    }
    if (!price) price = '96000';
    const priced = (factor: string) => dec(price).times(factor).toFixed(2);

    /** Sends a command until it is answered (the same key each time); ok answers are acknowledged. */
    const command = async (
      u: LoadUser & { ip: string },
      url: string,
      body: Record<string, unknown>,
      ack?: { table: AckTable; id: (m: Record<string, unknown>) => unknown },
      method = 'POST',
    ): Promise<Record<string, unknown> | null> => {
      figures.sent += 1;
      let answer = await send(base, url, u, body, method);
      let tries = 0;
      while (answer.kind === 'unanswered' && tries < 20) {
        figures.connectionErrors += 1;
        tries += 1;
        await sleep(250);
        answer = await send(base, url, u, body, method);
      }
      if (tries > 0) {
        figures.retried += 1;
        if (ack && typeof body.idempotency_key === 'string')
          retried.push({ key: body.idempotency_key, table: ack.table });
      }
      if (answer.kind === 'unanswered') {
        figures.lost += 1;
        return null;
      }
      if (answer.kind === 'refused') {
        figures.refused += 1;
        refusals.set(answer.code, (refusals.get(answer.code) ?? 0) + 1);
        return null;
      }
      figures.ok += 1;
      const id = ack?.id(answer.message);
      if (ack && typeof id === 'number') acked.get(ack.table)!.push(id);
      return answer.message;
    };

    // Lock earn orders bought on the first business day: the earn job pays each one's income of
    // the next day once the day after it begins, which is the day turned at the second kill.
    const lookup = await openDb({ databaseUrl: pgDb.url, dataDir: ':memory:' });
    const { rows: lock } = await lookup
      .query<{ id: number }>(
        `SELECT id FROM earn_products WHERE kind = 'lock' AND currency_id = $1 AND term_days = 7 ORDER BY id LIMIT 1`,
        [USDT],
      )
      .finally(() => lookup.close());
    const earnOrders: number[] = [];
    for (const [i, u] of users.slice(0, EARN_USERS).entries()) {
      const m = await command(
        u,
        '/lh/deposit',
        {
          config_id: lock[0]?.id ?? 0,
          amount: '100',
          day_rate: '0.003',
          idempotency_key: `cluster-${opts.seed}-earn-${i}`,
        },
        { table: 'earn_orders', id: (x) => x.id },
      );
      if (m && typeof m.id === 'number') earnOrders.push(m.id);
    }

    let running = true;
    const worker = async (u: LoadUser & { ip: string }, w: number) => {
      for (let i = 0; running; i++) {
        const key = `cluster-${opts.seed}-${w}-${i}`;
        const roll = (random() * 100) | 0;
        if (roll < 22) {
          const buy = random() < 0.5;
          const m = await command(
            u,
            '/coin/trade',
            {
              legal_id: USDT,
              currency_id: 1,
              type: buy ? 1 : 2,
              amount: '0.0001',
              target_price: priced(buy ? '0.98' : '1.02'),
              idempotency_key: key,
            },
            { table: 'spot_orders', id: (x) => x.id },
          );
          if (m && typeof m.id === 'number') u.openSpot.push(m.id);
        } else if (roll < 32) {
          await command(
            u,
            '/coin/trade',
            {
              legal_id: USDT,
              currency_id: 1,
              type: random() < 0.5 ? 1 : 2,
              amount: '0.0001',
              idempotency_key: key,
            },
            { table: 'spot_orders', id: (x) => x.id },
          );
        } else if (roll < 42) {
          const id = u.openSpot.shift();
          if (id !== undefined) await command(u, '/coin/trade', { id }, undefined, 'PUT');
        } else if (roll < 56) {
          const m = await command(
            u,
            '/lever/submit',
            {
              symbol: 'BTC/USDT',
              type: random() < 0.5 ? 1 : 2,
              share: '0.01',
              multiple: 10,
              status: 1,
              idempotency_key: key,
            },
            { table: 'lever_positions', id: (x) => x.id },
          );
          if (m && typeof m.id === 'number') u.openLever.push(m.id);
        } else if (roll < 63) {
          const id = u.openLever.shift();
          if (id !== undefined) await command(u, '/lever/close', { id });
        } else if (roll < 76) {
          await command(
            u,
            '/microtrade/submit',
            {
              match_id: 1,
              currency_id: USDT,
              type: random() < 0.5 ? 1 : 2,
              seconds: 30,
              number: '10',
              idempotency_key: key,
            },
            { table: 'option_orders', id: (x) => x.id },
          );
        } else if (roll < 97) {
          const toLever = random() < 0.5;
          await command(
            u,
            '/wallet/change',
            {
              currency_id: USDT,
              number: '5',
              from_field: toLever ? 2 : 3,
              to_field: toLever ? 3 : 2,
              idempotency_key: key,
            },
            { table: 'journals', id: (x) => x.journal_id },
          );
        } else {
          await command(
            u,
            '/wallet/out',
            {
              currency: USDT,
              number: '20',
              address_id: u.addressId,
              pay_password: PAY_PASSWORD,
              idempotency_key: key,
            },
            { table: 'withdrawals', id: (x) => x.id },
          );
        }
        // About five commands a second per user: within the per-user limits of every route.
        await sleep(100 + random() * 200);
      }
    };
    const workers = users.map((u, w) => worker(u, w));

    const takeovers: number[] = [];
    const limitMs = (opts.leaseSeconds + 2) * 1000;
    let lastKillDone = Date.now();
    /** The start of the business day turned at the daily jobs' owner's kill (0: not yet). */
    let newDayMs = 0;
    for (let k = 1; k <= opts.kills; k++) {
      await sleep(opts.killEverySeconds * 1000 * (2 / 3 + (random() * 2) / 3));
      let held = await Promise.all(c.nodes.map((n) => leasesOf(n.base)));
      let victim = Math.floor(random() * c.nodes.length);
      let why = 'random';
      if (k === 1) {
        const owner = held.findIndex((h) => h?.has(btcKey));
        if (owner >= 0) [victim, why] = [owner, 'owner of BTC/USDT'];
      } else if (k === 2) {
        const dailyOwner = () => {
          const daily = held.map((h) => DAILY_JOBS.filter((j) => h?.has(`job:${j.job}`)).length);
          const owner = daily.indexOf(Math.max(...daily));
          return { owner, jobs: daily[owner]! };
        };
        // Another node moves the shared clock to just before the day after next begins (the
        // earn orders' first income is due then); the owner dies right as that day turns.
        const mover = c.nodes[(dailyOwner().owner + 1) % c.nodes.length]!;
        const before = await devClock(mover.base);
        newDayMs = (Math.floor(before / DAY_MS) + 2) * DAY_MS;
        console.log(
          `kill 2: business clock moved through ${mover.name} to ${TURN_LEAD_MS / 1000} s before ${new Date(newDayMs).toISOString()}`,
        );
        const at = await devClock(
          mover.base,
          Math.floor((newDayMs - TURN_LEAD_MS - before) / 1000),
        );
        // The clock answers in whole seconds: the day has turned within a second of this.
        await sleep(Math.min(Math.max(0, newDayMs - at), TURN_LEAD_MS + 1_000) + 200);
        held = await Promise.all(c.nodes.map((n) => leasesOf(n.base)));
        const { owner, jobs } = dailyOwner();
        if (jobs > 0) victim = owner;
        why = `owner of ${jobs} daily jobs, as ${dailyKey(new Date(newDayMs))} began`;
      } else if (k === 3) {
        const jobs = held.map((h) => [...(h ?? [])].filter((l) => l.startsWith('job:')).length);
        const most = jobs.indexOf(Math.max(...jobs));
        if (jobs[most]! > 0) [victim, why] = [most, `owner of ${jobs[most]} scheduled jobs`];
      }
      const leases = [...(held[victim] ?? [])];
      const killedAt = Date.now();
      await c.kill(victim);
      // Until every lease of the dead node is held by another one (or twice the limit).
      let took = -1;
      while (Date.now() - killedAt < limitMs * 2) {
        const now = await Promise.all(
          c.nodes.map((n, i) => (i === victim ? null : leasesOf(n.base))),
        );
        const all = new Set(now.flatMap((h) => [...(h ?? [])]));
        if (leases.every((l) => all.has(l))) {
          took = Date.now() - killedAt;
          break;
        }
        await sleep(100);
      }
      takeovers.push(took);
      if (took < 0 || took > limitMs)
        problems.push(`kill ${k}: leases not taken over within ${limitMs / 1000} s`);
      await c.start(victim);
      lastKillDone = Date.now();
      console.log(
        `kill ${k}: ${c.nodes[victim]!.name} (${why}, ${leases.length} leases) taken over in ${took < 0 ? 'never' : `${(took / 1000).toFixed(1)} s`}; ${figures.ok} ok so far`,
      );
    }
    // Load after the last restart, so every socket has had time to reconnect and hear again.
    await sleep(10_000);
    running = false;
    await Promise.all(workers);
    await sleep(500);
    const deaf = sockets.filter((s) => (lastEvent.get(s) ?? 0) < lastKillDone).length;

    const db = await openDb({ databaseUrl: pgDb.url, dataDir: ':memory:' });
    let missing = 0;
    let doubled = 0;
    let paidTwice = 0;
    let unpaid: string[] = [];
    let ledger: string[] = [];
    let verifier = { checked: 0, mismatches: 0, report: '' };
    try {
      for (const [table, ids] of acked) {
        if (!ids.length) continue;
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::bigint[])`,
          [ids],
        );
        missing += new Set(ids).size - rows[0]!.n;
      }
      for (const r of retried) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${r.table} WHERE idempotency_key LIKE '%' || $1`,
          [r.key],
        );
        if (rows[0]!.n > 1) doubled += 1;
      }
      // A daily job's payment is one journal per reference and business day (the day its key
      // names, not the wall-clock day it was written on), whoever ran it; a fee taken partly
      // from a position's margin is a second leg of the same day (its key ends in `:margin`).
      const { rows: twice } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT 1 FROM journals
            WHERE actor = ANY($1::text[]) AND reason IN ('lever_overnight', 'earn_income', 'earn_cloud_payout')
            GROUP BY actor, reason, ref_type, ref_id,
                     substring(idempotency_key FROM '[0-9]{4}-[0-9]{2}-[0-9]{2}'),
                     idempotency_key LIKE '%:margin'
           HAVING count(*) > 1) x`,
        [DAILY_JOBS.map((j) => j.actor)],
      );
      paidTwice = twice[0]!.n;
      if (newDayMs) unpaid = await dailyJobsPaid(db, newDayMs, earnOrders);
      ledger = (await checkLedger(db, 50)).map((x) => `${x.kind} ${x.detail}`);
      // Every settlement of the soak's window (business time ran ahead of the wall clock, and
      // rows stamped with it are part of the window too), recomputed from the stored rows.
      const to =
        Math.max(
          Date.now(),
          newDayMs ? await devClock(c.nodes[0]!.base).catch(() => newDayMs) : 0,
        ) + 60_000;
      const report = await verifySettlements(db, { fromMs: started, toMs: to });
      verifier = {
        checked: Object.values(report).reduce((n, r) => n + r.checked, 0),
        mismatches: totalMismatches(report),
        report: formatReport(report),
      };
    } finally {
      await db.close();
    }
    const maxTakeover = Math.max(...takeovers);
    console.log(
      `duration:                                  ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.log(`commands sent:                             ${figures.sent}`);
    console.log(`answered ok:                               ${figures.ok}`);
    console.log(
      `answered refused:                          ${figures.refused} (${[...refusals]
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code} ${n}`)
        .join(', ')})`,
    );
    console.log(`connection errors:                         ${figures.connectionErrors}`);
    console.log(`acknowledged commands missing:             ${missing}`);
    console.log(
      `unanswered commands retried (same key):    ${figures.retried}, doubled: ${doubled}, never answered: ${figures.lost}`,
    );
    console.log(
      `takeover time per kill (s):                ${takeovers.map((t) => (t < 0 ? 'never' : (t / 1000).toFixed(1))).join(' ')}`,
    );
    console.log(
      `takeover time max:                         ${maxTakeover < 0 ? 'never' : `${(maxTakeover / 1000).toFixed(1)} s`} (limit ${opts.leaseSeconds + 2} s)`,
    );
    console.log(`jobs paid twice (per business day):        ${paidTwice}`);
    console.log(
      `daily jobs paid for the new day:           ${newDayMs ? `${DAILY_JOBS.length - new Set(unpaid.map((u) => u.split(':')[0])).size} of ${DAILY_JOBS.length} (${dailyKey(new Date(newDayMs))})` : 'not measured (the day turns at the second kill)'}`,
    );
    console.log(`sockets that never got events again:       ${deaf} of ${sockets.length}`);
    console.log(`ledger check:                              ${ledger.length ? 'FAILED' : 'ok'}`);
    console.log(
      `settlement verifier:                       ${verifier.mismatches ? `FAILED (${verifier.mismatches} mismatches, ` : 'ok ('}${verifier.checked} checked)`,
    );
    if (verifier.mismatches) console.log(verifier.report);
    for (const line of [...problems, ...unpaid, ...ledger.slice(0, 20)]) console.log(`  ${line}`);
    const failed =
      problems.length > 0 ||
      missing > 0 ||
      doubled > 0 ||
      figures.lost > 0 ||
      paidTwice > 0 ||
      unpaid.length > 0 ||
      deaf > 0 ||
      ledger.length > 0 ||
      verifier.mismatches > 0 ||
      figures.ok === 0;
    console.log(failed ? 'soak cluster: FAILED' : 'soak cluster: passed');
    return failed ? 1 : 0;
  } finally {
    for (const s of sockets) s.close();
    await cluster?.stop().catch(() => undefined);
    await stream?.close().catch(() => undefined);
    await pgDb.drop().catch(() => undefined);
    runScript('redis-stop.sh', PORTS);
    runScript('pg-stop.sh', PORTS);
  }
}
