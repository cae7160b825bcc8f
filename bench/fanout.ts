// npm run bench -- fanout — socket.io fan-out of tickers to the market room.
// Each server node runs in its own child process, and the clients in two more (half each), so
// neither side's CPU is counted to the other and one client process is not the bottleneck.
// For each client count, three paths in the same run:
// - baseline emit: a bare io.emit of every tick to every socket;
// - market room:   every tick to the `market` room (the app's path before the fan-out work);
// - fan-out:       the app's path now, `realtime.ticker`: coalesced per symbol (latest value, at
//                  most one per 100 ms) and sent once per room.
// Then the two-node figure: two server processes behind Redis, the clients split across them,
// ticks published on node 1.
// Env: BENCH_CLIENTS (default 1000,5000,10000), BENCH_TWO_NODE_CLIENTS (default 10000),
// BENCH_REDIS_URL (default: scripts/redis-start.sh on port 6397; empty string skips two nodes).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const STEPS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const TWO_NODE = Number(process.env.BENCH_TWO_NODE_CLIENTS ?? 10_000);
/** One pair ticking at 20 Hz: far faster than the feed records (1 Hz), the stress case. */
const TICKS = 20;
const EVERY_MS = 50;
// The app's path first: the per-tick paths can overload the clients enough to drop sockets.
const MODES = ['fanout', 'room', 'baseline'] as const;
type Mode = (typeof MODES)[number];
const LABEL: Record<Mode, string> = {
  baseline: 'baseline emit',
  room: 'market room',
  fanout: 'fan-out',
};

type Msg = { kind: string; [k: string]: unknown };
type Stats = Msg & { rss: number; heap: number; cpuMs: number; sockets: number };

function ask<T extends Msg>(child: ChildProcess, msg: Msg): Promise<T> {
  return new Promise((resolve) => {
    const on = (reply: Msg) => {
      if (reply.kind === `${msg.kind}:done`) {
        child.off('message', on);
        resolve(reply as T);
      }
    };
    child.on('message', on);
    child.send(msg);
  });
}

const pct = (xs: number[], p: number) => {
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function startServer(redisUrl?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(import.meta.dirname, 'fanout-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_REDIS_URL: redisUrl ?? '' },
  });
  const ready = await new Promise<Msg>((r) => child.once('message', r));
  return { child, url: `http://127.0.0.1:${String(ready.port)}` };
}

async function startClients(): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'fanout-clients.ts'), {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
  });
  await new Promise<Msg>((r) => child.once('message', r));
  return child;
}

/** One burst on `publisher`; latencies from every worker; server CPU over burst + delivery. */
async function measure(
  mode: Mode,
  publisher: ChildProcess,
  nodes: ChildProcess[],
  workers: ChildProcess[],
) {
  await Promise.all(workers.map((w) => ask(w, { kind: 'arm', lastSeq: TICKS })));
  const before = await Promise.all(nodes.map((n) => ask<Stats>(n, { kind: 'stats' })));
  await ask(publisher, { kind: 'burst', mode, ticks: TICKS, everyMs: EVERY_MS });
  const got = await Promise.all(
    workers.map((w) =>
      ask<Msg & { latencies: number[]; missing: number; live: number }>(w, { kind: 'collect' }),
    ),
  );
  const after = await Promise.all(nodes.map((n) => ask<Stats>(n, { kind: 'stats' })));
  const latencies = got.flatMap((g) => g.latencies);
  return {
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    messages: latencies.length,
    missing: got.reduce((n, g) => n + g.missing, 0),
    live: got.reduce((n, g) => n + g.live, 0),
    cpuMs: after.map((a, i) => a.cpuMs - before[i]!.cpuMs),
    rss: after.map((a) => a.rss),
  };
}

function row(
  clients: number,
  label: string,
  r: Awaited<ReturnType<typeof measure>>,
  rssPerK: string,
) {
  const perKPerTick = r.cpuMs
    .map((ms) => ((ms / TICKS / Math.max(1, clients)) * 1000).toFixed(2))
    .join(' + ');
  console.log(
    [
      String(clients).padStart(7),
      label.padEnd(22),
      r.p50.toFixed(0).padStart(6),
      r.p99.toFixed(0).padStart(6),
      (r.messages / Math.max(1, clients)).toFixed(1).padStart(10),
      perKPerTick.padStart(24),
      rssPerK.padStart(14),
    ].join(' | ') +
      (r.missing ? `  (${r.missing} sockets missed the last tick in 20 s)` : '') +
      (r.live < clients ? `  (${clients - r.live} sockets dropped during the burst)` : ''),
  );
}

const HEADER =
  'clients | path                   | p50 ms | p99 ms | msgs/client | server CPU ms/1k/tick | RSS MB per 1k';

async function oneNode(): Promise<void> {
  const server = await startServer();
  const workers = [await startClients(), await startClients()];
  console.log(
    `\nOne node: server in its own process; clients in 2 worker processes (half each). ${TICKS} ticks of BTC/USDT every ${EVERY_MS} ms per path.`,
  );
  console.log(HEADER);
  const empty = await ask<Stats>(server.child, { kind: 'stats' });
  for (const target of STEPS) {
    for (const mode of MODES) {
      await Promise.all(
        workers.map((w, i) =>
          ask(w, {
            kind: 'grow',
            url: server.url,
            count: Math.ceil(target / 2) - (i ? target % 2 : 0),
            rooms: ['market'],
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 1000));
      const stats = await ask<Stats>(server.child, { kind: 'stats' });
      const rssPerK = (((stats.rss - empty.rss) / 1e6 / stats.sockets) * 1000).toFixed(1);
      row(
        stats.sockets,
        LABEL[mode],
        await measure(mode, server.child, [server.child], workers),
        rssPerK,
      );
    }
  }
  await Promise.all(workers.map((w) => ask(w, { kind: 'close' })));
  server.child.kill('SIGTERM');
}

function redisUrl(): string | undefined {
  if (process.env.BENCH_REDIS_URL !== undefined) return process.env.BENCH_REDIS_URL || undefined;
  try {
    return execFileSync(path.join(import.meta.dirname, '../scripts/redis-start.sh'), {
      env: { ...process.env, REDIS_PORT: '6397' },
    })
      .toString()
      .trim();
  } catch (err) {
    console.log(`\nTwo nodes skipped: redis did not start (${String(err)})`);
    return undefined;
  }
}

async function twoNodes(): Promise<void> {
  const url = redisUrl();
  if (!url || !TWO_NODE) return;
  const a = await startServer(url);
  const b = await startServer(url);
  const workers = [await startClients(), await startClients()];
  console.log(
    `\nTwo nodes behind Redis (${url}): node 1 and node 2 each in its own process, clients in 2 worker processes (worker 1 → node 1, worker 2 → node 2); ticks published on node 1. CPU is node 1 + node 2.`,
  );
  console.log(HEADER);
  const empty = await Promise.all([a, b].map((n) => ask<Stats>(n.child, { kind: 'stats' })));
  for (const mode of MODES) {
    await Promise.all([
      ask(workers[0]!, {
        kind: 'grow',
        url: a.url,
        count: Math.ceil(TWO_NODE / 2),
        rooms: ['market'],
      }),
      ask(workers[1]!, {
        kind: 'grow',
        url: b.url,
        count: Math.floor(TWO_NODE / 2),
        rooms: ['market'],
      }),
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    const stats = await Promise.all([a, b].map((n) => ask<Stats>(n.child, { kind: 'stats' })));
    const clients = stats.reduce((n, s) => n + s.sockets, 0);
    const rssPerK = stats
      .map((s, i) => (((s.rss - empty[i]!.rss) / 1e6 / Math.max(1, s.sockets)) * 1000).toFixed(1))
      .join(' + ');
    row(clients, LABEL[mode], await measure(mode, a.child, [a.child, b.child], workers), rssPerK);
  }
  await Promise.all(workers.map((w) => ask(w, { kind: 'close' })));
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
}

console.log(
  `\nsocket.io fan-out — ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start (other work on the machine counts)`,
);
await oneNode();
await twoNodes();
console.log(
  `load average at end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
