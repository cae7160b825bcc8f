import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DualOrder, DualProduct } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { recordStatements } from '../../test/statements';
import { balances, faucet } from '../../test/community';
import { operatorToken } from '../../test/accounts';
import { checkLedger } from '../../ledger/invariants';
import { eventMessages, recipients, rendered, trimmed } from '../../test/inbox';
import { accountModule } from '../account';
import { adminModule } from '../admin';
import { marketModule } from '../market';
import { dualConsoleOrders, dualModule } from '.';
import { SETTLE_HOUR_S, SETTLE_TICK_MAX_AGE_MS } from './dual.service';
import { dualOutcome } from './outcome';
import { seedDualDemo } from './demo';

let t: TestApp;
const BTC = 1;
const USDT = 3;
const DAY = 86_400;

beforeAll(async () => {
  t = await createTestApp({}, { modules: [accountModule, adminModule, marketModule, dualModule] });
});
afterAll(async () => t?.close());

const dual = () => t.app.services.dual;
const now = () => t.app.clock.nowSeconds();
/** 08:00 UTC seven days after today: every product of the table settles then, with rate 36.5% (factor 1.007). */
const settleAt = () => Math.floor(now() / DAY) * DAY + 7 * DAY + SETTLE_HOUR_S;

const fund = (userId: number, currencyId: number, amount: string) =>
  faucet(t.app, userId, 2, amount, currencyId);

const spot = (userId: number, currencyId: number) => balances(t.app, userId, currencyId, 2);

/** A recorded BTC/USDT price in the tick log (instrument 1). */
const tick = (ms: number, price: string) =>
  t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, $2)', [ms, price]);

async function product(
  type: 'call' | 'put',
  strike: string,
  extra: Partial<{ total: number; limit: number }> = {},
) {
  const { id } = await dual().createProduct(
    { system: 'test' },
    {
      currency_id: BTC,
      type,
      exercise_price: strike,
      rate: '36.5',
      share_amount: type === 'call' ? '0.01' : '100',
      start_at: now() - DAY,
      end_at: settleAt(),
      total_number: extra.total ?? 1000,
      user_limit: extra.limit ?? 100,
    },
  );
  return { id, strike };
}

const instrumentPriceDecimals = async (currencyId: number) =>
  (
    await t.db.query<{ d: number }>(
      `SELECT price_decimals AS d FROM instruments WHERE currency_id = $1 AND quote = 'USDT' ORDER BY id LIMIT 1`,
      [currencyId],
    )
  ).rows[0]!.d;

const buy = (token: string, id: number, num: number | string) =>
  call(t.app, 'POST', '/api/dual/buyDual', { id, num }, { token });

interface Case {
  type: 'call' | 'put';
  /** Against the recorded settlement price 100000. */
  strike: string;
  /** Spot balances after settlement of 10 shares: 0.1 BTC (call) or 1000 USDT (put) invested. */
  btc: string;
  usdt: string;
}

/** factor = 1 + 7 × 36.5% / 365 = 1.007. */
const CASES: Case[] = [
  { type: 'call', strike: '101000', btc: '0.1007', usdt: '0' }, // below strike: coin × factor
  { type: 'call', strike: '100000', btc: '0', usdt: '10070' }, // at strike: USDT at strike × factor
  { type: 'call', strike: '99000', btc: '0', usdt: '9969.3' }, // above: USDT at strike × factor
  { type: 'put', strike: '101000', btc: '0.00997029', usdt: '0' }, // below: coin = amount / strike × factor
  { type: 'put', strike: '100000', btc: '0.01007', usdt: '0' }, // at strike: coin
  { type: 'put', strike: '99000', btc: '0', usdt: '1007' }, // above: USDT × factor
];

describe('dual investment settlement from the recorded tick', () => {
  it('pays per docs/domain.md on both sides of the strike, from the tick at or just before settlement', async () => {
    const rows: Array<{
      c: Case;
      user: { userId: number; token: string };
      id: number;
      strike: string;
    }> = [];
    for (const c of CASES) {
      const user = await createUserWithSession(t.db, { kycLevel: 1 });
      if (c.type === 'call') await fund(user.userId, BTC, '0.1');
      else await fund(user.userId, USDT, '1000');
      const p = await product(c.type, c.strike);
      const res = await buy(user.token, p.id, 10);
      expect(res.body.type, JSON.stringify(res.body)).toBe('ok');
      expect(res.body.message).toMatchObject({
        status: 'holding',
        day: 7,
        total: c.type === 'call' ? '0.1' : '1000',
      });
      expect(await spot(user.userId, c.type === 'call' ? BTC : USDT)).toEqual([
        '0',
        c.type === 'call' ? '0.1' : '1000',
      ]);
      rows.push({ c, user, id: p.id, strike: p.strike });
    }
    // Strikes and settlement prices are shown at the BTC/USDT instrument's decimals.
    const btcPriceDecimals = await instrumentPriceDecimals(BTC);
    for (const r of rows) {
      const detail = await call(t.app, 'GET', '/api/dual/detail', { id: r.id });
      expect((detail.body.message as DualProduct).price_decimals).toBe(btcPriceDecimals);
    }
    const end = settleAt();
    await tick(end * 1000 - 60_000, '1');
    await tick(end * 1000 - 1000, '100000');
    // A tick after the settlement time must never be used.
    await tick(end * 1000 + 1000, '50000');

    // Not due yet: nothing settles.
    expect((await dual().settleDue()).settled).toBe(0);
    t.app.clock.advance(end * 1000 - t.app.clock.nowMs());
    const tx = vi.spyOn(dual().deps.db, 'tx');
    expect(await t.app.scheduler.runOnce('dual.settle')).toBe('done');
    // Every order of the run settles in one transaction, not one each.
    expect(tx.mock.calls.length).toBeLessThan(rows.length);
    tx.mockRestore();
    expect(await checkLedger(t.db)).toEqual([]);

    for (const r of rows) {
      const list = await call(t.app, 'POST', '/api/dual/dual_list', {}, { token: r.user.token });
      const o = (list.body.message as { data: DualOrder[] }).data[0]!;
      expect(o).toMatchObject({
        status: 'settled',
        settle_price: '100000',
        settle_tick_ms: end * 1000 - 1000,
        price_decimals: btcPriceDecimals,
      });
      const expected = dualOutcome(
        { type: r.c.type, total: o.total, strike: r.strike, rate: '36.5', day: 7 },
        '100000',
        { coin: 8, usdt: 6 },
      );
      expect(o.payout).toBe(expected.amount);
      expect(o.formula).toContain(`= ${expected.amount}`);
      const [btc, btcFrozen] = await spot(r.user.userId, BTC);
      const [usdt, usdtFrozen] = await spot(r.user.userId, USDT);
      expect([btcFrozen, usdtFrozen]).toEqual(['0', '0']);
      expect([btc, usdt], `${r.c.type} ${r.c.strike}`).toEqual([r.c.btc, r.c.usdt]);
      const message = await eventMessages(t.db, `dual:${o.id}:%`);
      expect(recipients(message)).toEqual([[r.user.userId, 'dual_settled']]);
      expect(rendered(message[0]!)).toContain(
        `settled at 100000: ${trimmed(expected.amount)} ${o.payout_currency_name}`,
      );
      // The console's drill-down names the invested currency by its code (BTC or USDT).
      const drill = await dualConsoleOrders.page(
        t.db,
        { userId: r.user.userId, status: undefined, sort: 'created_at', order: 'desc' },
        { limit: 10, offset: 0 },
      );
      expect(drill.rows.map((x) => [x.id, x.currency])).toEqual([
        [o.id, r.c.type === 'call' ? 'BTC' : 'USDT'],
      ]);
      expect(o.invest_currency_name).toBe(r.c.type === 'call' ? 'BTC' : 'USDT');
    }

    // Re-running settles nothing and moves nothing.
    const before = await Promise.all(rows.map((r) => spot(r.user.userId, BTC)));
    expect((await dual().settleDue()).settled).toBe(0);
    expect(await Promise.all(rows.map((r) => spot(r.user.userId, BTC)))).toEqual(before);
    expect(await eventMessages(t.db, 'dual:%')).toHaveLength(rows.length);
  });
});

describe('dual settlement waits for a recorded price', () => {
  it('an order whose coin has no tick at or before the settlement time stays holding', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, 2, '1');
    const { id } = await dual().createProduct(
      { system: 'test' },
      {
        currency_id: 2,
        type: 'call',
        exercise_price: '3333',
        rate: '10',
        share_amount: '0.1',
        start_at: now() - DAY,
        end_at: settleAt(),
        total_number: 10,
        user_limit: 10,
      },
    );
    expect((await buy(u.token, id, 2)).body.type).toBe('ok');
    const tx = vi.spyOn(dual().deps.db, 'tx');
    const r = await dual().settleDue(settleAt() + 3600);
    expect(r.waiting).toBeGreaterThanOrEqual(1);
    // Waiting orders are found by one read of the page: no transaction (and no lock) each.
    expect(tx).not.toHaveBeenCalled();
    tx.mockRestore();
    const list = await call(t.app, 'POST', '/api/dual/dual_list', {}, { token: u.token });
    expect((list.body.message as { data: DualOrder[] }).data[0]).toMatchObject({
      status: 'holding',
      payout: null,
    });
    expect(await spot(u.userId, 2)).toEqual(['0.8', '0.2']);
  });
});

describe('dual settlement refuses a stale price', () => {
  it('waits while the last tick before 08:00 is older than SETTLE_TICK_MAX_AGE_MS, then settles from a recent one', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, BTC, '0.05');
    const end = settleAt() + DAY;
    const { id } = await dual().createProduct(
      { system: 'test' },
      {
        currency_id: BTC,
        type: 'call',
        exercise_price: '100000',
        rate: '36.5',
        share_amount: '0.01',
        start_at: now() - DAY,
        end_at: end,
        total_number: 10,
        user_limit: 10,
      },
    );
    expect((await buy(u.token, id, 5)).body.type).toBe('ok');
    expect(SETTLE_TICK_MAX_AGE_MS).toBe(300_000);
    // The feed stalled: its last price before 08:00 is a second older than allowed.
    await tick(end * 1000 - SETTLE_TICK_MAX_AGE_MS - 1000, '1');
    const first = await dual().settleDue(end + 3600);
    expect(first.waiting).toBeGreaterThanOrEqual(1);
    const orderOf = async () =>
      (
        (await call(t.app, 'POST', '/api/dual/dual_list', {}, { token: u.token })).body.message as {
          data: DualOrder[];
        }
      ).data[0]!;
    expect(await orderOf()).toMatchObject({ status: 'holding', payout: null, settle_price: null });
    expect(await spot(u.userId, BTC)).toEqual(['0', '0.05']);

    // A tick within the allowed age arrives (backfill): the next run settles from it.
    await tick(end * 1000 - SETTLE_TICK_MAX_AGE_MS, '100001');
    await dual().settleDue(end + 7200);
    expect(await orderOf()).toMatchObject({
      status: 'settled',
      settle_price: '100001',
      settle_tick_ms: end * 1000 - SETTLE_TICK_MAX_AGE_MS,
      payout: '5040', // 0.05 × 100000 × (1 + 8 × 36.5% / 365)
    });
    expect(await spot(u.userId, BTC)).toEqual(['0', '0']);
    expect(await spot(u.userId, USDT)).toEqual(['5040', '0']);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('dual outcome formulas (exactly at the strike)', () => {
  const terms = { total: '0.1', strike: '100000', rate: '36.5', day: 7 };
  const p = { coin: 8, usdt: 6 };
  it.each([
    ['call', '99999.99', 'coin', '0.1007'],
    ['call', '100000', 'usdt', '10070'],
    ['call', '100000.01', 'usdt', '10070'],
    ['put', '99999.99', 'coin', '0.000001'],
    ['put', '100000', 'coin', '0.000001'],
    ['put', '100000.01', 'usdt', '0.1007'],
  ] as const)('%s at price %s pays %s %s', (type, price, pays, amount) => {
    const out = dualOutcome({ ...terms, type }, price, p);
    expect(out.pays).toBe(pays);
    expect(out.amount).toBe(amount);
  });
});

describe('dual purchases', () => {
  it('refuses bad input and limits; concurrent purchases never exceed the quota or the user limit', async () => {
    const p = await product('put', '95000', { total: 5, limit: 3 });
    const detail = await call(t.app, 'GET', '/api/dual/detail', { id: p.id });
    expect(detail.body.message as DualProduct).toMatchObject({
      remaining_number: 5,
      on_sale: true,
      day: 7,
    });
    const users: Array<{ userId: number; token: string }> = [];
    for (let i = 0; i < 8; i++) {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await fund(u.userId, USDT, '1000');
      users.push(u);
    }
    expect((await buy(users[0]!.token, p.id, '1.5')).body.code).toBe('validation_failed');
    expect((await buy(users[0]!.token, p.id, 0)).body.code).toBe('validation_failed');
    expect((await buy(users[0]!.token, 999999, 1)).body.code).toBe('dual_product_not_found');
    expect((await buy(users[0]!.token, p.id, 11)).body.code).toBe('dual_user_limit_exceeded');
    const poor = await createUserWithSession(t.db, { kycLevel: 1 });
    expect((await buy(poor.token, p.id, 1)).body.code).toBe('insufficient_balance');

    // One user, four at once, limit 3.
    const mine = await Promise.all([1, 2, 3, 4].map(() => buy(users[0]!.token, p.id, 1)));
    expect(mine.filter((r) => r.body.type === 'ok')).toHaveLength(3);
    expect(mine.filter((r) => r.body.code === 'dual_user_limit_exceeded')).toHaveLength(1);
    // Seven others at once for the 2 shares left.
    const rest = await Promise.all(users.slice(1).map((u) => buy(u.token, p.id, 1)));
    expect(rest.filter((r) => r.body.type === 'ok')).toHaveLength(2);
    expect(rest.filter((r) => r.body.code === 'dual_quota_exceeded')).toHaveLength(5);
    const after = await call(t.app, 'GET', '/api/dual/detail', { id: p.id });
    expect(after.body.message as DualProduct).toMatchObject({
      purchased_number: 5,
      remaining_number: 0,
    });
    expect(await spot(users[0]!.userId, USDT)).toEqual(['700', '300']);
    // A user sees only their own orders.
    const theirs = await call(t.app, 'POST', '/api/dual/dual_list', {}, { token: poor.token });
    expect((theirs.body.message as { total: number }).total).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('closes sales a day before settlement: nothing is held and the product says so', async () => {
    // The next 08:00 UTC is always less than a day away.
    let end = Math.floor(now() / DAY) * DAY + SETTLE_HOUR_S;
    if (end <= now()) end += DAY;
    const { id } = await dual().createProduct(
      { system: 'test' },
      {
        currency_id: BTC,
        type: 'put',
        exercise_price: '90000',
        rate: '36.5',
        share_amount: '100',
        start_at: now() - DAY,
        end_at: end,
        total_number: 10,
        user_limit: 10,
      },
    );
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, USDT, '1000');
    const detail = await call(t.app, 'GET', '/api/dual/detail', { id });
    expect((detail.body.message as DualProduct).on_sale).toBe(false);
    expect((await buy(u.token, id, 1)).body.code).toBe('dual_not_on_sale');
    expect(await spot(u.userId, USDT)).toEqual(['1000', '0']);
  });

  it('operator creates and edits products (audited); the quota never drops below what was sold', async () => {
    const op = await operatorToken(t.app);
    const end = settleAt() + 7 * DAY;
    const body = {
      currency_id: 2,
      type: 'call',
      exercise_price: '4000',
      rate: '50',
      share_amount: '0.1',
      start_at: now(),
      end_at: end,
      total_number: 10,
      user_limit: 5,
    };
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/dual/product',
          { ...body, end_at: end + 60 },
          { token: op },
        )
      ).body.code,
    ).toBe('dual_product_invalid');
    const created = await call(t.app, 'POST', '/api/admin/dual/product', body, { token: op });
    expect(created.body.type).toBe('ok');
    const { id } = created.body.message as { id: number };
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, 2, '1');
    expect((await buy(u.token, id, 4)).body.type).toBe('ok');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/dual/product/edit',
          { id, total_number: 3 },
          { token: op },
        )
      ).body.code,
    ).toBe('dual_product_invalid');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/dual/product/edit',
          { id, total_number: 6 },
          { token: op },
        )
      ).body.type,
    ).toBe('ok');
    const { rows } = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'dual_product' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['dual.create', 'dual.edit']);
  });
});

describe('dual operator input the columns cannot hold', () => {
  // Each is refused with a translated error and creates nothing: no 500 from an overflowing
  // column, and no rate silently rounded to something other than what the operator typed.
  const cases: Array<{ name: string; change: Record<string, string> }> = [
    { name: 'rate above 1000%', change: { rate: '5000' } },
    { name: 'rate with more than 4 decimals', change: { rate: '1.123456' } },
    { name: 'strike of 19 integer digits', change: { exercise_price: '1' + '0'.repeat(18) } },
    { name: 'share of 21 integer digits', change: { share_amount: '1' + '0'.repeat(20) } },
  ];
  it.each(cases)('$name', async ({ change }) => {
    const op = await operatorToken(t.app);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dual_products');
    const r = await call(
      t.app,
      'POST',
      '/api/admin/dual/product',
      {
        currency_id: 2,
        type: 'put',
        exercise_price: '3900',
        rate: '20',
        share_amount: '100',
        start_at: now(),
        end_at: settleAt() + 14 * DAY,
        total_number: 10,
        user_limit: 5,
        ...change,
      },
      { token: op },
    );
    expect(r.body.code).toBe('dual_product_invalid');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dual_products');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('dual demo data', () => {
  it('seeds a ladder of BTC and ETH call and put products, once', async () => {
    await seedDualDemo(dual());
    await seedDualDemo(dual());
    const { rows } = await t.db.query<{ currency_id: number; type: string; n: number }>(
      `SELECT currency_id, type, count(*)::int AS n FROM dual_products
        WHERE exercise_price IN (98000, 100000, 104000, 94000, 92000, 88000, 3500, 3600, 3800, 3300, 3200, 3000)
          AND total_number = 1000 AND user_limit = 100 AND rate <> 36.5
        GROUP BY currency_id, type ORDER BY currency_id, type`,
    );
    // Three strikes a side, settling in 3 and in 7 days.
    expect(rows).toEqual([
      { currency_id: 1, type: 'call', n: 6 },
      { currency_id: 1, type: 'put', n: 6 },
      { currency_id: 2, type: 'call', n: 6 },
      { currency_id: 2, type: 'put', n: 6 },
    ]);
  });
});

describe('dual product list', () => {
  it('a page of 30 products is read in a few statements, each with its coin’s spot price', async () => {
    await tick(t.app.clock.nowMs() - 1000, '98765.4');
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await product('put', String(80000 + i))).id);
    const { result, statements } = await recordStatements(() =>
      call(t.app, 'GET', '/api/dual/index', { currency_id: BTC, type: 'put' }),
    );
    const rows = (result.body.message as { dual_currencys: DualProduct[] }).dual_currencys;
    const mine = rows.filter((p) => ids.includes(p.id));
    expect(mine).toHaveLength(30);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
    expect(statements.length).toBeGreaterThan(0);
    // The coin's latest recorded price (other tests record later ones), the same on every row.
    const latest = await t.db.query<{ price: string }>(
      'SELECT trim_scale(price)::text AS price FROM ticks WHERE instrument_id = 1 ORDER BY ts DESC LIMIT 1',
    );
    for (const p of mine) expect(p.spot_price).toBe(latest.rows[0]!.price);
    // Each row is the product as its detail shows it (`now` is the server's clock at each answer,
    // so it may be a second later on the detail).
    for (const p of mine.slice(0, 3)) {
      const detail = (await call(t.app, 'GET', '/api/dual/detail', { id: p.id })).body
        .message as DualProduct;
      expect(detail.now - p.now).toBeGreaterThanOrEqual(0);
      expect(detail.now - p.now).toBeLessThanOrEqual(5);
      expect({ ...p, now: 0 }).toEqual({ ...detail, now: 0 });
    }
  });
});
