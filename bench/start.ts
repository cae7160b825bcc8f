// npm run bench -- start — how soon the server answers, as `npm start` runs it (the compiled
// bundle under plain node): on a new data folder (demo data, simulated history filling in
// behind the live feed) and again on that folder. Baseline in the same run: a bare Fastify
// hello-world process. Also the size of the new data folder once its history is written.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGETS = { firstS: 15, restartS: 5, folderMb: 100 };
const HISTORY_TIMEOUT_MS = 180_000;

function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

async function readyAfter(child: ChildProcess, url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function folderMb(dir: string): number {
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else bytes += fs.statSync(p).size;
    }
  };
  walk(dir);
  return bytes / 1024 / 1024;
}

/** The bundle `npm start` runs, with its log on a pipe (to see when the history is written). */
function server(dataDir: string, port: number): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return { child, log: () => log };
}

async function baseline(): Promise<number> {
  const port = freePort();
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.join(ROOT, 'bench'),
    stdio: 'ignore',
  });
  const ms = await readyAfter(child, `http://127.0.0.1:${port}/`);
  await stop(child);
  return ms;
}

const line = (name: string, value: string, target: string) =>
  console.log(`  ${name.padEnd(44)} ${value.padStart(10)}   ${target}`);

if (
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' }).status !== 0
)
  throw new Error('build failed');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-start-'));
try {
  const bare = await baseline();

  const port = freePort();
  const first = server(dataDir, port);
  const firstMs = await readyAfter(first.child, `http://127.0.0.1:${port}/api/health`);
  const historyStarted = performance.now();
  while (!first.log().includes('simulated history written')) {
    if (performance.now() - historyStarted > HISTORY_TIMEOUT_MS)
      throw new Error('history was not written in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  const historyMs = firstMs + (performance.now() - historyStarted);
  await stop(first.child);
  const mb = folderMb(dataDir);

  const again = server(dataDir, port);
  const restartMs = await readyAfter(again.child, `http://127.0.0.1:${port}/api/health`);
  await stop(again.child);
  const builtLine = (log: string) =>
    log
      .split('\n')
      .map((l) => {
        try {
          return JSON.parse(l) as { msg?: string; ms?: number; phases?: object; slowest?: object };
        } catch {
          return null;
        }
      })
      .find((l) => l?.msg === 'built');

  console.log('\nstart (compiled server under node, embedded PGlite, demo data)');
  line('bare Fastify hello-world process (baseline)', `${(bare / 1000).toFixed(2)} s`, '');
  line(
    'first start on a new data folder: answering',
    `${(firstMs / 1000).toFixed(2)} s`,
    `target ≤ ${TARGETS.firstS} s · ratio ${(firstMs / bare).toFixed(1)}×`,
  );
  line(
    'first start: simulated history written',
    `${(historyMs / 1000).toFixed(2)} s`,
    'in the background',
  );
  line(
    'new data folder after the first start',
    `${mb.toFixed(0)} MB`,
    `target ≤ ${TARGETS.folderMb} MB`,
  );
  line(
    'restart on that data folder: answering',
    `${(restartMs / 1000).toFixed(2)} s`,
    `target ≤ ${TARGETS.restartS} s · ratio ${(restartMs / bare).toFixed(1)}×`,
  );
  // Where each start's time went, as the server logs it (`app.ts`, milliseconds).
  for (const [name, log] of [
    ['first start', first.log()],
    ['restart', again.log()],
  ] as const) {
    const built = builtLine(log);
    if (built)
      console.log(
        `  ${name} phases (ms): ${JSON.stringify(built.phases)}; slowest steps ${JSON.stringify(built.slowest)}`,
      );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
