import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The local EVM node of the embedded defaults: the `anvil` binary from the npm package
 * `@foundry-rs/anvil` (its platform package ships it), spawned directly. One-second blocks; with
 * a data folder its state is kept in `<dataDir>/chain/state.json` (loaded at start, written every
 * few seconds and on exit), so balances and blocks survive a restart. Without one (tests) the
 * chain lives in memory. The port is a free loopback port unless given.
 */
export interface LocalNode {
  rpcUrl: string;
  /** The node's process id (tests kill it to see a node go away). */
  pid: number;
  stop(): Promise<void>;
}

export interface LocalNodeOptions {
  /** Where the chain state is kept; null keeps it in memory. */
  dataDir: string | null;
  /** Seconds per block; 0 mines only when asked (`evm_mine`, `anvil_mine`). */
  blockTime?: number;
  /** Loopback port; 0 (default) lets the system choose. */
  port?: number;
}

const START_TIMEOUT_MS = 15_000;

/** The anvil binary of this platform's package. */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const platform = process.platform === 'win32' ? 'win32' : process.platform;
  const pkg = `@foundry-rs/anvil-${platform}-${arch}`;
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(
      `the local chain node needs ${pkg} (installed with @foundry-rs/anvil by npm ci)`,
    );
  }
  return path.join(dir, 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil');
}

export async function startLocalNode(opts: LocalNodeOptions): Promise<LocalNode> {
  const port = opts.port ?? (await freePort());
  const args = ['--host', '127.0.0.1', '--port', String(port), '--silent'];
  const blockTime = opts.blockTime ?? 1;
  if (blockTime > 0) args.push('--block-time', String(blockTime));
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir, 'chain');
    fs.mkdirSync(dir, { recursive: true });
    args.push('--state', path.join(dir, 'state.json'), '--state-interval', '5');
  }
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 4000) errors += chunk.toString();
  });
  // A server that exits takes its node with it (a killed one cannot: the node then outlives it).
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  child.once('exit', () => process.off('exit', onExit));
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${code ?? signal})`));
  child.once('error', (err) => (exited = err.message));
  const rpcUrl = `http://127.0.0.1:${port}`;
  // The node prints its address only when its output is a terminal: readiness is its answer.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`the local chain node ${exited} before listening: ${errors}`);
    if (await answers(rpcUrl)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the local chain node did not start within ${START_TIMEOUT_MS} ms: ${errors}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { rpcUrl, pid: child.pid!, stop: () => stopChild(child) };
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** SIGTERM (anvil writes its state on the way out), SIGKILL if it has not gone in 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
