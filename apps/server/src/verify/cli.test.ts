import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { OptionOrder } from '@tidemark/contracts';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDb } from '../platform/db';
import { call, createUserWithSession } from '../test/harness';
import { faucet } from '../test/community';
import { exportTickDays } from '../modules/market/tick-log';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-verify-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run verify -- settlements …` as a user runs it; resolves even when the exit code is not 0. */
async function verify(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await run(
      path.join(serverDir, '../../node_modules/.bin/tsx'),
      ['scripts/verify.ts', 'settlements', ...args, '--data', dataDir],
      { cwd: serverDir, env: { ...process.env, NODE_ENV: 'test' }, timeout: 120_000 },
    );
    return { code: 0, out: r.stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

describe('npm run verify -- settlements (CLI on a PGlite data folder)', () => {
  it('checks a node’s folder: 0 mismatches, then names a tampered order with exit code 1', async () => {
    const start = Date.UTC(2031, 4, 7, 9, 0, 0);
    let now = start;
    const db = await openDb({ dataDir });
    const app = await buildApp(testConfig({ feed: 'script', dataDir, webDist: '/nonexistent' }), {
      db,
    });
    await app.services.market.start();
    app.services.options.clock = () => now;
    const u = await createUserWithSession(db, { kycLevel: 1 });
    await faucet(app, u.userId, 4, '1000', 3);
    const push = async (price: string, ts: number) => {
      now = ts;
      app.services.market.script!.push('BTC/USDT', price, ts);
      await app.services.market.flush();
    };
    await push('70000', start);
    const order = (
      await call(
        app,
        'POST',
        '/api/microtrade/submit',
        { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '50' },
        { token: u.token, form: true },
      )
    ).body.message as OptionOrder;
    await push('70001', start + 30_000);
    expect((await app.services.options.settleDue(now)).settled).toBe(1);
    expect((await exportTickDays(app, app.services.market, '2031-05-08')).exported).toBe(1);
    await app.close();
    await db.close();

    const from = String(start / 1000);
    const to = new Date(start + 3_600_000).toISOString();
    const clean = await verify('--from', from, '--to', to);
    expect(clean.out).toContain('options: checked 1, mismatches 0');
    expect(clean.out).toContain('exports: checked 1, mismatches 0');
    expect(clean.code).toBe(0);

    const again = await openDb({ dataDir });
    await again.query(`UPDATE option_orders SET close_price = 69999 WHERE id = $1`, [order.id]);
    // Someone with the database's keys rewrites a published export and its digest to match
    // (the trigger has to be switched off first): only the rebuild from the tick log shows it.
    await again.query('ALTER TABLE tick_exports DISABLE TRIGGER tick_exports_immutable');
    await again.query(
      `UPDATE tick_exports SET body = replace(body, '70001', '70002'),
              sha256 = encode(sha256(convert_to(replace(body, '70001', '70002'), 'UTF8')), 'hex')`,
    );
    await again.close();
    const tampered = await verify('--from', from, '--to', to);
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('options: checked 1, mismatches 1');
    expect(tampered.out).toContain('exports #1 2031-05-07 body: stored');
    expect(tampered.out).not.toContain('2031-05-07 sha256');
    expect(tampered.out).toContain(
      `options #${order.id} close_price: stored 69999, expected 70001`,
    );
    // A folder (PGlite on disk) and two CLI runs with their start-up: slower than the default.
  }, 240_000);
});
