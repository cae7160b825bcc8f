// npm run bench -- fanout — socket.io fan-out of tickers. The server runs in a child process
// (its CPU and memory are its own); clients connect from this one. For each client count it
// measures tick-to-client latency through our `market` room path and, as the baseline in the
// same run, through a bare io.emit to every socket.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';

const STEPS = (process.env.BENCH_CLIENTS ?? '100,1000,5000,10000').split(',').map(Number);
const TICKS_PER_STEP = 20;

type Msg = { kind: string; [k: string]: unknown };
function ask(child: ChildProcess, msg: Msg): Promise<Msg> {
  return new Promise((resolve) => {
    const on = (reply: Msg) => {
      if (reply.kind === `${msg.kind}:done`) {
        child.off('message', on);
        resolve(reply);
      }
    };
    child.on('message', on);
    child.send(msg);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function main(): Promise<void> {
  const child = fork(path.join(import.meta.dirname, 'fanout-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
  });
  const ready = (await new Promise<Msg>((r) => child.once('message', r))) as { port: number } & Msg;
  const url = `http://127.0.0.1:${ready.port}`;
  const sockets: Socket[] = [];
  console.log(
    `\nsocket.io fan-out — server in its own process, clients in this one (one machine, 2 cores)`,
  );
  console.log(
    'clients | path            | p50 ms | p99 ms | server CPU ms per tick per 1k | JS heap MB per 1k added | server RSS MB',
  );
  let before = (await ask(child, { kind: 'stats' })) as { rss: number; heap: number } & Msg;
  let beforeClients = 0;
  for (const target of STEPS) {
    while (sockets.length < target) {
      const batch = Math.min(200, target - sockets.length);
      await Promise.all(
        Array.from(
          { length: batch },
          () =>
            new Promise<void>((resolve) => {
              const s = connect(url, {
                path: '/socket.io',
                transports: ['websocket'],
                reconnection: false,
                forceNew: true,
              });
              s.once('connect', () => {
                s.emit('sub', ['market']);
                resolve();
              });
              s.once('connect_error', () => resolve());
              sockets.push(s);
            }),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    const stats = (await ask(child, { kind: 'stats' })) as { rss: number; heap: number } & Msg;
    for (const mode of ['room', 'broadcast'] as const) {
      const latencies: number[] = [];
      const handler = (payload: { sent: number }) => latencies.push(Date.now() - payload.sent);
      for (const s of sockets) s.on('daymarket', handler);
      const res = (await ask(child, { kind: 'burst', mode, ticks: TICKS_PER_STEP })) as {
        cpuMs: number;
      } & Msg;
      const expected = sockets.length * TICKS_PER_STEP;
      const deadline = Date.now() + 15_000;
      while (latencies.length < expected && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      for (const s of sockets) s.off('daymarket', handler);
      const perK = (v: number) => ((v / Math.max(1, sockets.length)) * 1000).toFixed(2);
      console.log(
        `${String(sockets.length).padStart(7)} | ${(mode === 'room' ? 'market room' : 'baseline emit').padEnd(15)} | ${pct(latencies, 50).toFixed(0).padStart(6)} | ${pct(latencies, 99).toFixed(0).padStart(6)} | ${perK(res.cpuMs / TICKS_PER_STEP).padStart(30)} | ${((stats.heap - before.heap) / 1e6 / Math.max(0.1, (sockets.length - beforeClients) / 1000)).toFixed(1).padStart(23)} | ${(stats.rss / 1e6).toFixed(0).padStart(13)}${latencies.length < expected ? `  (${expected - latencies.length} not delivered in 15 s)` : ''}`,
      );
    }
    before = stats;
    beforeClients = sockets.length;
  }
  for (const s of sockets) s.close();
  child.kill('SIGTERM');
}

await main();
