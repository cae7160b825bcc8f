import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSettlement, type LeverPosition } from '@tidemark/contracts';
import { SETTLEMENT_LOADERS } from '../../verify/settlements';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { openDb, type Db } from '../../platform/db';
import { cmp } from '../../platform/money';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';

let t: TestApp;
const USDT = 3;
const BTC = 'BTC/USDT';
/** Time only moves forward: every tick and command at `now` (a Monday). */
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
});
afterAll(async () => t?.close());

type App = TestApp['app'];

/** A recorded price: pushed by the script feed, flushed to the tick log, walked by the risk engine. */
async function tick(price: string, app: App = t.app): Promise<number> {
  now += 1000;
  app.services.market.script!.push(BTC, price, now);
  await app.services.market.flush();
  await app.services.lever.risk.idle();
  return now;
}

let faucetSeq = 0;
async function fundLever(userId: number, amount: string, db: Db = t.db): Promise<void> {
  await db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', USDT);
    const to = await userAccount(tx, userId, USDT, 3);
    await postJournal(
      tx,
      {
        key: `test-lever-stop-fund:${userId}:${++faucetSeq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      [
        { accountId: from, bucket: 'available', amount: `-${amount}` },
        { accountId: to, bucket: 'available', amount },
      ],
    );
  });
}

async function leverBalance(userId: number, db: Db = t.db): Promise<[string, string]> {
  const { rows } = await db.query<{ available: string; frozen: string }>(
    'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 3',
    [userId, USDT],
  );
  return rows[0] ? [rows[0].available, rows[0].frozen] : ['0', '0'];
}

const post = (url: string, token: string, body: Record<string, unknown> = {}, app: App = t.app) =>
  call(app, 'POST', `/api${url}`, body, { token });

async function position(token: string, id: number, app: App = t.app): Promise<LeverPosition> {
  const r = await post('/lever/my_trade', token, { limit: 100 }, app);
  const page = (r.body.message as { message: { data: LeverPosition[] } }).message;
  return page.data.find((p) => p.id === id)!;
}

const stopLimit = (type: 1 | 2, stop: string, limit: string) => ({
  symbol: BTC,
  type,
  share: '1',
  multiple: 10,
  status: 0,
  target_price: limit,
  stop_price: stop,
});

describe('a contract stop-limit entry', () => {
  let u: { userId: number; token: string };
  beforeAll(async () => {
    u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(u.userId, '1000');
    await tick('100000');
  });

  it('waits untriggered with margin and fee held; a tick short of the stop does nothing; the tick that reaches it is stored, and the limit opens it later', async () => {
    // A breakout long: triggers at or above 101000, then opens when the mark is at or below 100900.
    const r = await post('/lever/submit', u.token, stopLimit(1, '101000', '100900'));
    expect(r.body.type).toBe('ok');
    const w = r.body.message as LeverPosition;
    expect(w).toMatchObject({
      status: 0,
      order_type: 'limit',
      stop_price: '101000',
      stop_state: 'waiting',
      trigger_price: null,
      trigger_ts: null,
      price: '100900',
    });
    const held = await leverBalance(u.userId);
    expect(held[1]).not.toBe('0');

    // Below the stop (the limit price itself included): still waiting, never opened.
    await tick('100900');
    await tick('100999');
    expect(await position(u.token, w.id)).toMatchObject({ status: 0, stop_state: 'waiting' });

    const at = await tick('101050');
    expect(await position(u.token, w.id)).toMatchObject({
      status: 0,
      stop_state: 'triggered',
      trigger_price: '101050',
      trigger_ts: at,
    });
    const { rows } = await t.db.query<{ price: string }>(
      'SELECT trim_scale(price)::text AS price FROM ticks WHERE instrument_id = 1 AND ts = $1',
      [at],
    );
    expect(rows[0]?.price).toBe('101050');
    const [row] = await SETTLEMENT_LOADERS.stop_triggers(t.db, {
      fromMs: 0,
      toMs: Number.MAX_SAFE_INTEGER,
      userId: u.userId,
      limit: 10,
    });
    expect(row).toMatchObject({ id: w.id, market: 'contract', stop_direction: 'up' });
    expect(checkSettlement('stop_triggers', row!)).toEqual([]);
    // A limit entry since: the next tick at or below its price opens it.
    const opened = await tick('100880');
    expect(await position(u.token, w.id)).toMatchObject({
      status: 1,
      price: '100900',
      open_tick_price: '100880',
      open_tick_ts: opened,
    });
    // Opening took the fee from the hold: what stays frozen is the margin.
    expect(cmp((await leverBalance(u.userId))[1], held[1])).toBeLessThan(0);
    await post('/lever/close', u.token, { id: w.id });
  });

  it('a short stop triggers on a fall and opens when the mark comes back up to its limit', async () => {
    await tick('100000');
    const w = (await post('/lever/submit', u.token, stopLimit(2, '99000', '99100'))).body
      .message as LeverPosition;
    expect(w.stop_state).toBe('waiting');
    await tick('99500');
    expect((await position(u.token, w.id)).status).toBe(0);
    await tick('99050');
    expect(await position(u.token, w.id)).toMatchObject({ status: 0, stop_state: 'waiting' });
    const hit = await tick('98990');
    // The stop is reached at 98990; a short's limit of 99100 needs the mark at or above it.
    expect(await position(u.token, w.id)).toMatchObject({
      status: 0,
      stop_state: 'triggered',
      trigger_ts: hit,
    });
    const open = await tick('99100');
    expect(await position(u.token, w.id)).toMatchObject({ status: 1, open_tick_ts: open });
    await post('/lever/close', u.token, { id: w.id });
  });

  it('cancels while waiting, margin and fee back in full, and never triggers after', async () => {
    await tick('100000');
    const before = await leverBalance(u.userId);
    const w = (await post('/lever/submit', u.token, stopLimit(1, '102000', '101900'))).body
      .message as LeverPosition;
    expect(await leverBalance(u.userId)).not.toEqual(before);
    const c = await post('/lever/cancel', u.token, { id: w.id });
    expect(c.body.message).toMatchObject({ status: 4, stop_state: 'waiting' });
    expect(await leverBalance(u.userId)).toEqual(before);
    await tick('102500');
    expect(await position(u.token, w.id)).toMatchObject({ status: 4, trigger_ts: null });
  });

  it('refuses a stop at the mark, a limit beyond its stop, or a stop on a market order, and holds nothing', async () => {
    await tick('100000');
    const before = await leverBalance(u.userId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [stopLimit(1, '100000', '99900'), 'stop_price_invalid'],
      [stopLimit(1, '101000', '101100'), 'lever_stop_limit_invalid'],
      [stopLimit(2, '99000', '98900'), 'lever_stop_limit_invalid'],
      [{ ...stopLimit(1, '101000', '100900'), status: 1 }, 'price_invalid'],
    ];
    for (const [body, code] of cases) {
      const r = await post('/lever/submit', u.token, body);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await leverBalance(u.userId)).toEqual(before);
  });
});

describe('a restart', () => {
  it('keeps a waiting stop-limit entry, which the next node triggers from its own ticks', async () => {
    const db = await openDb({ dataDir: ':memory:' });
    const config = testConfig({ feed: 'script', webDist: '/nonexistent' });
    const first = await buildApp(config, { db });
    await first.services.market.start();
    first.services.lever.clock = () => now;
    await tick('100000', first);
    const u = await createUserWithSession(db, { kycLevel: 1 });
    await fundLever(u.userId, '1000', db);
    const w = (await post('/lever/submit', u.token, stopLimit(1, '101000', '100900'), first)).body
      .message as LeverPosition;
    expect(w.stop_state).toBe('waiting');
    const held = await leverBalance(u.userId, db);
    await first.close();

    const second = await buildApp(config, { db });
    try {
      await second.services.market.start();
      second.services.lever.clock = () => now;
      expect(await position(u.token, w.id, second)).toMatchObject({
        status: 0,
        stop_state: 'waiting',
      });
      expect(await leverBalance(u.userId, db)).toEqual(held);
      await tick('100500', second);
      expect((await position(u.token, w.id, second)).stop_state).toBe('waiting');
      const at = await tick('101000', second);
      expect(await position(u.token, w.id, second)).toMatchObject({
        stop_state: 'triggered',
        trigger_ts: at,
      });
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await second.close();
      await db.close();
    }
  }, 120_000);
});
