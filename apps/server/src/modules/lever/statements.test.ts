import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeverPosition } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { faucet } from '../../test/community';
import { checkLedger } from '../../ledger/invariants';
import { overnightFee } from './formulas';
import { chargeOvernightDay } from './overnight.job';
import { leverConsoleOrders } from '.';

let t: TestApp;
const BTC = 'BTC/USDT';
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
});
afterAll(async () => t?.close());

async function tick(price: string): Promise<void> {
  now += 1000;
  t.app.services.market.script!.push(BTC, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}

/** Every statement any client of the pool sends while `fn` runs, in order. */
async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string })?.text));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}

/**
 * What one contract command costs the database, counted. The ceilings are what the
 * commands take today; a change that adds round trips (a read outside the transaction, a read
 * back after the commit) fails here and has to say why in the ceiling. Also: after the COMMIT
 * nothing is written, and without a client key nothing looks for an earlier use of the key.
 */
// An open reads the pair switch (lever), the margin currency's places (the market's currency
// catalogue) and the settings (the settings registry): three reads outside the transaction, sent
// together, each by the module or registry that owns its table. A close reads the position's
// margin places from that catalogue too, once, in the transaction (its view after the commit
// reuses them); an open reuses the places it read.
const OPEN_MAX = 15;
const CLOSE_MAX = 14;

const afterCommit = (list: string[]) => list.slice(list.lastIndexOf('COMMIT') + 1);
const writes = (list: string[]) =>
  list.filter((sql) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) || /FOR UPDATE/i.test(sql));

describe('statements of one contract over HTTP', () => {
  it('an open and a close stay within their round trips; nothing is written after the commit', async () => {
    await tick('96000');
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 3, '10000');
    const post = (url: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api${url}`, body, { token: u.token });
    // The first open creates the user's accounts and sessions' touch: not the steady state.
    const first = await post('/lever/submit', { symbol: BTC, type: 1, share: '1', multiple: 10 });
    await post('/lever/close', { id: (first.body.message as LeverPosition).id });

    let opened: LeverPosition | undefined;
    const open = await statements(async () => {
      const r = await post('/lever/submit', { symbol: BTC, type: 1, share: '1', multiple: 10 });
      expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
      opened = r.body.message as LeverPosition;
    });
    expect(opened!.status).toBe(1);
    await tick('96100');
    let closed: LeverPosition | undefined;
    const close = await statements(async () => {
      const r = await post('/lever/close', { id: opened!.id });
      expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
      closed = r.body.message as LeverPosition;
    });
    expect(closed!.status).toBe(3);

    expect(open.filter((sql) => /idempotency_key = \$1/.test(sql))).toEqual([]);
    expect(open.length, open.join('\n')).toBeLessThanOrEqual(OPEN_MAX);
    expect(close.length, close.join('\n')).toBeLessThanOrEqual(CLOSE_MAX);
    for (const list of [open, close]) {
      expect(list.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
      expect(writes(afterCommit(list))).toEqual([]);
    }
    // The console's drill-down names both positions' margin currency by its code.
    const drill = await leverConsoleOrders.page(
      t.db,
      { userId: u.userId, status: undefined, sort: 'created_at', order: 'desc' },
      { limit: 10, offset: 0 },
    );
    expect(drill.rows.map((r) => r.currency)).toEqual(['USDT', 'USDT']);
    expect(drill.rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([
      (first.body.message as LeverPosition).id,
      opened!.id,
    ]);
  });

  it('with a client key, a repeated open answers the first position and writes nothing', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 3, '10000');
    const body = { symbol: BTC, type: 1, share: '1', multiple: 10, idempotency_key: 'stmt-k1' };
    const a = await call(t.app, 'POST', '/api/lever/submit', body, { token: u.token });
    let b: Awaited<ReturnType<typeof call>> | undefined;
    const again = await statements(async () => {
      b = await call(t.app, 'POST', '/api/lever/submit', body, { token: u.token });
    });
    expect(b!.body).toEqual(a.body);
    expect(writes(again)).toEqual([]);
  });
});

describe('the overnight fee of a day', () => {
  it('charges the open positions of several users in one transaction, each what it owes', async () => {
    await tick('96000');
    const mine: number[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await faucet(t.app, u.userId, 3, '10000');
      for (const type of [1, 2]) {
        const r = await call(
          t.app,
          'POST',
          '/api/lever/submit',
          { symbol: BTC, type, share: '1', multiple: 10 },
          { token: u.token },
        );
        expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
        mine.push((r.body.message as LeverPosition).id);
      }
    }
    const day = new Date(now + 86_400_000).toISOString().slice(0, 10);
    const deps = t.app.services.lever.deps;
    const tx = vi.spyOn(deps.db, 'tx');
    const first = await chargeOvernightDay(deps, day);
    // One transaction for the batch (positions other tests left open included), not one each.
    expect(tx).toHaveBeenCalledTimes(1);
    tx.mockRestore();
    expect(first.positions).toBeGreaterThanOrEqual(mine.length);
    const { rows } = await t.db.query<{
      open_price: string;
      qty: string;
      overnight_rate: string;
      overnight_money: string;
    }>(
      `SELECT trim_scale(open_price)::text AS open_price, trim_scale(qty)::text AS qty,
              trim_scale(overnight_rate)::text AS overnight_rate, trim_scale(overnight_money)::text AS overnight_money
         FROM lever_positions WHERE id = ANY($1::bigint[])`,
      [mine],
    );
    expect(rows).toHaveLength(mine.length);
    for (const r of rows)
      expect(r.overnight_money).toBe(overnightFee(r.open_price, r.qty, r.overnight_rate, 6));
    // The same day again charges nothing.
    expect((await chargeOvernightDay(deps, day)).positions).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
