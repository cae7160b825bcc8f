import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverPosition } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { balances, faucet } from '../../test/community';
import { operatorToken } from '../../test/accounts';
import { checkLedger } from '../../ledger/invariants';
import { eventMessages, rendered } from '../../test/inbox';
import { add, dec, isPositive, sum } from '../../platform/money';
import { copyLots, profitShare, sharePolicy } from './mirror';
import { computeStats } from './stats';
import { DEMO_TRADERS } from './demo';

let t: TestApp;
let op: string;
const USDT = 3;
const BTC = 'BTC/USDT';
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
  op = await operatorToken(t.app);
  // What goes to users' sockets (emitted after each commit).
  const toUser = t.app.realtime.toUser;
  t.app.realtime.toUser = (userId, event, payload) => {
    events.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
});
const events: Array<{ userId: number; event: string; payload: unknown }> = [];
afterAll(async () => t?.close());

async function tick(symbol: string, price: string): Promise<number> {
  now += 1000;
  t.app.services.market.script!.push(symbol, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
  return now;
}

const fundLever = (userId: number, amount: string) => faucet(t.app, userId, 3, amount, USDT);

const leverBalance = (userId: number) => balances(t.app, userId, USDT, 3);

const post = (url: string, token: string, body: Record<string, unknown> = {}, lang?: string) =>
  call(t.app, 'POST', `/api${url}`, body, { token, ...(lang ? { lang } : {}) });

type User = { userId: number; token: string };

async function user(fund?: string): Promise<User> {
  const u = await createUserWithSession(t.db, { kycLevel: 1 });
  if (fund && fund !== '0') await fundLever(u.userId, fund);
  return u;
}

async function ok(url: string, token: string, body: Record<string, unknown> = {}) {
  const r = await post(url, token, body);
  expect(r.body.type, `${url}: ${JSON.stringify(r.body)}`).toBe('ok');
  return r.body.message as never;
}

async function makeTrader(fund: string, nickname = 'Trader'): Promise<User> {
  const u = await user(fund);
  await ok('/follow/apply', u.token, { nickname, introduction: 'Trend', experience: '5 years' });
  await ok('/admin/copytrade/decide', op, { user_id: u.userId, approve: true });
  return u;
}

async function follow(u: User, trader: User, type: number, number: string, extra = {}) {
  await ok('/follow/acceptAgreement', u.token, { version: 1 });
  await ok('/follow/follow', u.token, { trader_user_id: trader.userId, type, number, ...extra });
}

async function positions(token: string): Promise<LeverPosition[]> {
  const r = await post('/lever/my_trade', token, { limit: 100 });
  return (r.body.message as { message: { data: LeverPosition[] } }).message.data;
}

// ---------------------------------------------------------------- scenario tables

type Step =
  | { tick: string; as?: string }
  | { submit: string; body: Record<string, unknown> }
  | { close: string; by?: string }
  | { detach: string }
  | { expect: Expect };

interface Expect {
  /** [available, frozen] of each user's lever account. */
  balances?: Record<string, [string, string]>;
  /** Per user: the status of their position that mirrors (or is) the named trader position; null when none. */
  copies?: Record<
    string,
    Record<
      string,
      null | {
        status: number;
        share?: string;
        open_tick?: string;
        close_tick?: string;
        close_reason?: string;
        fact_profits?: string;
      }
    >
  >;
  /** Profit share recorded on each user's copy of a trader position. */
  shares?: Record<string, Record<string, string>>;
  /** Skip reasons recorded for users, and told to them in a `message` event. */
  skipped?: Record<string, string[]>;
  /** Every copy-trading inbox message of a user so far, by kind. */
  inbox?: Record<string, string[]>;
}

interface Scenario {
  name: string;
  /** The trader's lever balance. */
  trader: string;
  /** Followers: balance and follow. */
  followers: Record<string, { fund: string; type: 1 | 2; number: string; max_margin?: string }>;
  steps: Step[];
}

const scenarios: Scenario[] = [
  {
    name: 'manual close in profit: two types, one skipped for margin, one detached; 10% share on wins',
    trader: '1000',
    followers: {
      a: { fund: '1000', type: 1, number: '2' },
      b: { fund: '1000', type: 2, number: '0.5' },
      c: { fund: '50', type: 1, number: '1' },
      d: { fund: '1000', type: 2, number: '1' },
    },
    steps: [
      { tick: '100000', as: 'open' },
      { submit: 'long', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      {
        expect: {
          // trader: margin 100 + fee 1; a: 2 lots → 200 + 2; b: 0.5 lots → 50 + 0.5; d: 100 + 1.
          balances: {
            trader: ['899', '100'],
            a: ['798', '200'],
            b: ['949.5', '50'],
            c: ['50', '0'],
            d: ['899', '100'],
          },
          copies: {
            a: { long: { status: 1, share: '2', open_tick: 'open' } },
            b: { long: { status: 1, share: '0.5', open_tick: 'open' } },
            c: { long: null },
            d: { long: { status: 1, share: '1', open_tick: 'open' } },
          },
          skipped: { c: ['insufficient_margin'], a: [], b: [] },
        },
      },
      { detach: 'd' },
      { tick: '101000', as: 'up' },
      { close: 'long' },
      {
        expect: {
          // PnL: trader 10, a 20 (share 2), b 5 (share 0.5); d's detached copy stays open.
          balances: {
            trader: ['1011.5', '0'],
            a: ['1016', '0'],
            b: ['1004', '0'],
            c: ['50', '0'],
            d: ['899', '100'],
          },
          copies: {
            a: {
              long: { status: 3, close_tick: 'up', close_reason: 'manual', fact_profits: '20' },
            },
            b: { long: { status: 3, close_tick: 'up', fact_profits: '5' } },
            d: { long: { status: 1 } },
          },
          shares: { a: { long: '2' }, b: { long: '0.5' }, d: { long: '0' } },
        },
      },
      { close: 'long', by: 'd' },
      {
        expect: {
          balances: { trader: ['1011.5', '0'], d: ['1009', '0'] },
          shares: { d: { long: '0' } },
          // d's copy was detached: its close is d's own, not a copy's.
          inbox: {
            trader: [],
            a: ['copy_opened', 'copy_closed'],
            b: ['copy_opened', 'copy_closed'],
            c: ['copy_skipped'],
            d: ['copy_opened'],
          },
        },
      },
    ],
  },
  {
    name: 'stop loss: the copies close at the tick that hit the trader’s SL; losses share nothing',
    trader: '1000',
    followers: { a: { fund: '1000', type: 1, number: '1.5' } },
    steps: [
      { tick: '100000', as: 'open' },
      {
        submit: 'short',
        body: { symbol: BTC, type: 2, share: '1', multiple: 10, stop_loss_price: '101000' },
      },
      { expect: { balances: { trader: ['899', '100'], a: ['848.5', '150'] } } },
      { tick: '101500', as: 'sl' },
      {
        expect: {
          balances: { trader: ['984', '0'], a: ['976', '0'] },
          copies: {
            a: {
              short: { status: 3, close_tick: 'sl', close_reason: 'sl', fact_profits: '-22.5' },
            },
          },
          shares: { a: { short: '0' } },
        },
      },
    ],
  },
  {
    name: 'limit entry with take profit: the copy opens at the filling tick and closes at the TP tick',
    trader: '1000',
    followers: { b: { fund: '1000', type: 2, number: '0.5' } },
    steps: [
      { tick: '100000' },
      {
        submit: 'entry',
        body: {
          symbol: BTC,
          type: 1,
          share: '1',
          multiple: 10,
          status: 0,
          target_price: '99000',
          target_profit_price: '100000',
        },
      },
      {
        expect: {
          balances: { trader: ['900.01', '99.99'], b: ['1000', '0'] },
          copies: { b: { entry: null } },
        },
      },
      { tick: '99000', as: 'fill' },
      {
        expect: {
          balances: { trader: ['900.01', '99'], b: ['950.005', '49.5'] },
          copies: { b: { entry: { status: 1, open_tick: 'fill' } } },
        },
      },
      { tick: '100000', as: 'tp' },
      {
        expect: {
          // trader: −0.99 fee + 10 PnL + 0.5 share; b: −0.495 fee + 5 PnL − 0.5 share.
          balances: { trader: ['1009.51', '0'], b: ['1004.005', '0'] },
          copies: {
            b: { entry: { status: 3, close_tick: 'tp', close_reason: 'tp', fact_profits: '5' } },
          },
          shares: { b: { entry: '0.5' } },
          inbox: { trader: ['lever_take_profit'], b: ['copy_opened', 'copy_closed'] },
        },
      },
    ],
  },
  {
    name: 'the trader’s liquidation closes the copies at the same tick; the follower keeps the rest',
    trader: '101',
    followers: { a: { fund: '1000', type: 1, number: '1' } },
    steps: [
      { tick: '100000' },
      { submit: 'long', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { expect: { balances: { trader: ['0', '100'], a: ['899', '100'] } } },
      { tick: '95000', as: 'liq' },
      {
        expect: {
          balances: { trader: ['50', '0'], a: ['949', '0'] },
          copies: {
            a: {
              long: {
                status: 3,
                close_tick: 'liq',
                close_reason: 'liquidation',
                fact_profits: '-50',
              },
            },
            trader: { long: { status: 3, close_reason: 'liquidation' } },
          },
          inbox: { trader: ['lever_liquidated'], a: ['copy_opened', 'copy_closed'] },
        },
      },
    ],
  },
  {
    name: 'a follower’s own liquidation closes only the follower’s positions',
    trader: '1000',
    followers: {
      a: { fund: '120', type: 1, number: '1' },
      b: { fund: '1000', type: 2, number: '1' },
    },
    steps: [
      { tick: '100000' },
      { submit: 'long', body: { symbol: BTC, type: 1, share: '1', multiple: 10 } },
      { expect: { balances: { trader: ['899', '100'], a: ['19', '100'], b: ['899', '100'] } } },
      { tick: '93000', as: 'liq' },
      {
        expect: {
          balances: { trader: ['899', '100'], a: ['49', '0'], b: ['899', '100'] },
          copies: {
            a: { long: { status: 3, close_reason: 'liquidation', close_tick: 'liq' } },
            b: { long: { status: 1 } },
            trader: { long: { status: 1 } },
          },
        },
      },
      { tick: '94000', as: 'close' },
      { close: 'long' },
      {
        expect: {
          balances: { trader: ['939', '0'], a: ['49', '0'], b: ['939', '0'] },
          copies: { b: { long: { status: 3, close_tick: 'close' } } },
        },
      },
    ],
  },
];

async function copyOf(u: User, traderPositionId: number): Promise<LeverPosition | null> {
  const { rows } = await t.db.query<{ position_id: number }>(
    'SELECT position_id FROM copy_positions WHERE trader_position_id = $1 AND follower_id = $2',
    [traderPositionId, u.userId],
  );
  if (!rows[0]) return null;
  return (await positions(u.token)).find((p) => p.id === rows[0]!.position_id) ?? null;
}

async function runScenario(s: Scenario): Promise<void> {
  const users: Record<string, User> = { trader: await makeTrader(s.trader) };
  for (const [name, f] of Object.entries(s.followers)) {
    users[name] = await user(f.fund);
    await follow(
      users[name],
      users.trader!,
      f.type,
      f.number,
      f.max_margin ? { max_margin: f.max_margin } : {},
    );
  }
  const ids: Record<string, number> = {};
  const ticks: Record<string, number> = {};
  for (const [n, step] of s.steps.entries()) {
    const where = `${s.name} — step ${n + 1}`;
    if ('tick' in step) {
      const ts = await tick(BTC, step.tick);
      if (step.as) ticks[step.as] = ts;
    } else if ('submit' in step) {
      const p = (await ok('/lever/submit', users.trader!.token, step.body)) as LeverPosition;
      ids[step.submit] = p.id;
    } else if ('close' in step) {
      const by = users[step.by ?? 'trader']!;
      const id = step.by ? (await copyOf(by, ids[step.close]!))!.id : ids[step.close]!;
      await ok('/lever/close', by.token, { id });
    } else if ('detach' in step) {
      const copy = (await copyOf(users[step.detach]!, Object.values(ids).at(-1)!))!;
      await ok('/follow/selfHolding', users[step.detach]!.token, { transaction_id: copy.id });
    } else {
      const e = step.expect;
      for (const [name, b] of Object.entries(e.balances ?? {}))
        expect(await leverBalance(users[name]!.userId), `${where}: balance of ${name}`).toEqual(b);
      for (const [name, byPos] of Object.entries(e.copies ?? {}))
        for (const [alias, want] of Object.entries(byPos)) {
          const p =
            name === 'trader'
              ? (await positions(users.trader!.token)).find((x) => x.id === ids[alias])!
              : await copyOf(users[name]!, ids[alias]!);
          if (want === null) {
            expect(p, `${where}: ${name} has no copy of ${alias}`).toBeNull();
            continue;
          }
          const { open_tick, close_tick, ...rest } = want;
          expect(p, `${where}: ${name}'s copy of ${alias}`).toMatchObject(rest);
          if (open_tick) expect(p!.open_tick_ts, `${where}: open tick`).toBe(ticks[open_tick]);
          if (close_tick) expect(p!.close_tick_ts, `${where}: close tick`).toBe(ticks[close_tick]);
        }
      for (const [name, byPos] of Object.entries(e.shares ?? {}))
        for (const [alias, share] of Object.entries(byPos)) {
          const { rows } = await t.db.query<{ s: string }>(
            'SELECT trim_scale(share_paid)::text AS s FROM copy_positions WHERE trader_position_id = $1 AND follower_id = $2',
            [ids[alias], users[name]!.userId],
          );
          expect(rows[0]?.s, `${where}: share paid by ${name}`).toBe(share);
        }
      for (const [name, kinds] of Object.entries(e.inbox ?? {})) {
        // With lever's own close messages: a copy's close is told once, by copy trading.
        const mine = [
          ...(await eventMessages(t.db, 'copy:%')),
          ...(await eventMessages(t.db, 'lever:%:closed')),
        ].filter((m) => m.user_id === users[name]!.userId);
        expect(
          mine.map((m) => m.kind),
          `${where}: inbox of ${name}`,
        ).toEqual(kinds);
      }
      for (const [name, reasons] of Object.entries(e.skipped ?? {})) {
        const r = await post('/follow/skips', users[name]!.token);
        const rows = (r.body.message as { data: Array<{ reason: string }> }).data;
        expect(
          rows.map((x) => x.reason),
          `${where}: skips of ${name}`,
        ).toEqual(reasons);
      }
    }
  }
  // `npm run ledger:check` after each scenario.
  expect(await checkLedger(t.db)).toEqual([]);
}

describe('copy trading scenarios (every balance exact, copies at the trader’s ticks)', () => {
  for (const s of scenarios) it(s.name, () => runScenario(s));
});

describe('copy trading inbox texts', () => {
  it('names the trader, the lots, the skip reason in the reader’s language and the share', async () => {
    const trader = await makeTrader('1000');
    const a = await user('1000');
    const c = await user('50');
    await follow(a, trader, 1, '2');
    await follow(c, trader, 1, '1');
    await tick(BTC, '100000');
    const p = (await ok('/lever/submit', trader.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    await tick(BTC, '101000');
    await ok('/lever/close', trader.token, { id: p.id });
    const of = async (u: User) =>
      (await eventMessages(t.db, 'copy:%')).filter((m) => m.user_id === u.userId);
    const [opened, closed] = await of(a);
    const nickname = opened!.params.trader!;
    expect(rendered(opened!)).toMatch(
      new RegExp(
        `^Copying ${nickname}: BTC/USDT position #\\d+ opened, 2\\.00 lots at 100,000\\.$`,
      ),
    );
    expect(rendered(closed!)).toContain(
      'closed at 101,000. Result: +20.00 USDT; profit share to the trader: 2.00 USDT.',
    );
    const [skipped] = await of(c);
    expect(rendered(skipped!)).toBe(
      `A BTC/USDT position of ${nickname} was not copied: not enough available balance in your contract account.`,
    );
    expect(rendered(skipped!, 'fra')).toContain('solde disponible insuffisant');
    expect(await of(trader)).toEqual([]);
  });
});

describe('pure rules', () => {
  it('rounds a multiple’s lots half up to two decimals; fixed lots stay', () => {
    expect(copyLots({ type: 1, number: '1.5' }, '0.33')).toBe('0.5'); // 0.495
    expect(copyLots({ type: 1, number: '3' }, '1.11')).toBe('3.33');
    expect(copyLots({ type: 1, number: '0.5' }, '0.01')).toBe('0.01'); // 0.005 → 0.01
    expect(copyLots({ type: 2, number: '0.7' }, '9')).toBe('0.7');
  });
  it('shares 10% of a profit, rounded down; nothing on a loss', () => {
    expect(profitShare('20', '0.1', 2)).toBe('2');
    expect(profitShare('0.019', '0.1', 2)).toBe('0');
    expect(profitShare('1.239', '0.1', 4)).toBe('0.1239');
    expect(profitShare('-5', '0.1', 2)).toBe('0');
  });
  it('computes drawdown and the curve from closed positions', () => {
    const day = Date.UTC(2026, 0, 5);
    const s = computeStats(
      [
        { id: 1, side: 1, margin: '100', realised_pnl: '10', completed_at_ms: day },
        { id: 2, side: 2, margin: '100', realised_pnl: '-25', completed_at_ms: day + 1 },
        { id: 3, side: 1, margin: '50', realised_pnl: '5', completed_at_ms: day + 86_400_000 },
      ],
      day + 86_400_000,
    );
    expect(s).toMatchObject({
      total_profits: '-10',
      closed_count: 3,
      win_count: 2,
      rise_count: 2,
      fall_count: 1,
      margin_used: '250',
      max_drawdown: '25',
    });
    expect(s.curve.slice(-2)).toEqual([
      { day: '2026-01-05', pnl: '-15' },
      { day: '2026-01-06', pnl: '5' },
    ]);
  });
});

describe('traders, follows and stats', () => {
  it('applies with identity level 1, is approved or rejected with a reason, audited', async () => {
    const unverified = await createUserWithSession(t.db, { kycLevel: 0 });
    expect(
      (
        await post('/follow/apply', unverified.token, {
          nickname: 'x',
          introduction: 'y',
          experience: 'z',
        })
      ).body.type,
    ).toBe('998');
    const u = await user();
    await ok('/follow/apply', u.token, {
      nickname: 'Rex',
      introduction: 'Swing',
      experience: '3y',
    });
    expect(
      (
        await post('/follow/apply', u.token, {
          nickname: 'Rex',
          introduction: 'Swing',
          experience: '3y',
        })
      ).body.message,
    ).toBe('You have already applied or are a trader');
    const noReason = await post('/admin/copytrade/decide', op, {
      user_id: u.userId,
      approve: false,
    });
    expect(noReason.body.message).toBe('A reason is required to reject');
    expect(
      (await post('/admin/copytrade/decide', u.token, { user_id: u.userId, approve: true })).body
        .type,
    ).not.toBe('ok');
    await ok('/admin/copytrade/decide', op, {
      user_id: u.userId,
      approve: false,
      reason: 'No history',
    });
    expect(await ok('/follow/me', u.token)).toMatchObject({
      status: 2,
      reject_reason: 'No history',
    });
    const { rows } = await t.db.query<{ action: string; detail: { reason: string } }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'user' AND target_id = $1`,
      [String(u.userId)],
    );
    expect(rows).toEqual([
      { action: 'copytrade.reject', detail: expect.objectContaining({ reason: 'No history' }) },
    ]);
    // A rejected user may apply again.
    await ok('/follow/apply', u.token, {
      nickname: 'Rex',
      introduction: 'Swing',
      experience: '4y',
    });
    await ok('/admin/copytrade/decide', op, { user_id: u.userId, approve: true });
    expect(await ok('/follow/me', u.token)).toMatchObject({ status: 1 });
  });

  it('refuses follows outside the rules, in the user’s language, writing nothing', async () => {
    const tr = await makeTrader('100');
    const u = await user('100');
    const fail = async (body: Record<string, unknown>, message: string, token = u.token) => {
      const r = await post('/follow/follow', token, {
        trader_user_id: tr.userId,
        type: 1,
        number: '1',
        ...body,
      });
      expect(r.body.message, JSON.stringify(body)).toBe(message);
    };
    await fail({}, 'Please accept the copy trading agreement first');
    expect((await post('/follow/acceptAgreement', u.token, { version: 2 })).body.message).toBe(
      'This agreement version is not the current one',
    );
    await ok('/follow/acceptAgreement', u.token, { version: 1 });
    await fail({ trader_user_id: u.userId }, 'You cannot follow yourself');
    await fail(
      { number: '5.01' },
      'The multiple or lots are not allowed (at most two decimals, within the limits shown)',
    );
    await fail(
      { number: '1.234' },
      'The multiple or lots are not allowed (at most two decimals, within the limits shown)',
    );
    await fail(
      { type: 2, number: '1000000' },
      'The multiple or lots are not allowed (at most two decimals, within the limits shown)',
    );
    const notTrader = await user();
    await fail({ trader_user_id: notTrader.userId }, 'This user is not a trader');
    await ok('/follow/acceptAgreement', tr.token, { version: 1 });
    const other = await makeTrader('0');
    await fail({ trader_user_id: other.userId }, 'A trader cannot follow other traders', tr.token);
    await ok('/follow/traderSettings', tr.token, { paused: true });
    await fail({}, 'This trader is not taking new followers');
    await ok('/follow/traderSettings', tr.token, { paused: false, followers_max: 1 });
    await ok('/follow/follow', u.token, { trader_user_id: tr.userId, type: 1, number: '1' });
    const late = await user();
    await ok('/follow/acceptAgreement', late.token, { version: 1 });
    await fail({}, 'This trader has reached the follower limit', late.token);
    const zh = await post(
      '/follow/follow',
      late.token,
      { trader_user_id: tr.userId, type: 1, number: '1' },
      'zh',
    );
    expect(zh.body.message).toBe('该交易员的跟随人数已满');
    // Follows limit (5).
    const many = await user();
    await ok('/follow/acceptAgreement', many.token, { version: 1 });
    for (let i = 0; i < 5; i++) {
      const x = await makeTrader('0', `T${i}`);
      await ok('/follow/follow', many.token, { trader_user_id: x.userId, type: 2, number: '1' });
    }
    const sixth = await makeTrader('0');
    expect(
      (
        await post('/follow/follow', many.token, {
          trader_user_id: sixth.userId,
          type: 2,
          number: '1',
        })
      ).body.message,
    ).toBe('You already follow the most traders allowed');
    expect(
      (
        await post('/follow/apply', many.token, {
          nickname: 'n',
          introduction: 'i',
          experience: 'e',
        })
      ).body.message,
    ).toBe('Stop following traders before applying to be one');
    expect(((await ok('/follow/myFollows', many.token)) as unknown[]).length).toBe(5);
  });

  it('cancel stops new copies but leaves open ones; stopping as a trader leaves copies with followers', async () => {
    const tr = await makeTrader('1000');
    const a = await user('1000');
    const b = await user('1000');
    await follow(a, tr, 2, '1');
    await follow(b, tr, 2, '1');
    await tick(BTC, '100000');
    const first = (await ok('/lever/submit', tr.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    await ok('/follow/cancel', a.token, { follow_user_id: tr.userId });
    expect(
      (await post('/follow/cancel', a.token, { follow_user_id: tr.userId })).body.message,
    ).toBe('You are not following this trader');
    const second = (await ok('/lever/submit', tr.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    expect(await copyOf(a, first.id)).toMatchObject({ status: 1 });
    expect(await copyOf(a, second.id)).toBeNull();
    expect(await copyOf(b, second.id)).toMatchObject({ status: 1 });
    // Someone else cannot detach b's copy.
    const bCopy = (await copyOf(b, first.id))!;
    const aCopy = (await copyOf(a, first.id))!;
    expect(
      (await post('/follow/selfHolding', a.token, { transaction_id: bCopy.id })).body.message,
    ).toBe('No open copied position with this id');
    await ok('/follow/stopTrader', tr.token);
    expect(await ok('/follow/me', tr.token)).toMatchObject({ status: 3, follow_num: 0 });
    await tick(BTC, '100500');
    await ok('/lever/close', tr.token, { id: first.id });
    // The open copies became the followers' own: they stay open when the former trader closes.
    expect(await copyOf(a, first.id)).toMatchObject({ status: 1 });
    expect(await copyOf(b, first.id)).toMatchObject({ status: 1 });
    const myCopies = (await ok('/follow/myCopies', a.token, { status: 1 })) as {
      data: Array<{ id: number; detached: boolean }>;
    };
    expect(myCopies.data.find((c) => c.id === aCopy.id)).toMatchObject({ detached: true });
    // New positions of a former trader are copied to no one.
    const third = (await ok('/lever/submit', tr.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    expect(await copyOf(b, third.id)).toBeNull();
    // The followers close their own, at their own time; no share is paid on them.
    const before = await leverBalance(tr.userId);
    const bSecond = (await copyOf(b, second.id))!;
    for (const [u, id] of [
      [a, aCopy.id],
      [b, bCopy.id],
      [b, bSecond.id],
    ] as const)
      expect(await ok('/lever/close', u.token, { id })).toMatchObject({ fact_profits: '5' });
    expect(await leverBalance(tr.userId)).toEqual(before);
    const { rows } = await t.db.query<{ s: string }>(
      'SELECT trim_scale(share_paid)::text AS s FROM copy_positions WHERE trader_id = $1',
      [tr.userId],
    );
    expect(rows.map((r) => r.s)).toEqual(['0', '0', '0']);
    await ok('/lever/close', tr.token, { id: second.id });
    await ok('/lever/close', tr.token, { id: third.id });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('holds the share when the trader is busy elsewhere; the shares job pays it, once', async () => {
    const tr = await makeTrader('1000');
    const f = await user('1000');
    await follow(f, tr, 2, '1');
    await tick(BTC, '100000');
    const p = (await ok('/lever/submit', tr.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    const copy = (await copyOf(f, p.id))!;
    await tick(BTC, '101000');
    const free = sharePolicy.tryLockTrader;
    sharePolicy.tryLockTrader = async () => false;
    try {
      await ok('/lever/close', f.token, { id: copy.id });
    } finally {
      sharePolicy.tryLockTrader = free;
    }
    // PnL 10, fee 1; the share of 1 is held in the follower's account.
    expect(await leverBalance(f.userId)).toEqual(['1008', '1']);
    expect(await leverBalance(tr.userId)).toEqual(['899', '100']);
    expect(await t.app.scheduler.runOnce('copytrade.shares', new Date(now + 60_000))).toBe('done');
    expect(await leverBalance(f.userId)).toEqual(['1008', '0']);
    expect(await leverBalance(tr.userId)).toEqual(['900', '100']);
    expect(await t.app.services.copytrade.settleShares()).toBe(0);
    expect(await leverBalance(tr.userId)).toEqual(['900', '100']);
    await ok('/lever/close', tr.token, { id: p.id });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('recomputes honest stats hourly from closed positions; lists sort by them', async () => {
    const tr = await makeTrader('10000', 'Stats');
    const f = await user('10000');
    await follow(f, tr, 1, '1');
    const trades: Array<[number, string, string]> = [
      [1, '100000', '101000'],
      [2, '101000', '101500'],
      [1, '101500', '103000'],
    ];
    for (const [side, open, close] of trades) {
      await tick(BTC, open);
      const p = (await ok('/lever/submit', tr.token, {
        symbol: BTC,
        type: side,
        share: '1',
        multiple: 10,
      })) as LeverPosition;
      await tick(BTC, close);
      await ok('/lever/close', tr.token, { id: p.id });
    }
    expect(await t.app.scheduler.runOnce('copytrade.stats', new Date(now + 3_600_000))).toBe(
      'done',
    );
    const closed = (await positions(tr.token)).filter((p) => p.status === 3);
    const pnls = closed.map((p) => p.fact_profits!);
    const wins = pnls.filter((p) => isPositive(p)).length;
    const margin = sum(closed.map((p) => p.origin_caution_money));
    const detail = (await ok('/follow/traderDetail', f.token, { trader_user_id: tr.userId })) as {
      data: Record<string, unknown>;
      is_followed: boolean;
    };
    expect(detail.is_followed).toBe(true);
    expect(detail.data).toMatchObject({
      total_profits: sum(pnls),
      closed_count: 3,
      win_count: wins,
      // Two wins of three read 66.67% (half-up), never 66.66%.
      correct_rate: '66.67',
      total_income_rate: dec(sum(pnls))
        .times(100)
        .dividedBy(margin)
        .toDecimalPlaces(2, 4)
        .toFixed(),
      follow_num: 1,
      riseCount: 2,
      fallCount: 1,
      position_count: 0,
      max_drawdown: '5',
    });
    expect(sum(pnls)).toBe(add('10', add('-5', '15')));
    expect(wins).toBe(2);
    const history = (await ok('/follow/historyTrade', f.token, { trader_user_id: tr.userId })) as {
      total: number;
    };
    expect(history.total).toBe(3);
    const list = (await ok('/follow/index', f.token, { sort: 'pnl', limit: 100 })) as {
      data: Array<{ id: number; follow_num: number; is_followed: boolean }>;
    };
    expect(list.data.find((r) => r.id === tr.userId)).toMatchObject({
      follow_num: 1,
      is_followed: true,
    });
    const myFollows = (await ok('/follow/myFollows', f.token)) as Array<{
      shares_paid: string;
      realised_pnl: string;
    }>;
    expect(myFollows[0]).toMatchObject({ shares_paid: '2.5', realised_pnl: '20' });
  });

  it('a close shows in the trader’s stats within a minute, not at the next hourly run', async () => {
    // Approval computed the stats. The lever's clock here is a year behind the app's: a close
    // stamped earlier than the stats were computed is still one they miss.
    const tr = await makeTrader('10000', 'Fresh');
    const closedCount = async () =>
      (
        (await ok('/follow/traderDetail', tr.token, { trader_user_id: tr.userId })) as {
          data: { closed_count: number };
        }
      ).data.closed_count;
    const minute = (k: number) => new Date(Math.floor(now / 60_000) * 60_000 + k * 60_000);
    expect(await t.app.scheduler.runOnce('copytrade.stats_fresh', minute(1))).toBe('done');
    const before = await t.db.query<{ ms: string }>(
      'SELECT computed_at_ms::text AS ms FROM copy_trader_stats WHERE trader_id = $1',
      [tr.userId],
    );
    expect(await closedCount()).toBe(0);
    await tick(BTC, '100000');
    const p = (await ok('/lever/submit', tr.token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    })) as LeverPosition;
    await tick(BTC, '101000');
    await ok('/lever/close', tr.token, { id: p.id });
    expect(await closedCount()).toBe(0);
    expect(await t.app.scheduler.runOnce('copytrade.stats_fresh', minute(2))).toBe('done');
    expect(await closedCount()).toBe(1);
    // Only traders with a close their stats miss are recomputed.
    const after = await t.db.query<{ ms: string }>(
      'SELECT computed_at_ms::text AS ms FROM copy_trader_stats WHERE trader_id = $1',
      [tr.userId],
    );
    expect(after.rows[0]!.ms).not.toBe(before.rows[0]!.ms);
    expect(await t.app.services.copytrade.recomputeStale()).toBe(0);
  });
});

describe('demo traders', () => {
  it('introduce themselves in the reader’s language; other traders as they wrote it', async () => {
    const [demo] = DEMO_TRADERS;
    const u = await user('0');
    await ok('/follow/apply', u.token, {
      nickname: 'Demo twin',
      introduction: demo.introduction,
      experience: demo.experience,
    });
    await ok('/admin/copytrade/decide', op, { user_id: u.userId, approve: true });
    const other = await makeTrader('0', 'Plain');
    const info = async (trader: User, lang: string) => {
      const r = await call(
        t.app,
        'GET',
        '/api/follow/traderDetail',
        { trader_user_id: trader.userId },
        { token: u.token, lang },
      );
      return (r.body.message as { trader_info: { introduction: string; experience: string } })
        .trader_info;
    };
    expect(await info(u, 'jp')).toMatchObject({
      introduction: 'BTC と ETH のトレンドに乗り、損切りは浅めに設定します。',
      experience: '暗号資産先物の経験 6 年。',
    });
    expect((await info(u, 'en')).introduction).toBe(demo.introduction);
    const langs = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'];
    const all = await Promise.all(langs.map((lang) => info(u, lang)));
    expect(new Set(all.map((i) => i.introduction)).size).toBe(8);
    expect(new Set(all.map((i) => i.experience)).size).toBe(8);
    expect(await info(other, 'fra')).toMatchObject({
      introduction: 'Trend',
      experience: '5 years',
    });
  });
});
