import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPES, type OptionOrder, type Page } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { add, sub } from '../../platform/money';
import { decide } from './outcome';
import { settleOrder } from './options.settlement';
import { SettleTimer } from './settle-timer';
import { optionsConsoleOrders } from '.';

/**
 * Seconds options on a scripted timeline: the test owns the clock of the options module and
 * pushes exact ticks through the market's script feed, so every outcome and balance is known
 * in advance. Each scenario starts an hour after the previous one, on a Wednesday (UTC).
 */
let t: TestApp;
let now = Date.parse('2031-03-05T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ feed: 'script', logLevel: process.env.DBG ? 'error' : 'silent' });
  await t.app.services.market.start();
  t.app.services.options.clock = () => now;
});
afterAll(async () => t?.close());

const USDT = 3;
const feed = () => t.app.services.market.script!;
/** A tick as settlement sees it: pushed by the script feed and written to the tick log. */
async function record(symbol: string, price: string, ts: number): Promise<void> {
  feed().push(symbol, price, ts);
  await t.app.services.market.flush();
}
const nextHour = () => (now = Math.ceil((now + 1) / 3_600_000) * 3_600_000);

async function fundedUser(amount: string, kycLevel = 1) {
  const u = await createUserWithSession(t.db, { kycLevel });
  if (amount !== '0') {
    await t.db.tx(async (tx) => {
      const from = await systemAccount(tx, 'demo_faucet', USDT);
      const to = await userAccount(tx, u.userId, USDT, ACCOUNT_TYPES.micro);
      await transfer(
        tx,
        {
          key: `test:options:${u.userId}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: u.userId,
          actor: 'system:test',
        },
        { from, to, amount },
      );
    });
  }
  return u;
}

async function micro(userId: number) {
  const { rows } = await t.db.query<{ available: string; frozen: string }>(
    `SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts
      WHERE user_id = $1 AND currency_id = $2 AND account_type = 4`,
    [userId, USDT],
  );
  return rows[0] ?? { available: '0', frozen: '0' };
}

async function house() {
  const { rows } = await t.db.query<{ available: string }>(
    `SELECT trim_scale(coalesce(sum(available), 0))::text AS available FROM ledger_accounts
      WHERE split_part(system_code, '#', 1) = 'house' AND currency_id = $1`,
    [USDT],
  );
  return rows[0]?.available ?? '0';
}

const orderCount = async (userId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM option_orders WHERE user_id = $1',
      [userId],
    )
  ).rows[0]!.n;
const journalCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journals')).rows[0]!.n;

const submit = (token: string, body: Record<string, unknown>) =>
  call(
    t.app,
    'POST',
    '/api/microtrade/submit',
    { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100', ...body },
    { token, form: true },
  );
const result = async (token: string, id: number) =>
  (await call(t.app, 'GET', '/api/microtrade/get_result', { id }, { token })).body;

/** Ticks relative to expiry: [ms from expiry, price]. The first at or after 0 decides. */
type Tick = [number, string];
interface Scenario {
  name: string;
  type: 1 | 2;
  seconds: number;
  stake: string;
  open: string;
  ticks: Tick[];
  profit_result: -1 | 0 | 1;
  fact_profits: string;
  payout: string;
  close: string;
  /** Change of the house account: −profit on a win, +stake on a loss, 0 on a tie. */
  houseDelta: string;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'up, close higher: won',
    type: 1,
    seconds: 30,
    stake: '100',
    open: '96000.5',
    ticks: [
      [-1, '95000'],
      [0, '96000.51'],
      [5, '90000'],
    ],
    profit_result: 1,
    fact_profits: '80',
    payout: '180',
    close: '96000.51',
    houseDelta: '-80',
  },
  {
    name: 'up, close lower: lost',
    type: 1,
    seconds: 60,
    stake: '250',
    open: '96000.5',
    ticks: [
      [-500, '97000'],
      [700, '96000.49'],
    ],
    profit_result: -1,
    fact_profits: '-250',
    payout: '0',
    close: '96000.49',
    houseDelta: '250',
  },
  {
    name: 'up, close equal: tied',
    type: 1,
    seconds: 120,
    stake: '10',
    open: '96000.5',
    ticks: [
      [-10, '99999'],
      [1, '96000.5'],
      [2, '96001'],
    ],
    profit_result: 0,
    fact_profits: '0',
    payout: '10',
    close: '96000.5',
    houseDelta: '0',
  },
  {
    name: 'down, close lower: won (profit rounded down to USDT precision)',
    type: 2,
    seconds: 60,
    stake: '12.345678',
    open: '96000.5',
    ticks: [[0, '95999.99']],
    profit_result: 1,
    fact_profits: '10.123455',
    payout: '22.469133',
    close: '95999.99',
    houseDelta: '-10.123455',
  },
  {
    name: 'down, close higher: lost',
    type: 2,
    seconds: 300,
    stake: '50000',
    open: '96000.5',
    ticks: [
      [-1, '1'],
      [3000, '96000.51'],
    ],
    profit_result: -1,
    fact_profits: '-50000',
    payout: '0',
    close: '96000.51',
    houseDelta: '50000',
  },
  {
    name: 'down, close equal: tied',
    type: 2,
    seconds: 30,
    stake: '10.5',
    open: '96000.5',
    ticks: [[250, '96000.5']],
    profit_result: 0,
    fact_profits: '0',
    payout: '10.5',
    close: '96000.5',
    houseDelta: '0',
  },
  {
    name: 'up on a 300 s period: won at 88%',
    type: 1,
    seconds: 300,
    stake: '1000',
    open: '3400',
    ticks: [[0, '3400.01']],
    profit_result: 1,
    fact_profits: '880',
    payout: '1880',
    close: '3400.01',
    houseDelta: '-880',
  },
];

describe('seconds options: scenarios on the script feed', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const symbol = s.open === '3400' ? 'ETH/USDT' : 'BTC/USDT';
      const u = await fundedUser('60000');
      nextHour();
      const openTickMs = now - 400;
      await record(symbol, s.open, openTickMs);
      const placed = await submit(u.token, {
        match_id: symbol === 'ETH/USDT' ? 2 : 1,
        type: s.type,
        seconds: s.seconds,
        number: s.stake,
      });
      expect(placed.body.type).toBe('ok');
      const order = placed.body.message as OptionOrder;
      const expiresAtMs = now + s.seconds * 1000;
      expect(order).toMatchObject({
        symbol_name: symbol,
        open_price: s.open,
        open_tick_ms: openTickMs,
        expires_at_ms: expiresAtMs,
        status: 1,
        end_price: null,
        profit_result: null,
        remain_milli_seconds: s.seconds * 1000,
      });
      expect(await micro(u.userId)).toEqual({ available: sub('60000', s.stake), frozen: s.stake });
      const houseBefore = await house();

      for (const [offset, price] of s.ticks) await record(symbol, price, expiresAtMs + offset);
      await t.app.services.market.flush();
      expect(await t.app.services.options.settleDue(expiresAtMs - 1)).toMatchObject({ settled: 0 });
      now = expiresAtMs + 5000;
      const events = vi.spyOn(t.app.realtime, 'toUser');
      expect(await t.app.services.options.settleDue()).toEqual({ settled: 1, waiting: 0 });

      const closeTick = s.ticks.find(([offset]) => offset >= 0)!;
      const settled = (await result(u.token, order.id)).message as OptionOrder;
      expect(settled).toMatchObject({
        status: 3,
        profit_result: s.profit_result,
        fact_profits: s.fact_profits,
        payout: s.payout,
        end_price: s.close,
        end_tick_ms: expiresAtMs + closeTick[0],
        remain_milli_seconds: 0,
      });
      expect(events).toHaveBeenCalledWith(
        u.userId,
        'closed_microorder',
        expect.objectContaining({
          id: order.id,
          status: 3,
          end_price: s.close,
          profit_result: s.profit_result,
        }),
      );
      expect(events).toHaveBeenCalledWith(u.userId, 'balance', { currency_id: USDT });
      events.mockRestore();

      expect(await micro(u.userId)).toEqual({
        available: add(sub('60000', s.stake), s.payout),
        frozen: '0',
      });
      expect(sub(await house(), houseBefore)).toBe(s.houseDelta);
      expect(await checkLedger(t.db)).toEqual([]);
    });
  }
});

describe('seconds options: settlement from the tick log', () => {
  it('waits while no tick at or after expiry is logged, then settles on the first one', async () => {
    const u = await fundedUser('100');
    nextHour();
    await record('SOL/USDT', '190.5', now);
    const order = (await submit(u.token, { match_id: 3, type: 2 })).body.message as OptionOrder;
    await record('SOL/USDT', '180', order.expires_at_ms - 1);
    await t.app.services.market.flush();
    now = order.expires_at_ms + 3000;
    expect(await t.app.services.options.settleDue()).toEqual({ settled: 0, waiting: 1 });
    expect(((await result(u.token, order.id)).message as OptionOrder).status).toBe(1);
    // The feed pushes it into memory first; settlement reads only what the log holds.
    feed().push('SOL/USDT', '190.6', order.expires_at_ms + 2500);
    expect(await t.app.services.options.settleDue()).toEqual({ settled: 0, waiting: 1 });
    await t.app.services.market.flush();
    expect(await t.app.services.options.settleDue()).toEqual({ settled: 1, waiting: 0 });
    expect(await result(u.token, order.id)).toMatchObject({
      message: { profit_result: -1, end_price: '190.6', end_tick_ms: order.expires_at_ms + 2500 },
    });
    expect(await micro(u.userId)).toEqual({ available: '0', frozen: '0' });
    // The console's drill-down names the staked currency by its code.
    const drill = await optionsConsoleOrders.page(
      t.db,
      { userId: u.userId, status: undefined, sort: 'created_at', order: 'desc' },
      { limit: 10, offset: 0 },
    );
    expect(drill.rows.map((r) => [r.id, r.currency])).toEqual([[order.id, 'USDT']]);
  });

  it('changes nothing when settlement runs again, and every stored result follows from the logged ticks', async () => {
    const journals = await journalCount();
    const balances = (
      await t.db.query('SELECT id, available::text, frozen::text FROM ledger_accounts ORDER BY id')
    ).rows;
    expect(await t.app.services.options.settleDue(now + 86_400_000)).toEqual({
      settled: 0,
      waiting: 0,
    });
    const { rows: ids } = await t.db.query<{ id: number }>(
      `SELECT id FROM option_orders WHERE status = 'settled'`,
    );
    expect(ids.length).toBeGreaterThanOrEqual(SCENARIOS.length);
    for (const { id } of ids)
      expect(await settleOrder(t.app.services.options.deps, id)).toBe('skipped');
    expect(await journalCount()).toBe(journals);
    expect(
      (
        await t.db.query(
          'SELECT id, available::text, frozen::text FROM ledger_accounts ORDER BY id',
        )
      ).rows,
    ).toEqual(balances);

    // Anyone can recompute: open tick and close tick are in the log, and the rule gives the stored result.
    const { rows } = await t.db.query<{
      direction: number;
      open_price: string;
      result: string;
      open_logged: string | null;
      first_close: string;
      close_price: string;
      first_close_ms: number;
      close_tick_ms: number;
    }>(
      `SELECT o.direction, o.open_price::text, o.result, o.close_price::text, o.close_tick_ms,
              (SELECT price::text FROM ticks WHERE instrument_id = o.instrument_id AND ts = o.open_tick_ms) AS open_logged,
              c.price::text AS first_close, c.ts AS first_close_ms
         FROM option_orders o
         CROSS JOIN LATERAL (SELECT price, ts FROM ticks WHERE instrument_id = o.instrument_id AND ts >= o.expires_at_ms ORDER BY ts LIMIT 1) c
        WHERE o.status = 'settled'`,
    );
    expect(rows).toHaveLength(ids.length);
    for (const r of rows) {
      expect(r.open_logged).toBe(r.open_price);
      expect([r.first_close, r.first_close_ms]).toEqual([r.close_price, r.close_tick_ms]);
      expect(decide(r.direction, r.open_price, r.close_price)).toBe(r.result);
    }
  });

  it('keeps the timer armed while orders wait for a tick, and stops asking once none are open', async () => {
    const runs: number[] = [];
    const outcomes = [
      { settled: 0, waiting: 1 },
      { settled: 1, waiting: 0 },
    ];
    const expiries: Array<number | null> = [null];
    const timer = new SettleTimer(
      {
        run: async () => {
          runs.push(Date.now());
          return outcomes.shift() ?? { settled: 0, waiting: 0 };
        },
        nextExpiry: async () => expiries.shift() ?? null,
        clock: () => Date.now(),
        log: t.app.log,
      },
      { graceMs: 5, retryMs: 20, retryMaxMs: 40 },
    );
    await timer.start();
    timer.wake(Date.now());
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 2000, interval: 5 });
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(15);
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toHaveLength(2);
    timer.stop();
    timer.wake(Date.now());
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toHaveLength(2);
  });
});

describe('seconds options: acceptance', () => {
  it('runs the whole period after its open tick, even when that tick was recorded after the request began', async () => {
    nextHour();
    const u = await fundedUser('100');
    // The tick log already holds a tick newer than the module's clock (recorded while the
    // request was being checked): acceptance is no earlier than that tick.
    await record('BTC/USDT', '96000', now + 700);
    const placed = (await submit(u.token, { seconds: 30, number: '10' })).body
      .message as OptionOrder;
    expect(placed.open_tick_ms).toBe(now + 700);
    expect(placed.expires_at_ms - placed.open_tick_ms).toBe(30_000);
    await record('BTC/USDT', '96000', now + 31_000);
    await t.app.services.options.settleDue(now + 31_000);
  });
});

describe('seconds options: refusals write nothing', () => {
  const REFUSALS: Array<{ name: string; body: Record<string, unknown>; code: string }> = [
    {
      name: 'below the 30 s minimum',
      body: { seconds: 30, number: '9.999999' },
      code: 'option_stake_below_minimum',
    },
    {
      name: 'above the 30 s maximum',
      body: { seconds: 30, number: '5000.000001' },
      code: 'option_stake_above_maximum',
    },
    {
      name: 'above the 60 s maximum',
      body: { seconds: 60, number: '10001' },
      code: 'option_stake_above_maximum',
    },
    { name: 'a period that does not exist', body: { seconds: 45 }, code: 'option_period_unknown' },
    {
      name: 'more decimals than USDT has',
      body: { number: '10.1234567' },
      code: 'amount_too_precise',
    },
    {
      name: 'a currency that is not payable',
      body: { currency_id: 1 },
      code: 'option_currency_unavailable',
    },
    { name: 'an unknown pair', body: { match_id: 999 }, code: 'option_pair_unavailable' },
    {
      name: 'more than the micro balance',
      body: { number: '100.000001' },
      code: 'insufficient_balance',
    },
    { name: 'a direction other than up or down', body: { type: 3 }, code: 'validation_failed' },
  ];
  for (const r of REFUSALS) {
    it(`refuses ${r.name}`, async () => {
      const u = await fundedUser('100');
      nextHour();
      await record('BTC/USDT', '96000', now);
      const journals = await journalCount();
      const res = await submit(u.token, r.body);
      expect(res.body).toMatchObject({ type: 'error', code: r.code });
      expect(await orderCount(u.userId)).toBe(0);
      expect(await journalCount()).toBe(journals);
      expect(await micro(u.userId)).toEqual({ available: '100', frozen: '0' });
    });
  }

  it('refuses a pair an operator switched off for options', async () => {
    const u = await fundedUser('100');
    nextHour();
    await record('DOGE/USDT', '0.32', now);
    await t.db.query('UPDATE option_pairs SET active = false WHERE instrument_id = 6');
    try {
      expect((await submit(u.token, { match_id: 6, number: '10' })).body.code).toBe(
        'option_pair_unavailable',
      );
      expect((await call(t.app, 'GET', '/api/microtrade/pairs')).body.message).not.toContainEqual(
        expect.objectContaining({ symbol: 'DOGE/USDT' }),
      );
    } finally {
      await t.db.query('UPDATE option_pairs SET active = true WHERE instrument_id = 6');
    }
    expect(await orderCount(u.userId)).toBe(0);
  });

  it('accepts the exact limits of a period', async () => {
    const u = await fundedUser('5010');
    nextHour();
    await record('BTC/USDT', '96000', now);
    expect((await submit(u.token, { number: '10' })).body.type).toBe('ok');
    expect((await submit(u.token, { number: '5000' })).body.type).toBe('ok');
    expect(await micro(u.userId)).toEqual({ available: '0', frozen: '5010' });
  });

  it('refuses a stale price in a translated message', async () => {
    const u = await fundedUser('100');
    nextHour();
    await record('BTC/USDT', '96000', now - 10_001);
    const res = await call(
      t.app,
      'POST',
      '/api/microtrade/submit',
      { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '10' },
      { token: u.token, lang: 'fra' },
    );
    expect(res.body).toEqual({
      type: 'error',
      code: 'price_unavailable',
      message: 'Aucun prix en direct pour le moment, réessayez bientôt',
    });
    expect(await orderCount(u.userId)).toBe(0);
  });

  it('refuses a closed market, and one that closes before expiry', async () => {
    const u = await fundedUser('100');
    now = Date.parse('2031-03-08T12:00:00Z'); // Saturday
    await record('AAPL/USD', '235', now);
    expect((await submit(u.token, { match_id: 20 })).body.code).toBe('option_market_closed');
    now = Date.parse('2031-03-14T23:59:45Z'); // Friday, 15 s before the weekend
    await record('AAPL/USD', '236', now);
    expect((await submit(u.token, { match_id: 20, seconds: 30 })).body.code).toBe(
      'option_market_closed',
    );
    now = Date.parse('2031-03-17T10:00:00Z'); // Monday
    await record('AAPL/USD', '237', now);
    expect((await submit(u.token, { match_id: 20, seconds: 30, number: '10' })).body.type).toBe(
      'ok',
    );
    expect(await micro(u.userId)).toEqual({ available: '90', frozen: '10' });
  });

  it('asks for identity verification (998) and for a login (999)', async () => {
    const u = await fundedUser('100', 0);
    nextHour();
    await record('BTC/USDT', '96000', now);
    expect((await submit(u.token, {})).body).toMatchObject({ type: '998', code: 'kyc_required' });
    expect(
      (
        await call(t.app, 'POST', '/api/microtrade/submit', {
          match_id: 1,
          currency_id: USDT,
          type: 1,
          seconds: 30,
          number: '10',
        })
      ).body.type,
    ).toBe('999');
    expect((await call(t.app, 'GET', '/api/microtrade/lists')).body.type).toBe('999');
    expect(await orderCount(u.userId)).toBe(0);
  });

  it('returns the first order for a repeated idempotency key and stakes once', async () => {
    const u = await fundedUser('100');
    nextHour();
    await record('BTC/USDT', '96000', now);
    const first = (await submit(u.token, { number: '30', idempotency_key: 'micro-key-0001' })).body
      .message as OptionOrder;
    const again = (await submit(u.token, { number: '30', idempotency_key: 'micro-key-0001' })).body
      .message as OptionOrder;
    expect(again.id).toBe(first.id);
    expect(await micro(u.userId)).toEqual({ available: '70', frozen: '30' });
  });

  it('answers two simultaneous submits with one key with the same order, staking once', async () => {
    const u = await fundedUser('100');
    nextHour();
    await record('BTC/USDT', '96000', now);
    const body = { number: '25', idempotency_key: 'micro-key-race-1' };
    const answers = await Promise.all([
      submit(u.token, body),
      submit(u.token, body),
      submit(u.token, body),
    ]);
    expect(answers.map((a) => a.body.type)).toEqual(['ok', 'ok', 'ok']);
    const ids = new Set(answers.map((a) => (a.body.message as OptionOrder).id));
    expect(ids.size).toBe(1);
    expect(await orderCount(u.userId)).toBe(1);
    expect(await micro(u.userId)).toEqual({ available: '75', frozen: '25' });
  });
});

describe('seconds options: reading', () => {
  it('lists pairs, periods and payable currencies with quick amounts and the caller’s micro balance', async () => {
    const periods = (await call(t.app, 'GET', '/api/microtrade/seconds')).body.message;
    expect(periods).toEqual([
      { seconds: 30, profit_ratio: '80', min_amount: '10', max_amount: '5000' },
      { seconds: 60, profit_ratio: '82', min_amount: '10', max_amount: '10000' },
      { seconds: 120, profit_ratio: '85', min_amount: '10', max_amount: '20000' },
      { seconds: 300, profit_ratio: '88', min_amount: '10', max_amount: '50000' },
    ]);
    const pairs = (await call(t.app, 'GET', '/api/microtrade/pairs')).body.message as Array<{
      match_id: number;
      symbol: string;
      legal_id: number;
    }>;
    expect(pairs[0]).toEqual({ match_id: 1, symbol: 'BTC/USDT', legal_id: USDT });
    expect(pairs.map((p) => p.symbol)).toEqual(
      expect.arrayContaining(['AAPL/USD', 'EUR/USD', 'XAU/USD']),
    );
    const u = await fundedUser('42.5');
    const mine = (
      await call(t.app, 'GET', '/api/microtrade/payable_currencies', {}, { token: u.token })
    ).body.message;
    expect(mine).toEqual([
      {
        id: USDT,
        name: 'USDT',
        precision: 6,
        micro_numbers: ['10', '50', '100', '500', '1000'],
        user_wallet: { available: '42.5', frozen: '0' },
      },
    ]);
    const anonymous = (await call(t.app, 'GET', '/api/microtrade/payable_currencies')).body
      .message as Array<{ user_wallet: unknown }>;
    expect(anonymous[0]!.user_wallet).toBeNull();
  });

  it('pages one’s own orders 5 at a time, newest first, and never shows another user’s order', async () => {
    const u = await fundedUser('1000');
    const other = await fundedUser('100');
    nextHour();
    await record('BTC/USDT', '96000', now);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(((await submit(u.token, { number: '10' })).body.message as OptionOrder).id);
    const page = async (token: string, query: Record<string, unknown> = {}) =>
      (await call(t.app, 'GET', '/api/microtrade/lists', query, { token })).body
        .message as Page<OptionOrder>;
    const first = await page(u.token);
    expect(first).toMatchObject({ total: 7, per_page: 5, current_page: 1, last_page: 2 });
    expect(first.data.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect((await page(u.token, { page: 2 })).data.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await page(u.token, { status: 3 })).total).toBe(0);
    expect((await page(u.token, { status: 1, match_id: -1 })).total).toBe(7);
    expect((await page(u.token, { match_id: 2 })).total).toBe(0);
    expect((await page(other.token)).total).toBe(0);
    expect(await result(other.token, ids[0]!)).toMatchObject({
      type: 'error',
      code: 'order_not_found',
    });
    expect(await result(u.token, 99_999_999)).toMatchObject({
      type: 'error',
      code: 'order_not_found',
    });
  });
});

describe('seconds options: a settlement run', () => {
  it('settles many due orders of several users in one transaction, each as it would alone', async () => {
    nextHour();
    await record('BTC/USDT', '96000', now + 100);
    const users = [await fundedUser('1000'), await fundedUser('1000'), await fundedUser('1000')];
    const placed: OptionOrder[] = [];
    for (const [i, u] of users.entries())
      for (const type of [1, 2])
        placed.push(
          (await submit(u.token, { type, seconds: 30, number: String(10 + i) })).body
            .message as OptionOrder,
        );
    // A second pair that ties: opened at a price the close repeats.
    await record('BTC/USDT', '96100', now + 200);
    for (const type of [1, 2])
      placed.push(
        (await submit(users[0]!.token, { type, seconds: 30, number: '20' })).body
          .message as OptionOrder,
      );
    const expiry = Math.max(...placed.map((o) => o.expires_at_ms));
    await record('BTC/USDT', '96100', expiry + 10);
    now = expiry + 1000;
    const tx = vi.spyOn(t.app.services.options.deps.db, 'tx');
    // Orders earlier scenarios left due settle in the same run.
    expect((await t.app.services.options.settleDue()).settled).toBeGreaterThanOrEqual(8);
    // One transaction for the run, not one per order.
    expect(tx).toHaveBeenCalledTimes(1);
    tx.mockRestore();

    const { rows } = await t.db.query<{
      id: number;
      user_id: number;
      direction: 1 | 2;
      stake: string;
      open_price: string;
      close_price: string;
      result: 'win' | 'loss' | 'tie';
      payout: string;
    }>(
      `SELECT id, user_id, direction, trim_scale(stake)::text AS stake, trim_scale(open_price)::text AS open_price,
              trim_scale(close_price)::text AS close_price, result, trim_scale(payout)::text AS payout
         FROM option_orders WHERE id = ANY($1::bigint[])`,
      [placed.map((o) => o.id)],
    );
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.result))).toEqual(new Set(['win', 'loss', 'tie']));
    for (const r of rows) {
      expect(r.close_price).toBe('96100');
      expect(r.result).toBe(decide(r.direction, r.open_price, r.close_price));
    }
    // Each user's micro account: funded, less every stake, plus what each order paid back.
    for (const u of users) {
      const own = rows.filter((r) => r.user_id === u.userId);
      let expected = '1000';
      for (const r of own) {
        expected = sub(expected, r.stake);
        if (r.result === 'win') expected = add(expected, r.payout);
        if (r.result === 'tie') expected = add(expected, r.stake);
      }
      expect(await micro(u.userId)).toEqual({ available: expected, frozen: '0' });
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
