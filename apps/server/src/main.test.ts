import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

describe('main', () => {
  it('starts on PGlite in DATA_DIR, keeps data across restarts, and exits 0 on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-main-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          FEED_BACKFILL_DAYS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const stopped = (child: ReturnType<typeof start>) =>
      new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const first = start();
    await waitForHealth(url, 60_000);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    first.kill('SIGTERM');
    expect(await stopped(first)).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    // The same data folder opens again with its migrations already applied.
    const second = start();
    await waitForHealth(url, 60_000);
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      message: { database: string };
    };
    expect(health.message.database).toBe('pglite');
    second.kill('SIGINT');
    expect(await stopped(second)).toBe(0);
  }, 150_000);
});
