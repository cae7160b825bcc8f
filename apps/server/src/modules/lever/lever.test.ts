import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverPosition } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { sub } from '../../platform/money';
import { chargeOvernightDay } from './overnight.job';
import { RISK_LIMITS } from './risk-engine';
import type { PositionHook } from './hooks';
import { accountModule } from '../account';
import { adminModule } from '../admin';
import { couponsModule } from '../coupons';
import { marketModule } from '../market';
import { leverModule } from '.';

let t: TestApp;
const USDT = 3;
/** Time only moves forward: every tick and every command happens at `now` (Monday 5 January 2026). */
let now = Date.UTC(2026, 0, 5, 9, 0, 0);
const events: Array<{ userId: number; event: string; payload: unknown }> = [];

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
  // Record what goes to users' sockets (the events are emitted after each commit).
  const toUser = t.app.realtime.toUser;
  t.app.realtime.toUser = (userId, event, payload) => {
    events.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
  // Recorded here rather than on sockets: every user counts as connected, so no event is skipped.
  t.app.realtime.reaches = () => true;
});
afterAll(async () => t?.close());

/** A recorded price: pushed by the script feed at the next second, flushed to the tick log, evaluated. */
async function tick(symbol: string, price: string, stepMs = 1000): Promise<number> {
  now += stepMs;
  t.app.services.market.script!.push(symbol, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
  return now;
}

let faucetSeq = 0;
async function fundLever(userId: number, amount: string): Promise<void> {
  await t.db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', USDT);
    const to = await userAccount(tx, userId, USDT, 3);
    await postJournal(
      tx,
      {
        key: `test-lever-fund:${userId}:${++faucetSeq}`,
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

async function leverBalance(userId: number): Promise<[string, string]> {
  const { rows } = await t.db.query<{ available: string; frozen: string }>(
    'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 3',
    [userId, USDT],
  );
  return rows[0] ? [rows[0].available, rows[0].frozen] : ['0', '0'];
}

/** The house (or fees) account as a whole: the sum of its shards. */
async function houseBalance(kind: 'house' | 'fees' = 'house'): Promise<string> {
  const { rows } = await t.db.query<{ available: string }>(
    `SELECT trim_scale(coalesce(sum(available), 0))::text AS available FROM ledger_accounts
      WHERE split_part(system_code, '#', 1) = $1 AND currency_id = $2`,
    [kind, USDT],
  );
  return rows[0]!.available;
}

const post = (url: string, token: string, body: Record<string, unknown> = {}, lang?: string) =>
  call(t.app, 'POST', `/api${url}`, body, { token, ...(lang ? { lang } : {}) });

async function positionsOf(token: string): Promise<Map<number, LeverPosition>> {
  const r = await post('/lever/my_trade', token, { limit: 100 });
  const page = (r.body.message as { message: { data: LeverPosition[] } }).message;
  return new Map(page.data.map((p) => [p.id, p]));
}

// ---------------------------------------------------------------- scenario tables

type Body = Record<string, unknown>;
type Step =
  | { tick: [string, string]; as?: string }
  | { at: string }
  | { submit: string; by?: string; body: Body }
  | { close: string; by?: string }
  | { batch_close: number; by?: string; closed: string[]; skipped?: string[] }
  | { overnight: 'done' | 'skipped' }
  | { overnight_again: string; charged: number }
  | { expect: Expectation };

interface Expectation {
  /** [available, frozen] of each user's lever account. */
  balances?: Record<string, [string, string]>;
  /** Wire fields per position; `open_tick` / `close_tick` name the tick step that must be stored. */
  positions?: Record<string, Record<string, unknown> & { open_tick?: string; close_tick?: string }>;
  hazard_rate?: Record<string, string>;
  /** What the house absorbed on a position (loss beyond equity). */
  house_loss?: Record<string, string>;
  /** Change of the house's USDT balance since the scenario began (profits paid, losses taken). */
  house_delta?: string;
  /** Change of the fees account's USDT balance since the scenario began (handling and overnight fees). */
  fees_delta?: string;
}

interface Scenario {
  name: string;
  /** Lever balance of each user at the start. */
  fund: Record<string, string>;
  steps: Step[];
}

const BTC = 'BTC/USDT';
const ETH = 'ETH/USDT';

const scenarios: Scenario[] = [
  {
    name: 'take-profit hit: a long closes at the tick that reached its TP',
    fund: { a: '500' },
    steps: [
      { tick: [BTC, '100000'] },
      {
        submit: 'long',
        body: { symbol: BTC, type: 1, share: '1', multiple: 10, target_profit_price: '101000' },
      },
      {
        expect: {
          balances: { a: ['399', '100'] },
          positions: {
            long: {
              status: 1,
              price: '100000',
              number: '0.01',
              origin_caution_money: '100',
              trade_fee: '1',
              target_profit_price: '101000',
            },
          },
        },
      },
      { tick: [BTC, '100500'] },
      {
        expect: {
          balances: { a: ['399', '100'] },
          positions: { long: { status: 1, update_price: '100500', profits: '5' } },
          hazard_rate: { a: '504.00' },
        },
      },
      { tick: [BTC, '101000'], as: 'tp' },
      {
        expect: {
          balances: { a: ['509', '0'] },
          positions: {
            long: {
              status: 3,
              close_reason: 'tp',
              close_price: '101000',
              close_tick: 'tp',
              fact_profits: '10',
            },
          },
          house_delta: '-10',
          fees_delta: '1',
        },
      },
    ],
  },
  {
    name: 'stop-loss hit: a short gapping past its SL closes at the recorded tick, not at the level',
    fund: { a: '500' },
    steps: [
      { tick: [ETH, '4000'] },
      {
        submit: 'short',
        body: { symbol: ETH, type: 2, share: '5', multiple: 20, stop_loss_price: '4100' },
      },
      {
        expect: {
          balances: { a: ['398', '100'] },
          positions: {
            short: { status: 1, number: '0.5', origin_caution_money: '100', trade_fee: '2' },
          },
        },
      },
      { tick: [ETH, '4050'] },
      { expect: { positions: { short: { status: 1, profits: '-25' } } } },
      { tick: [ETH, '4120'], as: 'gap' },
      {
        expect: {
          balances: { a: ['438', '0'] },
          positions: {
            short: {
              status: 3,
              close_reason: 'sl',
              close_price: '4120',
              close_tick: 'gap',
              fact_profits: '-60',
            },
          },
          house_delta: '60',
          fees_delta: '2',
        },
      },
    ],
  },
  {
    name: 'limit entry filled when the mark reaches it, at its price; then closed by hand',
    fund: { a: '500' },
    steps: [
      { tick: [BTC, '100000'] },
      {
        submit: 'entry',
        body: { symbol: BTC, type: 1, share: '2', multiple: 20, status: 0, target_price: '99000' },
      },
      {
        expect: {
          balances: { a: ['399.02', '100.98'] },
          positions: {
            entry: {
              status: 0,
              order_type: 'limit',
              price: '99000',
              origin_caution_money: '99',
              trade_fee: '1.98',
              open_tick_ts: null,
            },
          },
        },
      },
      { tick: [BTC, '99500'] },
      { expect: { positions: { entry: { status: 0 } } } },
      { tick: [BTC, '98990'], as: 'fill' },
      {
        expect: {
          balances: { a: ['399.02', '99'] },
          positions: {
            entry: {
              status: 1,
              price: '99000',
              open_tick_price: '98990',
              open_tick: 'fill',
              profits: '-0.2',
            },
          },
        },
      },
      { tick: [BTC, '99500'], as: 'exit' },
      { close: 'entry' },
      {
        expect: {
          balances: { a: ['508.02', '0'] },
          positions: {
            entry: {
              status: 3,
              close_reason: 'manual',
              close_price: '99500',
              close_tick: 'exit',
              fact_profits: '10',
            },
          },
          house_delta: '-10',
          fees_delta: '1.98',
        },
      },
    ],
  },
  {
    name: 'close longs only: batch_close type 1 closes both longs (winners first) and leaves the short',
    fund: { a: '1000' },
    steps: [
      { tick: [BTC, '100000'] },
      { tick: [ETH, '4000'] },
      { submit: 'btcLong', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { submit: 'ethLong', body: { symbol: ETH, type: 1, share: '10', multiple: 20 } },
      { submit: 'ethShort', body: { symbol: ETH, type: 2, share: '5', multiple: 20 } },
      { expect: { balances: { a: ['593', '400'] } } },
      { tick: [BTC, '100200'] },
      { tick: [ETH, '4010'] },
      { batch_close: 1, closed: ['ethLong', 'btcLong'], skipped: [] },
      {
        expect: {
          balances: { a: ['905', '100'] },
          positions: {
            btcLong: { status: 3, fact_profits: '2' },
            ethLong: { status: 3, fact_profits: '10' },
            ethShort: { status: 1, profits: '-5' },
          },
        },
      },
      { close: 'ethShort' },
      {
        expect: {
          balances: { a: ['1000', '0'] },
          positions: { ethShort: { status: 3, fact_profits: '-5' } },
          house_delta: '-7',
          fees_delta: '7',
        },
      },
    ],
  },
  {
    name: 'liquidation of a cross-margined account with two positions at exactly 50%',
    fund: { a: '300' },
    steps: [
      { tick: [BTC, '100000'] },
      { tick: [ETH, '4000'] },
      { submit: 'btc', body: { symbol: BTC, type: 1, share: '10', multiple: 100 } },
      { submit: 'eth', body: { symbol: ETH, type: 2, share: '10', multiple: 50 } },
      { expect: { balances: { a: ['106', '180'] }, hazard_rate: { a: '158.88' } } },
      { tick: [ETH, '3990'], as: 'eth' },
      { tick: [BTC, '97950'] },
      // equity 286 + 10 − 205 = 91 over margin 180: 50.55%, still above the threshold.
      {
        expect: {
          balances: { a: ['106', '180'] },
          hazard_rate: { a: '50.55' },
          positions: { btc: { status: 1 }, eth: { status: 1 } },
        },
      },
      { tick: [BTC, '97940'], as: 'btc' },
      // equity 90: exactly 50% → every position closed at its mark; the winner's profit covers the loser first.
      {
        expect: {
          balances: { a: ['90', '0'] },
          positions: {
            btc: {
              status: 3,
              close_reason: 'liquidation',
              close_price: '97940',
              close_tick: 'btc',
              fact_profits: '-206',
            },
            eth: {
              status: 3,
              close_reason: 'liquidation',
              close_price: '3990',
              close_tick: 'eth',
              fact_profits: '10',
            },
          },
          hazard_rate: { a: '0' },
          house_loss: { btc: '0' },
          house_delta: '196',
          fees_delta: '14',
        },
      },
    ],
  },
  {
    name: 'liquidation beyond equity: the house absorbs the rest, the balance ends at 0, never below',
    fund: { a: '300' },
    steps: [
      { tick: [BTC, '100000'] },
      { tick: [ETH, '4000'] },
      { submit: 'btc', body: { symbol: BTC, type: 1, share: '10', multiple: 100 } },
      { submit: 'eth', body: { symbol: ETH, type: 2, share: '10', multiple: 50 } },
      { tick: [ETH, '3990'] },
      { tick: [BTC, '97000'], as: 'crash' },
      {
        expect: {
          balances: { a: ['0', '0'] },
          positions: {
            btc: {
              status: 3,
              close_reason: 'liquidation',
              close_price: '97000',
              close_tick: 'crash',
              fact_profits: '-300',
            },
            eth: { status: 3, close_reason: 'liquidation', fact_profits: '10' },
          },
          // 296 of the 300 loss was paid (margin 100, balance 186, the short's profit 10); 4 is absorbed.
          house_loss: { btc: '4', eth: '0' },
          house_delta: '286',
          fees_delta: '14',
        },
      },
    ],
  },
  {
    name: 'overnight fee on two days: charged at 00:00 UTC from the balance, then the margin; a re-run charges nothing',
    fund: { a: '400', b: '101' },
    steps: [
      { tick: [BTC, '100000'] },
      { submit: 'p', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { submit: 'p2', by: 'b', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { expect: { balances: { a: ['299', '100'], b: ['0', '100'] } } },
      { at: '2026-01-06T00:00:30Z' },
      { overnight: 'done' },
      {
        expect: {
          balances: { a: ['298.5', '100'], b: ['0', '99.5'] },
          positions: {
            p: { overnight_money: '0.5', caution_money: '100' },
            p2: { overnight_money: '0.5', caution_money: '99.5' },
          },
        },
      },
      { overnight: 'skipped' },
      { overnight_again: '2026-01-06', charged: 0 },
      { expect: { balances: { a: ['298.5', '100'], b: ['0', '99.5'] } } },
      { at: '2026-01-06T10:00:00Z' },
      { tick: [BTC, '100000'] },
      { submit: 'q', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { at: '2026-01-07T00:00:30Z' },
      { overnight: 'done' },
      { overnight_again: '2026-01-07', charged: 0 },
      {
        expect: {
          balances: { a: ['196.5', '200'], b: ['0', '99'] },
          positions: {
            p: { overnight_money: '1', status: 1 },
            q: { overnight_money: '0.5' },
            p2: { overnight_money: '1', caution_money: '99' },
          },
          house_delta: '0',
          fees_delta: '5.5',
        },
      },
      { tick: [BTC, '100000'] },
      { close: 'p' },
      { close: 'q' },
      { close: 'p2', by: 'b' },
      { expect: { balances: { a: ['396.5', '0'], b: ['99', '0'] } } },
    ],
  },
  {
    name: 'overnight fee of a night the job missed: charged at a close before the job runs, and by the next run for a day no node ran',
    fund: { a: '400' },
    steps: [
      { at: '2026-01-07T09:00:00Z' },
      { tick: [BTC, '100000'] },
      { submit: 'p', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { submit: 'q', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { expect: { balances: { a: ['198', '200'] } } },
      // 8 January: no node ran the job. 9 January 00:00:10, before the job: p closes and pays
      // the night just passed (0.5); a missed night of a closed position is waived.
      { at: '2026-01-09T00:00:10Z' },
      { tick: [BTC, '100000'] },
      { close: 'p' },
      {
        expect: {
          balances: { a: ['297.5', '100'] },
          positions: { p: { status: 3, overnight_money: '0.5' } },
          fees_delta: '2.5',
        },
      },
      { overnight: 'done' },
      {
        expect: {
          balances: { a: ['296.5', '100'] },
          positions: { q: { status: 1, overnight_money: '1' } },
          fees_delta: '3.5',
          house_delta: '0',
        },
      },
      { overnight_again: '2026-01-08', charged: 0 },
      { overnight_again: '2026-01-09', charged: 0 },
      { close: 'q' },
      { expect: { balances: { a: ['396.5', '0'] }, fees_delta: '3.5' } },
    ],
  },
  {
    name: 'USD/JPY: a dollar notional, and a yen profit paid in USDT at the closing price',
    fund: { a: '100' },
    steps: [
      { tick: ['USD/JPY', '150'] },
      { submit: 'fx', body: { symbol: 'USD/JPY', type: 1, share: '1', multiple: 50 } },
      {
        expect: {
          // 1 lot = 1,000 USD: margin 1000 / 50 = 20, fee 1000 × 0.1% = 1 (not 150,000 × …)
          balances: { a: ['79', '20'] },
          positions: {
            fx: { number: '1000', origin_caution_money: '20', trade_fee: '1', usd_base: true },
          },
        },
      },
      { tick: ['USD/JPY', '151.5'] },
      // (151.5 − 150) × 1000 = 1,500 JPY = 1500 / 151.5 USDT = 9.900990…, rounded down
      { expect: { positions: { fx: { profits: '9.90099' } } } },
      { close: 'fx' },
      {
        expect: {
          balances: { a: ['108.90099', '0'] },
          positions: { fx: { status: 3, fact_profits: '9.90099', close_price: '151.5' } },
          house_delta: '-9.90099',
          fees_delta: '1',
        },
      },
    ],
  },
];

async function runScenario(s: Scenario): Promise<void> {
  const users: Record<string, { userId: number; token: string }> = {};
  for (const [name, amount] of Object.entries(s.fund)) {
    users[name] = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(users[name].userId, amount);
  }
  const owner: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const ticks: Record<string, number> = {};
  const houseBefore = await houseBalance();
  const feesBefore = await houseBalance('fees');
  for (const [n, step] of s.steps.entries()) {
    const where = `${s.name} — step ${n + 1}`;
    if ('tick' in step) {
      const ts = await tick(step.tick[0], step.tick[1]);
      if (step.as) ticks[step.as] = ts;
    } else if ('at' in step) {
      now = Date.parse(step.at);
    } else if ('submit' in step) {
      const by = step.by ?? 'a';
      const r = await post('/lever/submit', users[by]!.token, step.body);
      expect(r.body.type, `${where}: ${JSON.stringify(r.body)}`).toBe('ok');
      ids[step.submit] = (r.body.message as LeverPosition).id;
      owner[step.submit] = by;
    } else if ('close' in step) {
      const r = await post('/lever/close', users[step.by ?? 'a']!.token, { id: ids[step.close] });
      expect(r.body.type, `${where}: ${JSON.stringify(r.body)}`).toBe('ok');
    } else if ('batch_close' in step) {
      const r = await post('/lever/batch_close', users[step.by ?? 'a']!.token, {
        type: step.batch_close,
      });
      expect(r.body.message, where).toEqual({
        closed: step.closed.map((a) => ids[a]),
        skipped: (step.skipped ?? []).map((a) => ids[a]),
      });
    } else if ('overnight' in step) {
      expect(await t.app.scheduler.runOnce('lever.overnight', new Date(now)), where).toBe(
        step.overnight,
      );
    } else if ('overnight_again' in step) {
      expect(
        (await chargeOvernightDay(t.app.services.lever.deps, step.overnight_again)).positions,
        where,
      ).toBe(step.charged);
    } else {
      await check(step.expect, { users, ids, owner, ticks, houseBefore, feesBefore, where });
    }
  }
  // `npm run ledger:check` after each scenario.
  expect(await checkLedger(t.db)).toEqual([]);
}

async function check(
  e: Expectation,
  c: {
    users: Record<string, { userId: number; token: string }>;
    ids: Record<string, number>;
    owner: Record<string, string>;
    ticks: Record<string, number>;
    houseBefore: string;
    feesBefore: string;
    where: string;
  },
): Promise<void> {
  for (const [name, expected] of Object.entries(e.balances ?? {}))
    expect(await leverBalance(c.users[name]!.userId), `${c.where}: balance of ${name}`).toEqual(
      expected,
    );
  for (const [alias, fields] of Object.entries(e.positions ?? {})) {
    const p = (await positionsOf(c.users[c.owner[alias]!]!.token)).get(c.ids[alias]!);
    const { open_tick, close_tick, ...rest } = fields;
    expect(p, `${c.where}: position ${alias}`).toMatchObject(rest);
    if (open_tick)
      expect(p!.open_tick_ts, `${c.where}: open tick of ${alias}`).toBe(c.ticks[open_tick]);
    if (close_tick)
      expect(p!.close_tick_ts, `${c.where}: close tick of ${alias}`).toBe(c.ticks[close_tick]);
  }
  for (const [name, rate] of Object.entries(e.hazard_rate ?? {})) {
    const r = await post('/lever/my_trade', c.users[name]!.token);
    expect(
      (r.body.message as { rate_profits_total: { hazard_rate: string } }).rate_profits_total
        .hazard_rate,
      `${c.where}: risk rate of ${name}`,
    ).toBe(rate);
  }
  for (const [alias, loss] of Object.entries(e.house_loss ?? {})) {
    const { rows } = await t.db.query<{ house_loss: string }>(
      'SELECT trim_scale(house_loss)::text AS house_loss FROM lever_positions WHERE id = $1',
      [c.ids[alias]],
    );
    expect(rows[0]!.house_loss, `${c.where}: house loss of ${alias}`).toBe(loss);
  }
  if (e.house_delta !== undefined)
    expect(sub(await houseBalance(), c.houseBefore), `${c.where}: house`).toBe(e.house_delta);
  if (e.fees_delta !== undefined)
    expect(sub(await houseBalance('fees'), c.feesBefore), `${c.where}: fees`).toBe(e.fees_delta);
}

describe('scenarios driven by recorded prices (every balance exact)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => runScenario(s));
});

// ---------------------------------------------------------------- rules around the scenarios

describe('access', () => {
  it('answers 999 without a login and 998 without identity verification', async () => {
    const anon = await call(t.app, 'POST', '/api/lever/deal', { symbol: BTC });
    expect(anon.body.type).toBe('999');
    const unverified = await createUserWithSession(t.db, { kycLevel: 0 });
    for (const url of [
      '/lever/deal',
      '/lever/submit',
      '/lever/dealall',
      '/lever/my_trade',
      '/lever/close',
      '/lever/cancel',
      '/lever/setstop',
      '/lever/batch_close',
    ]) {
      const r = await post(url, unverified.token, {
        symbol: BTC,
        type: 1,
        share: '1',
        multiple: 10,
        id: 1,
      });
      expect(r.body.type, url).toBe('998');
    }
  });

  it('never shows or lets another user touch one’s positions', async () => {
    const a = await createUserWithSession(t.db, { kycLevel: 1 });
    const b = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(a.userId, '1000');
    await fundLever(b.userId, '1000');
    await tick(BTC, '100000');
    const open = (
      await post('/lever/submit', a.token, { symbol: BTC, type: 1, share: '1', multiple: 10 })
    ).body.message as LeverPosition;
    const waiting = (
      await post('/lever/submit', a.token, {
        symbol: BTC,
        type: 2,
        share: '1',
        multiple: 10,
        status: 0,
        target_price: '101000',
      })
    ).body.message as LeverPosition;
    const before = await leverBalance(a.userId);
    for (const [url, body] of [
      ['/lever/close', { id: open.id }],
      ['/lever/cancel', { id: waiting.id }],
      ['/lever/setstop', { id: open.id, target_profit_price: '110000' }],
    ] as const) {
      const r = await post(url, b.token, body);
      expect(r.body, url).toMatchObject({ type: 'error', code: 'lever_position_not_found' });
    }
    await post('/lever/batch_close', b.token, { type: 0 });
    expect(await leverBalance(a.userId)).toEqual(before);
    const theirDeal = (await post('/lever/deal', b.token, { symbol: BTC })).body.message as {
      my_transaction: unknown[];
      totals: { origin_caution_money_total: string };
    };
    expect(theirDeal.my_transaction).toEqual([]);
    expect(theirDeal.totals.origin_caution_money_total).toBe('0');
    const theirs = (await post('/lever/dealall', b.token, { status: -1 })).body.message as {
      order: { total: number };
    };
    expect(theirs.order.total).toBe(0);
    const mine = (await post('/lever/deal', a.token, { symbol: BTC })).body.message as {
      my_transaction: LeverPosition[];
      user_lever: string;
      leverages: number[];
      lever_share_limit: unknown;
    };
    expect(mine.my_transaction.map((p) => p.id)).toEqual([waiting.id, open.id]);
    expect(mine).toMatchObject({
      user_lever: '796.99',
      leverages: [5, 10, 20, 50, 100],
      lever_share_limit: { min: '0.01', max: '100' },
    });
    // Clean up for the scenarios that follow.
    expect((await post('/lever/cancel', a.token, { id: waiting.id })).body.message).toMatchObject({
      status: 4,
    });
    expect((await post('/lever/close', a.token, { id: open.id })).body.message).toMatchObject({
      status: 3,
      fact_profits: '0',
    });
    expect(await leverBalance(a.userId)).toEqual(['999', '0']);
  });
});

describe('money leaving the lever account', () => {
  it('cannot take what backs a losing position, in the user’s language, and moves nothing; the free part can leave', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(u.userId, '1000');
    await tick(BTC, '100000');
    const o = (
      await post('/lever/submit', u.token, { symbol: BTC, type: 1, share: '1', multiple: 10 })
    ).body.message as LeverPosition;
    expect(await leverBalance(u.userId)).toEqual(['899', '100']);
    // PnL −300: equity 699 on a margin of 100; free to leave = 899 − 300 = 599.
    await tick(BTC, '70000');
    const out = (number: string, key?: string) =>
      call(
        t.app,
        'POST',
        '/api/wallet/change',
        {
          currency_id: USDT,
          number,
          from_field: 3,
          to_field: 2,
          ...(key ? { idempotency_key: key } : {}),
        },
        { token: u.token, lang: 'spa' },
      );
    const refused = await out('599.01');
    expect(refused.body).toMatchObject({
      type: 'error',
      code: 'lever_transfer_exceeds_free',
      message: 'Este importe respalda sus posiciones abiertas y no se puede transferir ahora',
    });
    expect((await out('900')).body.code).toBe('insufficient_balance');
    expect(await leverBalance(u.userId)).toEqual(['899', '100']);
    expect((await out('599', 'lever-out-key-1')).body.type).toBe('ok');
    expect(await leverBalance(u.userId)).toEqual(['300', '100']);
    // A repeat of the transfer made answers with it and moves nothing.
    expect((await out('599', 'lever-out-key-1')).body.type).toBe('ok');
    expect(await leverBalance(u.userId)).toEqual(['300', '100']);
    expect((await out('0.01')).body.code).toBe('lever_transfer_exceeds_free');
    // Closing takes the loss from the margin, then the balance: the house pays none of it.
    const house = await houseBalance();
    await post('/lever/close', u.token, { id: o.id });
    expect(await leverBalance(u.userId)).toEqual(['100', '0']);
    expect(sub(await houseBalance(), house)).toBe('300');
    expect((await out('100')).body.type).toBe('ok');
  });
});

describe('risk engine reach', () => {
  it('reaches every account, round robin, when there are more than one evaluation takes', async () => {
    const LTC = 'LTC/USDT';
    await tick(LTC, '100');
    const users: Array<{ userId: number; token: string }> = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await fundLever(u.userId, '1000');
      users.push(u);
    }
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const open = async (u: typeof a, tp?: string) =>
      (
        await post('/lever/submit', u.token, {
          symbol: LTC,
          type: 1,
          share: '1',
          multiple: 10,
          ...(tp ? { target_profit_price: tp } : {}),
        })
      ).body.message as LeverPosition;
    // The lowest id stays active without a stop, so an engine that always began at the first
    // user would never reach the others.
    const held = await open(a);
    const pb = await open(b, '101');
    const pc = await open(c, '101');
    t.app.services.lever.risk.limits = { usersPerPage: 1, pagesMax: 1 };
    try {
      await tick(LTC, '101');
      await tick(LTC, '101.5');
      await tick(LTC, '102');
    } finally {
      t.app.services.lever.risk.limits = { ...RISK_LIMITS };
    }
    expect((await positionsOf(b.token)).get(pb.id)).toMatchObject({
      status: 3,
      close_reason: 'tp',
    });
    expect((await positionsOf(c.token)).get(pc.id)).toMatchObject({
      status: 3,
      close_reason: 'tp',
    });
    expect((await positionsOf(a.token)).get(held.id)).toMatchObject({ status: 1 });
    await post('/lever/close', a.token, { id: held.id });
  });
});

describe('commands', () => {
  let u: { userId: number; token: string };
  beforeAll(async () => {
    u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(u.userId, '1000');
    await tick(BTC, '100000');
  });

  it('cancels a waiting entry with margin and fee returned, and refuses to close or cancel the wrong state', async () => {
    const w = (
      await post('/lever/submit', u.token, {
        symbol: BTC,
        type: 1,
        share: '1',
        multiple: 10,
        status: 0,
        target_price: '90000',
      })
    ).body.message as LeverPosition;
    expect(await leverBalance(u.userId)).toEqual(['909.1', '90.9']);
    expect((await post('/lever/close', u.token, { id: w.id })).body).toMatchObject({
      code: 'lever_position_not_open',
    });
    const c = await post('/lever/cancel', u.token, { id: w.id });
    expect(c.body.message).toMatchObject({ status: 4, caution_money: '0' });
    expect(await leverBalance(u.userId)).toEqual(['1000', '0']);
    expect((await post('/lever/cancel', u.token, { id: w.id })).body).toMatchObject({
      code: 'lever_order_not_entrusted',
    });
    const o = (
      await post('/lever/submit', u.token, { symbol: BTC, type: 1, share: '1', multiple: 10 })
    ).body.message as LeverPosition;
    expect((await post('/lever/cancel', u.token, { id: o.id })).body).toMatchObject({
      code: 'lever_order_not_entrusted',
    });
    // The history (-2) lists the ended ones, the cancelled entry included; not the open one.
    const ended = async () =>
      (
        (await post('/lever/my_trade', u.token, { status: -2, limit: 100 })).body.message as {
          message: { data: LeverPosition[] };
        }
      ).message.data.map((p) => [p.id, p.status]);
    expect(await ended()).toEqual([[w.id, 4]]);
    await post('/lever/close', u.token, { id: o.id });
    expect(await ended()).toEqual([
      [o.id, 3],
      [w.id, 4],
    ]);
    expect((await post('/lever/my_trade', u.token, { status: 2 })).body.code).toBe(
      'validation_failed',
    );
  });

  it('sets, checks and clears TP/SL against the current mark', async () => {
    const o = (
      await post('/lever/submit', u.token, { symbol: BTC, type: 1, share: '1', multiple: 10 })
    ).body.message as LeverPosition;
    await tick(BTC, '100500');
    const bad = await post(
      '/lever/setstop',
      u.token,
      { id: o.id, target_profit_price: '100400' },
      'fra',
    );
    expect(bad.body).toMatchObject({ type: 'error', code: 'lever_stop_price_invalid' });
    expect(bad.body.message).toMatch(/prise de bénéfice/);
    const set = await post('/lever/setstop', u.token, {
      id: o.id,
      target_profit_price: '101000',
      stop_loss_price: '100100',
    });
    expect(set.body.message).toMatchObject({
      target_profit_price: '101000',
      stop_loss_price: '100100',
    });
    const cleared = await post('/lever/setstop', u.token, {
      id: o.id,
      target_profit_price: '',
      stop_loss_price: '0',
    });
    expect(cleared.body.message).toMatchObject({
      target_profit_price: null,
      stop_loss_price: null,
    });
    await tick(BTC, '100000');
    expect((await positionsOf(u.token)).get(o.id)).toMatchObject({ status: 1, profits: '0' });
    await post('/lever/close', u.token, { id: o.id });
  });

  it('opens once per idempotency key', async () => {
    const body = {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
      idempotency_key: 'lever-key-0001',
    };
    const before = await leverBalance(u.userId);
    const a = (await post('/lever/submit', u.token, body)).body.message as LeverPosition;
    const b = (await post('/lever/submit', u.token, body)).body.message as LeverPosition;
    expect(b.id).toBe(a.id);
    expect(await leverBalance(u.userId)).toEqual([sub(before[0], '101'), '100']);
    await post('/lever/close', u.token, { id: a.id });
  });

  it('runs the position hooks given to its own app only, not those of another app of the process', async () => {
    const other = await createTestApp(
      {},
      { modules: [accountModule, adminModule, marketModule, couponsModule, leverModule] },
    );
    try {
      const seen: string[] = [];
      const recorder = (app: string): PositionHook => ({
        opened: async (_tx, p) => void seen.push(`${app} opened ${p.id}`),
        closed: async (_tx, p) => {
          seen.push(`${app} closed ${p.id}`);
          return false;
        },
      });
      other.app.services.lever.onPosition(recorder('other app'));
      t.app.services.lever.onPosition(recorder('this app'));
      const o = (
        await post('/lever/submit', u.token, { symbol: BTC, type: 1, share: '1', multiple: 10 })
      ).body.message as LeverPosition;
      expect((await post('/lever/close', u.token, { id: o.id })).body.type).toBe('ok');
      expect(seen).toEqual([`this app opened ${o.id}`, `this app closed ${o.id}`]);
    } finally {
      await other.close();
    }
  });

  it('pushes lever_trade and lever_closed to the owner only', async () => {
    const other = await createUserWithSession(t.db, { kycLevel: 1 });
    const from = events.length;
    const o = (
      await post('/lever/submit', u.token, {
        symbol: BTC,
        type: 1,
        share: '1',
        multiple: 10,
        target_profit_price: '100100',
      })
    ).body.message as LeverPosition;
    await tick(BTC, '100100');
    const mine = events.slice(from).filter((e) => e.userId === u.userId);
    const trade = mine.find((e) => e.event === 'lever_trade')!.payload as {
      hazard_rate: string;
      trades_all: LeverPosition[];
    };
    expect(trade.trades_all.map((p) => p.id)).toContain(o.id);
    expect(mine.find((e) => e.event === 'lever_closed')!.payload).toEqual({ id: [o.id] });
    expect(events.slice(from).some((e) => e.userId === other.userId)).toBe(false);
  });
});

describe('concurrency', () => {
  it('serialises concurrent commands on one account: each position settles once, nothing deadlocks', async () => {
    const c = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(c.userId, '2000');
    await tick(BTC, '100000');
    const opened = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/lever/submit', c.token, { symbol: BTC, type: 1, share: '1', multiple: 10 }),
      ),
    );
    expect(opened.map((r) => r.body.type)).toEqual(Array(6).fill('ok'));
    expect(await leverBalance(c.userId)).toEqual(['1394', '600']);
    const ids = opened.map((r) => (r.body.message as LeverPosition).id);
    await tick(BTC, '100100');
    const closes = ids.flatMap((id) => [
      post('/lever/close', c.token, { id }),
      post('/lever/close', c.token, { id }),
    ]);
    const [batch, ...single] = await Promise.all([
      post('/lever/batch_close', c.token, { type: 0 }),
      ...closes,
    ]);
    expect(
      single.every(
        (r) =>
          r.status === 200 && (r.body.type === 'ok' || r.body.code === 'lever_position_not_open'),
      ),
    ).toBe(true);
    const closedBySingle = single
      .filter((r) => r.body.type === 'ok')
      .map((r) => (r.body.message as LeverPosition).id);
    const closedByBatch = (batch!.body.message as { closed: number[] }).closed;
    expect([...closedBySingle, ...closedByBatch].sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    // 6 fees of 1, 6 profits of 1.
    expect(await leverBalance(c.userId)).toEqual(['2000', '0']);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  let u: { userId: number; token: string };
  beforeAll(async () => {
    u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(u.userId, '100');
    await tick(BTC, '100000');
    await tick('SOL/USDT', '190');
  });
  const base = { symbol: BTC, type: 1, share: '1', multiple: 10 };
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a leverage not offered', { ...base, multiple: 7 }, 'lever_leverage_invalid'],
    ['lots with three decimals', { ...base, share: '0.015' }, 'lever_share_invalid'],
    [
      'lots below the minimum',
      { symbol: 'SOL/USDT', type: 1, share: '0.5', multiple: 10 },
      'lever_share_below_minimum',
    ],
    ['lots above the maximum', { ...base, share: '101' }, 'lever_share_above_maximum'],
    [
      'a limit long above the market',
      { ...base, status: 0, target_price: '100001' },
      'lever_limit_price_invalid',
    ],
    [
      'a limit price off the tick',
      { ...base, status: 0, target_price: '99000.001' },
      'price_invalid',
    ],
    ['a limit order without a price', { ...base, status: 0 }, 'price_invalid'],
    [
      'a take-profit below a long’s entry',
      { ...base, target_profit_price: '99000' },
      'lever_stop_price_invalid',
    ],
    [
      'a stop-loss above a long’s entry',
      { ...base, stop_loss_price: '100001' },
      'lever_stop_price_invalid',
    ],
    ['more than the balance', { ...base, share: '2' }, 'insufficient_balance'],
    [
      'an unknown contract',
      { ...base, symbol: undefined, match_id: 999 },
      'lever_pair_unavailable',
    ],
    ['no contract at all', { type: 1, share: '1', multiple: 10 }, 'lever_pair_unavailable'],
    ['a side that does not exist', { ...base, type: 3 }, 'validation_failed'],
    ['zero lots', { ...base, share: '0' }, 'validation_failed'],
  ];
  it.each(cases)('refuses %s', async (_name, body, code) => {
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lever_positions');
    const r = await post('/lever/submit', u.token, body, 'spa');
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ type: 'error', code });
    expect(typeof r.body.message).toBe('string');
    expect(await leverBalance(u.userId)).toEqual(['100', '0']);
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lever_positions')).rows[0]!
        .n,
    ).toBe(count.rows[0]!.n);
  });

  it('refuses on a stale price, and settles nothing on it', async () => {
    const o = (await post('/lever/submit', u.token, { ...base, share: '0.5' })).body
      .message as LeverPosition;
    const saved = now;
    now += 11_000;
    try {
      const r = await post('/lever/submit', u.token, base, 'en');
      expect(r.body).toMatchObject({ type: 'error', code: 'price_unavailable' });
      expect((await post('/lever/close', u.token, { id: o.id })).body).toMatchObject({
        code: 'price_unavailable',
      });
      expect((await post('/lever/batch_close', u.token, { type: 0 })).body.message).toEqual({
        closed: [],
        skipped: [o.id],
      });
      expect((await post('/lever/deal', u.token, { symbol: BTC })).body.message).toMatchObject({
        stale: true,
        market_open: true,
      });
    } finally {
      now = saved;
    }
    await tick(BTC, '100000');
    expect((await post('/lever/close', u.token, { id: o.id })).body.message).toMatchObject({
      status: 3,
    });
    expect(await leverBalance(u.userId)).toEqual(['99.5', '0']);
  });
});

describe('stocks, forex and commodities', () => {
  it('trade through the same endpoints on weekdays and are refused, with a clear message, when the market is closed', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fundLever(u.userId, '1000');
    now = Math.max(now, Date.UTC(2026, 0, 9, 20, 0, 0)); // Friday evening
    await tick('AAPL/USD', '235');
    const o = (
      await post('/lever/submit', u.token, {
        symbol: 'AAPL/USD',
        type: 1,
        share: '2',
        multiple: 5,
        stop_loss_price: '230',
      })
    ).body.message as LeverPosition;
    expect(o).toMatchObject({
      status: 1,
      price: '235',
      number: '2',
      origin_caution_money: '94',
      trade_fee: '0.47',
    });
    now = Date.UTC(2026, 0, 10, 10, 0, 0); // Saturday
    const refused = await post(
      '/lever/submit',
      u.token,
      { symbol: 'AAPL/USD', type: 1, share: '1', multiple: 5 },
      'zh',
    );
    expect(refused.body).toMatchObject({ type: 'error', code: 'lever_market_closed' });
    expect(refused.body.message).toContain('周一至周五');
    expect((await post('/lever/close', u.token, { id: o.id })).body).toMatchObject({
      code: 'lever_market_closed',
    });
    expect((await post('/lever/batch_close', u.token, { type: 0 })).body.message).toEqual({
      closed: [],
      skipped: [o.id],
    });
    expect((await post('/lever/deal', u.token, { symbol: 'AAPL/USD' })).body.message).toMatchObject(
      { market_open: false, stale: false, kind: 'stock' },
    );
    // Crypto trades at the weekend; a crypto tick does not settle the stock position.
    await tick(BTC, '100000');
    expect((await positionsOf(u.token)).get(o.id)).toMatchObject({ status: 1 });
    // A price arriving while the market is closed is recorded but settles nothing, not even a crossed stop.
    await tick('AAPL/USD', '220');
    expect((await positionsOf(u.token)).get(o.id)).toMatchObject({ status: 1 });
    expect(await leverBalance(u.userId)).toEqual(['905.53', '94']);
    // Monday: the first tick of the open market that crosses the stop closes the position at that tick.
    now = Date.UTC(2026, 0, 12, 14, 30, 0);
    const monday = await tick('AAPL/USD', '229');
    expect((await positionsOf(u.token)).get(o.id)).toMatchObject({
      status: 3,
      close_reason: 'sl',
      close_price: '229',
      close_tick_ts: monday,
      fact_profits: '-12',
    });
    // 1000 − fee 0.47 − loss 12 − the night to Monday (470 × 0.05% = 0.235, charged at the close:
    // no job ran here).
    expect(await leverBalance(u.userId)).toEqual(['987.295', '0']);
  });
});
