// npm run bench -- fanout — socket.io fan-out of tickers to the market room.
// Each server node runs in its own child process, and the clients in BENCH_WORKERS more (an even
// share each), so neither side's CPU is counted to the other; both are printed per 1,000 clients.
// For each client count, two paths in the same run, every pair of the app ticking:
// - per-pair frames: the path before the batch frame: coalesced per symbol (latest value, at most
//                    one per 100 ms), one `daymarket` broadcast per changed pair;
// - batch frame:     the app's path now, `realtime.ticker`: the same coalescing, every changed
//                    pair of a flush in ONE `daymarkets` broadcast.
// Then the two-node figure: two server processes behind Redis, the clients split across them,
// ticks published on node 1.
// Env: BENCH_CLIENTS (default 1000,5000,10000), BENCH_TWO_NODE_CLIENTS (default 10000),
// BENCH_WORKERS (client processes, default 2), BENCH_CLIENT (raw | socket.io, see
// fanout-clients.ts), BENCH_SYMBOLS (how many of the app's pairs tick, default all),
// BENCH_TICKS / BENCH_EVERY_MS (default 20 ticks every 50 ms: twenty times the feed's rate),
// BENCH_PATHS (default batch,pairs), BENCH_PROFILE_DIR (a V8 CPU profile of every server and
// client process, written there when it exits),
// BENCH_REDIS_URL (default: scripts/redis-start.sh on port 6397; empty string skips two nodes).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const STEPS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const TWO_NODE = Number(process.env.BENCH_TWO_NODE_CLIENTS ?? 10_000);
const WORKERS = Math.max(1, Number(process.env.BENCH_WORKERS ?? 2));
const CLIENT = process.env.BENCH_CLIENT === 'socket.io' ? 'socket.io' : 'raw';
const TICKS = Number(process.env.BENCH_TICKS ?? 20);
const EVERY_MS = Number(process.env.BENCH_EVERY_MS ?? 50);
// The batch path first: the per-pair path can overload the clients enough to drop sockets.
const ALL_MODES = ['batch', 'pairs'] as const;
type Mode = (typeof ALL_MODES)[number];
const MODES = ALL_MODES.filter((m) =>
  (process.env.BENCH_PATHS ?? ALL_MODES.join(',')).split(',').includes(m),
);
const LABEL: Record<Mode, string> = { pairs: 'per-pair frames', batch: 'batch frame' };

const PROFILE = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];

type Msg = { kind: string; [k: string]: unknown };
type Stats = Msg & { rss: number; heap: number; cpuMs: number; sockets: number };
type Collected = Msg & {
  latencies: number[];
  frames: number;
  missing: number;
  live: number;
  cpuMs: number;
};

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

async function startServer(
  redisUrl?: string,
): Promise<{ child: ChildProcess; url: string; symbols: string[] }> {
  const child = fork(path.join(import.meta.dirname, 'fanout-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc', ...PROFILE],
    env: { ...process.env, BENCH_REDIS_URL: redisUrl ?? '' },
  });
  const ready = await new Promise<Msg>((r) => child.once('message', r));
  const all = ready.symbols as string[];
  const symbols = all.slice(0, Number(process.env.BENCH_SYMBOLS ?? all.length));
  return { child, url: `http://127.0.0.1:${String(ready.port)}`, symbols };
}

async function startClients(): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'fanout-clients.ts'), {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048', ...PROFILE],
    env: { ...process.env, BENCH_CLIENT: CLIENT },
  });
  await new Promise<Msg>((r) => child.once('message', r));
  return child;
}

/** `count` split as evenly as possible over `parts`. */
const shares = (count: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(count / parts) + (i < count % parts ? 1 : 0));

/** One burst on `publisher`; latencies from every worker; CPU of nodes and workers over it. */
async function measure(
  mode: Mode,
  symbols: string[],
  publisher: ChildProcess,
  nodes: ChildProcess[],
  workers: ChildProcess[],
) {
  await Promise.all(
    workers.map((w) => ask(w, { kind: 'arm', lastSeq: TICKS, lastCount: symbols.length })),
  );
  const before = await Promise.all(nodes.map((n) => ask<Stats>(n, { kind: 'stats' })));
  await ask(publisher, { kind: 'burst', mode, ticks: TICKS, everyMs: EVERY_MS, symbols });
  const got = await Promise.all(workers.map((w) => ask<Collected>(w, { kind: 'collect' })));
  const after = await Promise.all(nodes.map((n) => ask<Stats>(n, { kind: 'stats' })));
  const latencies = got.flatMap((g) => g.latencies);
  return {
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    tickers: latencies.length,
    frames: got.reduce((n, g) => n + g.frames, 0),
    missing: got.reduce((n, g) => n + g.missing, 0),
    live: got.reduce((n, g) => n + g.live, 0),
    serverCpuMs: after.map((a, i) => a.cpuMs - before[i]!.cpuMs),
    clientCpuMs: got.reduce((n, g) => n + g.cpuMs, 0),
  };
}

/** The target: p99 tick-to-client ≤ 250 ms with 10,000 clients in the market room. */
const TARGET_CLIENTS = 10_000;
const TARGET_P99_MS = 250;
const verdicts: string[] = [];

function row(
  clients: number,
  label: string,
  r: Awaited<ReturnType<typeof measure>>,
  rssPerK: string,
  setup = 'one node',
) {
  if (clients >= TARGET_CLIENTS && label === LABEL.batch)
    verdicts.push(
      `${setup}, ${clients} clients: p99 ${r.p99.toFixed(0)} ms — ${
        r.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'
      }`,
    );
  const perClient = (n: number) => n / Math.max(1, clients);
  // CPU per 1,000 clients over the whole burst (every pair ticking TICKS times), so the paths
  // compare directly whatever their frame counts.
  const perK = (ms: number) => ((ms / Math.max(1, clients)) * 1000).toFixed(0);
  console.log(
    [
      String(clients).padStart(7),
      label.padEnd(16),
      r.p50.toFixed(0).padStart(6),
      r.p99.toFixed(0).padStart(6),
      perClient(r.tickers).toFixed(0).padStart(15),
      perClient(r.frames).toFixed(1).padStart(13),
      r.serverCpuMs.map(perK).join(' + ').padStart(22),
      perK(r.clientCpuMs).padStart(22),
      rssPerK.padStart(14),
    ].join(' | ') +
      (r.missing ? `  (${r.missing} sockets missed a last tick in 20 s)` : '') +
      (r.live < clients ? `  (${clients - r.live} sockets dropped during the burst)` : ''),
  );
}

const HEADER =
  'clients | path             | p50 ms | p99 ms | tickers/client | frames/client | server CPU ms/1k/burst | client CPU ms/1k/burst | RSS MB per 1k';

async function oneNode(): Promise<void> {
  const server = await startServer();
  const workers = await Promise.all(Array.from({ length: WORKERS }, startClients));
  console.log(
    `\nOne node: server in its own process; clients (${CLIENT}) in ${WORKERS} worker processes. ${server.symbols.length} pairs, each ticking ${TICKS} times every ${EVERY_MS} ms per path.`,
  );
  console.log(HEADER);
  const empty = await ask<Stats>(server.child, { kind: 'stats' });
  for (const target of STEPS) {
    for (const mode of MODES) {
      const counts = shares(target, WORKERS);
      await Promise.all(
        workers.map((w, i) =>
          ask(w, { kind: 'grow', url: server.url, count: counts[i], rooms: ['market'] }),
        ),
      );
      await new Promise((r) => setTimeout(r, 1000));
      const stats = await ask<Stats>(server.child, { kind: 'stats' });
      const rssPerK = (((stats.rss - empty.rss) / 1e6 / stats.sockets) * 1000).toFixed(1);
      row(
        stats.sockets,
        LABEL[mode],
        await measure(mode, server.symbols, server.child, [server.child], workers),
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
  // At least one worker per node; workers alternate between the nodes.
  const workers = await Promise.all(Array.from({ length: Math.max(2, WORKERS) }, startClients));
  const nodeOf = (i: number) => (i % 2 ? b : a);
  console.log(
    `\nTwo nodes behind Redis (${url}): node 1 and node 2 each in its own process, clients (${CLIENT}) in ${workers.length} worker processes split between them; ticks published on node 1. Server CPU is node 1 + node 2.`,
  );
  console.log(HEADER);
  const empty = await Promise.all([a, b].map((n) => ask<Stats>(n.child, { kind: 'stats' })));
  for (const mode of MODES) {
    const counts = shares(TWO_NODE, workers.length);
    await Promise.all(
      workers.map((w, i) =>
        ask(w, { kind: 'grow', url: nodeOf(i).url, count: counts[i], rooms: ['market'] }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const stats = await Promise.all([a, b].map((n) => ask<Stats>(n.child, { kind: 'stats' })));
    const clients = stats.reduce((n, s) => n + s.sockets, 0);
    const rssPerK = stats
      .map((s, i) => (((s.rss - empty[i]!.rss) / 1e6 / Math.max(1, s.sockets)) * 1000).toFixed(1))
      .join(' + ');
    row(
      clients,
      LABEL[mode],
      await measure(mode, a.symbols, a.child, [a.child, b.child], workers),
      rssPerK,
      'two nodes behind Redis',
    );
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
if (verdicts.length) {
  console.log(
    `\nTarget: p99 ≤ ${TARGET_P99_MS} ms at ${TARGET_CLIENTS} clients (the app's path, batch frame)`,
  );
  for (const v of verdicts) console.log(`  ${v}`);
}
console.log(
  `load average at end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
