import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Several real server processes (the built bundle) on one PostgreSQL and one Redis, behind an
 * HAProxy on loopback: `npm run cluster` and the cluster soak. A node can be killed (SIGKILL)
 * and started again on its own port; HAProxy's readiness checks move traffic off a dead node.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** Debian's HAProxy (scripts/ensure-haproxy.sh); a constant, as knip reads spawned literals as npm binaries. */
const HAPROXY = 'haproxy';

export interface ClusterOptions {
  nodes: number;
  databaseUrl: string;
  redisUrl: string;
  /** Extra environment of every node (LEASE_SECONDS, TEST_CLOCK, CHAINS…). */
  env?: Record<string, string>;
  /** HAProxy's port (0: a free one). */
  port?: number;
  /** Lines of the nodes' output go here too (the interactive cluster shows them). */
  echo?: boolean;
}

export interface ClusterNode {
  name: string;
  port: number;
  base: string;
  child: ChildProcess | null;
  output: () => string;
}

export interface Cluster {
  /** The one URL users open (HAProxy). */
  url: string;
  nodes: ClusterNode[];
  /** SIGKILLs the node's process (no draining, no lease handed over). */
  kill(i: number): Promise<void>;
  /** Starts the node again on its port and waits until it answers /api/health. */
  start(i: number): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

/** Runs one of the repository's shell scripts and returns what it printed (the URL it started). */
export function runScript(name: string, env: Record<string, string> = {}): string {
  const r = spawnSync('bash', [path.join(ROOT, 'scripts', name)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`scripts/${name} failed (${r.status})`);
  return r.stdout.trim().split('\n').pop() ?? '';
}

/** Builds the web app and the server bundle when their sources changed. */
export function build(): void {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('build failed');
}

/** HAProxy in HTTP mode: round robin, a cookie keeps a browser (socket.io polling) on its node. */
function haproxyConfig(port: number, nodes: ClusterNode[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded websocket is a tunnel: it lives as long as the user stays.
    '  timeout tunnel 1h',
    // A connection refused by a dead node is tried on another (nothing reached the dead one).
    '  retries 2',
    '  option redispatch',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  cookie TMNODE insert indirect nocache httponly',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 1',
    ...nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check cookie ${n.name}`),
    '',
  ].join('\n');
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run node scripts/build.mjs`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-cluster-'));
  const nodes: ClusterNode[] = [];
  for (let i = 0; i < opts.nodes; i++) {
    const port = await freePort();
    nodes.push({
      name: `n${i + 1}`,
      port,
      base: `http://127.0.0.1:${port}`,
      child: null,
      output: () => '',
    });
  }

  const start = async (i: number): Promise<void> => {
    const node = nodes[i]!;
    let log = '';
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(node.port),
        DATABASE_URL: opts.databaseUrl,
        REDIS_URL: opts.redisUrl,
        TRUST_PROXY: '1',
        CHAINS: 'none',
        DEMO_DATA: '1',
        DATA_DIR: path.join(dir, node.name),
        LOG_LEVEL: 'warn',
        DRAIN_SECONDS: '0',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      log = (log + d.toString()).slice(-20_000);
      if (opts.echo) process.stderr.write(`[${node.name}] ${d.toString()}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    node.child = child;
    node.output = () => log;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`node ${node.name} exited early:\n${log}`);
      try {
        if ((await fetch(`${node.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`node ${node.name} did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const kill = async (i: number): Promise<void> => {
    const child = nodes[i]!.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    nodes[i]!.child = null;
  };

  let proxy: ChildProcess | null = null;
  const stop = async (): Promise<void> => {
    const all = nodes.map(async (n) => {
      const child = n.child;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    });
    await Promise.all(all);
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((r) => proxy!.once('exit', r));
      proxy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first node migrates and seeds the demo data alone; the others start on it.
    await start(0);
    await Promise.all(nodes.slice(1).map((_, i) => start(i + 1)));
    const port = opts.port || (await freePort());
    const cfg = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(port, nodes));
    let proxyLog = '';
    proxy = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stderr?.on('data', (d: Buffer) => (proxyLog = (proxyLog + d.toString()).slice(-5_000)));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`haproxy exited:\n${proxyLog}`);
      try {
        if ((await fetch(`${url}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${proxyLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { url, nodes, kill, start, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
