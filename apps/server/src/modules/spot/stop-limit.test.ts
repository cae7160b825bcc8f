import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSettlement, type SpotOrder } from '@tidemark/contracts';
import { SETTLEMENT_LOADERS } from '../../verify/settlements';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { openDb } from '../../platform/db';
import { add, cmp, dec, sub } from '../../platform/money';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';

let t: TestApp;
const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  await tick('96000');
});
afterAll(async () => t?.close());

let faucetSeq = 0;
async function fund(userId: number, currencyId: number, amount: string, db = t.db): Promise<void> {
  await db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', currencyId);
    const to = await userAccount(tx, userId, currencyId, 2);
    await postJournal(
      tx,
      {
        key: `test-stop-fund:${userId}:${currencyId}:${++faucetSeq}`,
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

async function spotBalance(userId: number, currencyId: number, db = t.db) {
  const { rows } = await db.query<{ available: string; frozen: string }>(
    'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 2',
    [userId, currencyId],
  );
  return rows[0] ?? { available: '0', frozen: '0' };
}

const trade = (token: string, body: Record<string, unknown>, app = t.app) =>
  call(app, 'POST', '/api/coin/trade', { legal_id: USDT, currency_id: BTC, ...body }, { token });
const cancel = (token: string, id: number) =>
  call(t.app, 'PUT', '/api/coin/trade', { id }, { token });

async function order(token: string, id: number, app = t.app): Promise<SpotOrder> {
  const r = await call(app, 'GET', '/api/coin/list?limit=100', undefined, { token });
  const rows = (r.body.message as { data: SpotOrder[] }).data;
  return rows.find((o) => o.id === id)!;
}

let lastTs = 0;
/** A recorded price: in the tick log, walked by the stop triggers, the ladder requoted around it. */
async function tick(price: string, app = t.app): Promise<number> {
  lastTs = Math.max(Date.now(), lastTs + 1);
  app.services.market.script!.push(SYMBOL, price, lastTs);
  await app.services.market.flush();
  await app.services.spot.stops.idle();
  await app.services.spot.run(SYMBOL, { maker: true });
  return lastTs;
}

describe('a market buy by total', () => {
  it('spends at most its total, buys whole lots, and gives back every unspent cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 400_000 }), async (cents) => {
        const total = dec(cents).dividedBy(100).toFixed();
        // The house ladder refilled around the price each time.
        await t.app.services.spot.run(SYMBOL, { maker: true });
        const u = await createUserWithSession(t.db);
        await fund(u.userId, USDT, '5000');
        const r = await trade(u.token, { type: 1, quote_qty: total });
        expect(r.body.type).toBe('ok');
        const o = r.body.message as SpotOrder;
        expect(o.quote_qty).toBe(total);
        expect(o.order_type).toBe('market');
        expect(cmp(o.deal_money, total)).toBeLessThanOrEqual(0);
        expect(cmp(o.deal_amount, '0')).toBeGreaterThan(0);
        // Whole lots of the pair's quantity step.
        expect(dec(o.deal_amount).dividedBy('0.00001').isInteger()).toBe(true);
        expect(o.amount).toBe(o.deal_amount);
        expect(o.status).toBe(2);
        // What was not spent is back: nothing frozen, nothing lost.
        const usdt = await spotBalance(u.userId, USDT);
        expect(usdt.frozen).toBe('0');
        expect(add(usdt.available, o.deal_money)).toBe('5000');
        const btc = await spotBalance(u.userId, BTC);
        expect(add(btc.available, o.fee)).toBe(o.deal_amount);
      }),
      { numRuns: 12 },
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is refused for a sell, with a price or a quantity, past the currency’s places, below the minimum or above the balance, and holds nothing', async () => {
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '50');
    await fund(u.userId, BTC, '1');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 2, quote_qty: '10' }, 'total_invalid'],
      [{ type: 1, quote_qty: '10', target_price: '96000' }, 'total_invalid'],
      [{ type: 1, quote_qty: '10', amount: '0.001' }, 'total_invalid'],
      [{ type: 1, quote_qty: '10.123456789' }, 'total_invalid'],
      [{ type: 1, quote_qty: '4.99' }, 'order_value_below_minimum'],
      [{ type: 1, quote_qty: '51' }, 'insufficient_balance'],
      [{ type: 1 }, 'quantity_invalid'],
    ];
    for (const [body, code] of cases) {
      const r = await trade(u.token, body);
      expect(r.body.type, JSON.stringify(body)).not.toBe('ok');
      expect(r.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await spotBalance(u.userId, USDT)).toEqual({ available: '50', frozen: '0' });
  });
});

describe('a spot stop-limit order', () => {
  it('waits with its funds held, triggers only on a recorded tick that reaches its stop, then trades as a limit order', async () => {
    await tick('96000');
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '2000');
    const r = await trade(u.token, {
      type: 1,
      amount: '0.01',
      target_price: '97100',
      stop_price: '97000',
    });
    expect(r.body.type).toBe('ok');
    const placed = r.body.message as SpotOrder;
    expect(placed).toMatchObject({
      status: 1,
      order_type: 'limit',
      stop_price: '97000',
      stop_state: 'waiting',
      trigger_price: null,
      trigger_ts: null,
      deal_amount: '0',
    });
    // Held at its limit: it cannot overdraw what it will need once triggered.
    expect(await spotBalance(u.userId, USDT)).toEqual({ available: '1029', frozen: '971' });
    // Not on the book while it waits.
    expect(t.app.services.spot.snapshot(SYMBOL).some((o) => o.id === String(placed.id))).toBe(
      false,
    );

    // Ticks that do not reach the stop leave it waiting.
    await tick('96500');
    await tick('96999.99');
    expect((await order(u.token, placed.id)).stop_state).toBe('waiting');

    const at = await tick('97000.5');
    const after = await order(u.token, placed.id);
    expect(after).toMatchObject({
      stop_state: 'triggered',
      trigger_price: '97000.5',
      trigger_ts: at,
    });
    // The tick that triggered it is in the tick log.
    const { rows } = await t.db.query<{ price: string }>(
      `SELECT trim_scale(price)::text AS price FROM ticks WHERE instrument_id = 1 AND ts = $1`,
      [at],
    );
    expect(rows[0]?.price).toBe('97000.5');
    // Taken by the engine as a limit buy at 97100: the ladder asks just above 97000.5 fill it.
    expect(after.status).toBe(2);
    expect(after.deal_amount).toBe('0.01');
    expect(cmp(after.avg_price, '97100')).toBeLessThanOrEqual(0);
    const usdt = await spotBalance(u.userId, USDT);
    expect(usdt.frozen).toBe('0');
    expect(usdt.available).toBe(sub('2000', after.deal_money));

    // The settlement verifier finds the trigger in the tick log, reaching the stop.
    const [row] = await SETTLEMENT_LOADERS.stop_triggers(t.db, {
      fromMs: 0,
      toMs: Number.MAX_SAFE_INTEGER,
      userId: u.userId,
      limit: 10,
    });
    expect(row).toMatchObject({ id: placed.id, market: 'spot', trigger_ms: at });
    expect(checkSettlement('stop_triggers', row!)).toEqual([]);
    // A stored trigger that the tick does not bear out is named.
    expect(
      checkSettlement('stop_triggers', { ...row!, stop_price: '97001' }).map((m) => m.field),
    ).toEqual(['trigger_tick']);
    expect(
      checkSettlement('stop_triggers', { ...row!, trigger_price: '97000.4' }).map((m) => m.field),
    ).toEqual(['trigger_price']);
  });

  it('a sell stop triggers on a fall, and the tick that triggers it is the first one that reached it', async () => {
    await tick('96000');
    const u = await createUserWithSession(t.db);
    await fund(u.userId, BTC, '0.05');
    const r = await trade(u.token, {
      type: 2,
      amount: '0.02',
      target_price: '99000',
      stop_price: '95000',
    });
    const placed = r.body.message as SpotOrder;
    expect(await spotBalance(u.userId, BTC)).toEqual({ available: '0.03', frozen: '0.02' });
    await tick('95500');
    expect((await order(u.token, placed.id)).stop_state).toBe('waiting');
    // Two ticks in one flush: the first that reaches the stop is the one stored.
    lastTs += 1000;
    t.app.services.market.script!.push(SYMBOL, '94900', lastTs);
    t.app.services.market.script!.push(SYMBOL, '94800', lastTs + 1);
    await t.app.services.market.flush();
    await t.app.services.spot.stops.idle();
    const after = await order(u.token, placed.id);
    expect(after).toMatchObject({
      stop_state: 'triggered',
      trigger_price: '94900',
      trigger_ts: lastTs,
    });
    // A sell at 99000 far above the market now rests on the book.
    expect(after.status).toBe(1);
    expect(t.app.services.spot.snapshot(SYMBOL).some((o) => o.id === String(placed.id))).toBe(true);
    lastTs += 1;
  });

  it('cancels while waiting, releasing the whole hold; a cancelled order never triggers', async () => {
    await tick('96000');
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '1000');
    const placed = (
      await trade(u.token, { type: 1, amount: '0.01', target_price: '95000', stop_price: '95500' })
    ).body.message as SpotOrder;
    expect(placed.stop_state).toBe('waiting');
    expect((await spotBalance(u.userId, USDT)).frozen).toBe('950');
    const c = await cancel(u.token, placed.id);
    expect(c.body.type).toBe('ok');
    expect((c.body.message as SpotOrder).status).toBe(3);
    expect(await spotBalance(u.userId, USDT)).toEqual({ available: '1000', frozen: '0' });
    await tick('95400');
    const after = await order(u.token, placed.id);
    expect(after).toMatchObject({ status: 3, stop_state: 'waiting', trigger_ts: null });
  });

  it('refuses a stop at the market price, off the tick or without a limit price, holding nothing', async () => {
    await tick('96000');
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '1000');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { type: 1, amount: '0.001', target_price: '96000', stop_price: '96000' },
        'stop_price_invalid',
      ],
      [
        { type: 1, amount: '0.001', target_price: '96000', stop_price: '96100.001' },
        'price_invalid',
      ],
      [{ type: 1, amount: '0.001', stop_price: '96100' }, 'price_invalid'],
    ];
    for (const [body, code] of cases) {
      const r = await trade(u.token, body);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await spotBalance(u.userId, USDT)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('a restart', () => {
  it('keeps an untriggered stop-limit waiting with its hold, and the next node triggers it from its ticks', async () => {
    const db = await openDb({ dataDir: ':memory:' });
    const config = testConfig({ feed: 'script', webDist: '/nonexistent' });
    const first = await buildApp(config, { db });
    await first.services.market.start();
    lastTs = Math.max(Date.now(), lastTs + 1);
    await tick('96000', first);
    const u = await createUserWithSession(db);
    await fund(u.userId, USDT, '1000', db);
    const placed = (
      await trade(
        u.token,
        { type: 1, amount: '0.01', target_price: '97100', stop_price: '97000' },
        first,
      )
    ).body.message as SpotOrder;
    expect(placed.stop_state).toBe('waiting');
    await first.close();

    const second = await buildApp(config, { db });
    try {
      await second.services.market.start();
      expect((await order(u.token, placed.id, second)).stop_state).toBe('waiting');
      expect(await spotBalance(u.userId, USDT, db)).toEqual({ available: '29', frozen: '971' });
      await tick('96900', second);
      expect((await order(u.token, placed.id, second)).stop_state).toBe('waiting');
      const at = await tick('97050', second);
      const after = await order(u.token, placed.id, second);
      expect(after).toMatchObject({ stop_state: 'triggered', trigger_ts: at, status: 2 });
      expect((await spotBalance(u.userId, USDT, db)).frozen).toBe('0');
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await second.close();
      await db.close();
    }
    // Two apps built one after the other on one database.
  }, 120_000);
});
