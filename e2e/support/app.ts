import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { STORAGE_KEYS, STORAGE_VERSION } from '../../apps/web/src/shared/storage/storage';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export interface RunningApp {
  baseUrl: string;
  /** Everything the server printed, for debugging a failed journey. */
  output: () => string;
  /** SIGTERM; the data folder is removed unless it was given to startApp. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: nothing is flushed, the data folder stays. */
  kill(): Promise<void>;
}

/**
 * Starts the real server (built web app, fresh PGlite data folder, or a fresh database on
 * E2E_DATABASE_URL's server) on a free port and waits until it is healthy.
 */
export async function startApp(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<RunningApp> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      FEED_BACKFILL_DAYS: '1',
      // The demo market's flow of orders moves the house ladder: journeys that read the book
      // before trading ask for it (the public trades journey) instead of meeting it by chance.
      SPOT_DEMO_FLOW_MS: '0',
      // No local chain node unless a journey asks for one (CHAINS unset there): each would
      // start a node and deploy its token, and a killed server would leave its node running.
      CHAINS: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export interface OpenBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, as a 390×844 phone. Given the app, the browser has already
 * closed the home pop-up once (as a returning user has), so journeys about other screens are
 * not covered by it; the content journey opens a browser without it and closes it by hand.
 */
export async function openBrowser(opts: { app?: RunningApp } = {}): Promise<OpenBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  if (opts.app) await markHomePopupSeen(context, opts.app.baseUrl);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return {
    browser,
    context,
    page,
    consoleErrors,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/** Stores the current home pop-up as seen in the browser's local storage before any page loads. */
export async function markHomePopupSeen(context: BrowserContext, baseUrl: string): Promise<void> {
  const body = (await (await fetch(`${baseUrl}/api/news/index_pop?lang=en`)).json()) as {
    message: { id: number; version: number } | null;
  };
  const popup = body.message;
  if (!popup) return;
  await context.addInitScript(
    ({ versionKey, version, key, seen }) => {
      if (!localStorage.getItem(versionKey)) localStorage.setItem(versionKey, version);
      if (!localStorage.getItem(key)) localStorage.setItem(key, seen);
    },
    {
      versionKey: STORAGE_KEYS.version,
      version: String(STORAGE_VERSION),
      key: STORAGE_KEYS.homePopupSeen,
      seen: JSON.stringify({ id: popup.id, version: popup.version }),
    },
  );
}
