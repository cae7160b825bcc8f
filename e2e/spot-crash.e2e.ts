import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startApp, type RunningApp } from './support/app';

/**
 * Killing the server in the middle of a load of spot orders loses no acknowledged
 * order, and the ledger check passes on the data folder afterwards. No browser: the real
 * server process on a PGlite data folder, killed with SIGKILL and started again.
 */

const DEMO = { user_string: 'demo@tidemark.dev', password: 'demo-pass-1' };
const ENV = { FEED_BACKFILL_DAYS: '0', RATE_LIMIT_PER_MINUTE: '1000000' };
type Envelope<T> = { type: string; message: T };

let app: RunningApp | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-crash-'));
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(
  base: string,
  url: string,
  init: { token?: string; body?: Record<string, unknown>; method?: string } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api${url}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: init.token } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await res.json()) as Envelope<T>;
}

describe('spot orders survive a crash', () => {
  it('keeps every acknowledged order after SIGKILL under load, and the ledger still proves', async () => {
    app = await startApp(ENV, { dataDir });
    const base = app.baseUrl;
    const login = await api<string>(base, '/user/login', { body: DEMO });
    expect(login.type).toBe('ok');
    const token = login.message;
    // Wait for the house ladder (the simulator ticks every second).
    let bestBid = '';
    for (let i = 0; i < 60 && !bestBid; i++) {
      const d = await api<{ bids: Array<[string, string]>; asks: Array<[string, string]> }>(
        base,
        '/coin/depth?symbol=BTC%2FUSDT',
      );
      if (d.message.bids.length && d.message.asks.length) bestBid = d.message.bids[0]![0];
      else await new Promise((r) => setTimeout(r, 500));
    }
    expect(bestBid).not.toBe('');
    const restPrice = (Number(bestBid) * 0.97).toFixed(2); // a fixed rounding for a test price, not money math

    const acked: number[] = [];
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const kind = (i + w) % 3;
        const body =
          kind === 0
            ? { legal_id: 3, currency_id: 1, type: 1, amount: '0.0001', target_price: restPrice }
            : kind === 1
              ? { legal_id: 3, currency_id: 1, type: 1, amount: '0.0001' }
              : { legal_id: 3, currency_id: 1, type: 2, amount: '0.0001' };
        try {
          const r = await api<{ id: number }>(base, '/coin/trade', { token, body });
          if (r.type === 'ok') acked.push(r.message.id);
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acked.length < 40) await new Promise((r) => setTimeout(r, 20));
    await app.kill();
    running = false;
    await Promise.all(workers);
    expect(acked.length).toBeGreaterThanOrEqual(40);

    app = await startApp(ENV, { dataDir });
    const after = app.baseUrl;
    const orders = async () => {
      const seen = new Map<number, { status: number; order_type: string }>();
      for (let page = 1; ; page++) {
        const r = await api<{
          data: Array<{ id: number; status: number; order_type: string }>;
          last_page: number;
        }>(after, `/coin/list?limit=100&page=${page}`, { token });
        expect(r.type).toBe('ok');
        for (const o of r.message.data) seen.set(o.id, o);
        if (page >= r.message.last_page) break;
      }
      return seen;
    };
    let seen = await orders();
    expect(acked.filter((id) => !seen.has(id))).toEqual([]);
    // Orders accepted but not yet matched when the server died are matched after the start:
    // a market order never stays in progress.
    for (
      let i = 0;
      i < 40 && [...seen.values()].some((o) => o.order_type === 'market' && o.status === 1);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 250));
      seen = await orders();
    }
    expect([...seen.values()].filter((o) => o.order_type === 'market' && o.status === 1)).toEqual(
      [],
    );
    await app.stop();
    app = null;

    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
      cwd: path.join(ROOT, 'apps/server'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toContain('ledger check passed');
    expect(check.status).toBe(0);
  });
});
