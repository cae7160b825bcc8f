import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkSettlement,
  SETTLEMENT_KIND_NAMES,
  type DualOrder,
  type LeverPosition,
  type MySettlements,
  type OptionOrder,
  type SettlementKind,
} from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { faucet } from '../test/community';
import { operatorToken } from '../test/accounts';
import { createSeries } from '../modules/nft/nft.demo';
import { gradientPng } from '../modules/nft/nft.media-gen';
import { SETTLE_HOUR_S } from '../modules/dual/dual.service';
import {
  formatReport,
  totalMismatches,
  verifySettlements,
  type SettlementReport,
} from './settlements';

/**
 * A day of trading with every product on the script feed, then the verifier over it: every
 * result must check out from the tick log alone; then stored results are tampered with and the
 * verifier must name exactly those.
 */
let t: TestApp;
const USDT = 3;
const BTC_ID = 1;
const DAY = 86_400;
const BTC = 'BTC/USDT';
/** The options and contracts timeline: a Wednesday in 2031, a tick per step. */
let now = Date.UTC(2031, 3, 2, 8, 0, 0);
const ALL = { fromMs: 0, toMs: 2 ** 52 };

beforeAll(async () => {
  t = await createTestApp({ feed: 'script', logLevel: 'silent' });
  await t.app.services.market.start();
  t.app.services.options.clock = () => now;
  t.app.services.lever.clock = () => now;
});
afterAll(async () => t?.close());

async function tick(price: string, atMs: number): Promise<void> {
  now = atMs;
  t.app.services.market.script!.push(BTC, price, atMs);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
  await t.app.services.spot.stops.idle();
}

type Body = Record<string, unknown>;
async function ok<T>(p: Promise<{ body: { type: string; message: unknown } }>): Promise<T> {
  const r = await p;
  if (r.body.type !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(r.body)}`);
  return r.body.message as T;
}
const post = (url: string, token: string, body: Body = {}) =>
  call(t.app, 'POST', `/api${url}`, body, { token });

const ids = {
  options: [] as number[],
  tp: 0,
  sl: 0,
  limit: 0,
  stop: 0,
  liq: 0,
  lead: 0,
  copy: 0,
  round: 0,
  loan: 0,
  duals: [] as number[],
  boxes: [] as number[],
  tokens: {} as Record<'trader' | 'risky' | 'dual' | 'follower' | 'player' | 'borrower', string>,
};

/** A minute guess of the game, decided by the settle job from the ticks pushed around it. */
async function gameMinute(): Promise<void> {
  const u = await createUserWithSession(t.db);
  ids.tokens.player = u.token;
  const g = await ok<{ id: number; minute: number }>(
    post('/game/guess', u.token, { direction: 1 }),
  );
  ids.round = g.id;
  const minuteMs = g.minute * 1000;
  for (const [ms, price] of [
    [minuteMs + 10, '90000'],
    [minuteMs + 60_010, '90001'],
  ] as const) {
    t.app.services.market.script!.push(BTC, price, ms);
    await t.app.services.market.flush();
  }
  t.app.clock.advance(minuteMs + 60_020 - t.app.clock.nowMs());
  expect(await t.app.services.game.settleDue()).toBe(1);
}

async function dualDay(): Promise<void> {
  const u = await createUserWithSession(t.db, { kycLevel: 2 });
  ids.tokens.dual = u.token;
  await faucet(t.app, u.userId, 2, '10', BTC_ID);
  await faucet(t.app, u.userId, 2, '100000', USDT);
  const nowS = t.app.clock.nowSeconds();
  const endAt = Math.floor(nowS / DAY) * DAY + 3 * DAY + SETTLE_HOUR_S;
  for (const [type, strike] of [
    ['call', '100000'],
    ['call', '99000'],
    ['put', '101000'],
    ['put', '99000'],
  ] as const) {
    const { id } = await t.app.services.dual.createProduct(
      { system: 'test' },
      {
        currency_id: BTC_ID,
        type,
        exercise_price: strike,
        rate: '18.25',
        share_amount: type === 'call' ? '0.01' : '100',
        start_at: nowS - DAY,
        end_at: endAt,
        total_number: 1000,
        user_limit: 100,
      },
    );
    const order = await ok<DualOrder>(post('/dual/buyDual', u.token, { id, num: 3 }));
    ids.duals.push(order.id);
  }
  // The settling tick, just before 08:00 of the settlement day, and a later one it must not use.
  await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, 99500.25)', [
    endAt * 1000 - 2_000,
  ]);
  await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, 150000)', [
    endAt * 1000 + 1,
  ]);
  const r = await t.app.services.dual.settleDue(endAt + 60);
  expect(r.settled).toBe(4);
}

async function boxDay(): Promise<void> {
  const artist = await createUserWithSession(t.db, { kycLevel: 2 });
  await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Verifier box maker' }));
  const buyer = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, buyer.userId, 2, '1000', USDT);
  const media = [];
  for (let k = 0; k < 3; k++)
    media.push(
      await t.app.services.nft.storeMedia(
        artist.userId,
        gradientPng(4, [k * 70, 10, 0], [0, 10, k * 70]),
      ),
    );
  const nowS = t.app.clock.nowSeconds();
  await createSeries(t.app.services.nft.deps, {
    code: 'VERIFY-BOX',
    name: 'Verifier box',
    artistId: artist.userId,
    price: '10',
    supply: 5,
    cover: media[0]!.name,
    startS: nowS,
    endS: nowS + 3600,
    pool: [
      { name: 'Common', rarity: 'N', weight: 60, kind: 1, media: media[0]!.name },
      { name: 'Rare', rarity: 'R', weight: 30, kind: 1, media: media[1]!.name },
      { name: 'Legend', rarity: 'SSR', weight: 10, kind: 1, media: media[2]!.name },
    ],
  });
  for (let k = 0; k < 5; k++) {
    const sale = await ok<{ code: string; id: number }>(
      post('/bind_box/buyNFT', buyer.token, { code: 'VERIFY-BOX' }),
    );
    const item = await ok<{ id: number }>(
      post('/bind_box/openBlindBox', buyer.token, { code: sale.code }),
    );
    ids.boxes.push(item.id);
  }
}

async function tradingDay(): Promise<void> {
  const trader = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, trader.userId, 4, '10000', USDT);
  await faucet(t.app, trader.userId, 3, '10000', USDT);
  await faucet(t.app, trader.userId, 2, '1000', USDT);
  const risky = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, risky.userId, 3, '300', USDT);
  ids.tokens.trader = trader.token;
  ids.tokens.risky = risky.token;
  // A copy trader and a follower copying 1 lot of each of the trader's positions.
  const op = await operatorToken(t.app);
  const lead = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, lead.userId, 3, '10000', USDT);
  await ok(
    post('/follow/apply', lead.token, { nickname: 'Lead', introduction: 'x', experience: 'y' }),
  );
  await ok(post('/admin/copytrade/decide', op, { user_id: lead.userId, approve: true }));
  const follower = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, follower.userId, 3, '10000', USDT);
  ids.tokens.follower = follower.token;
  await ok(post('/follow/acceptAgreement', follower.token, { version: 1 }));
  await ok(
    post('/follow/follow', follower.token, { trader_user_id: lead.userId, type: 2, number: '1' }),
  );
  const t0 = now;
  await tick('100000', t0);

  const option = (type: number, seconds: number) =>
    ok<OptionOrder>(
      call(
        t.app,
        'POST',
        '/api/microtrade/submit',
        { match_id: BTC_ID, currency_id: USDT, type, seconds, number: '100' },
        { token: trader.token, form: true },
      ),
    );
  // up 30 s (win), down 30 s (loss), down 60 s (loss), up 120 s (tie), down 300 s (win).
  for (const [type, seconds] of [
    [1, 30],
    [2, 30],
    [2, 60],
    [1, 120],
    [2, 300],
  ] as const)
    ids.options.push((await option(type, seconds)).id);

  const lever = (token: string, body: Body) =>
    ok<LeverPosition>(post('/lever/submit', token, { symbol: BTC, ...body }));
  ids.tp = (
    await lever(trader.token, { type: 1, share: '1', multiple: 10, target_profit_price: '101000' })
  ).id;
  ids.sl = (
    await lever(trader.token, { type: 2, share: '1', multiple: 10, stop_loss_price: '100800' })
  ).id;
  ids.limit = (
    await lever(trader.token, {
      type: 1,
      share: '2',
      multiple: 20,
      status: 0,
      target_price: '99000',
    })
  ).id;
  // A spot stop-limit buy: triggered by the tick at 100800 (at or above its stop).
  ids.stop = (
    await ok<{ id: number }>(
      call(
        t.app,
        'POST',
        '/api/coin/trade',
        {
          currency_id: BTC_ID,
          legal_id: USDT,
          type: 1,
          amount: '0.001',
          target_price: '99000',
          stop_price: '100700',
        },
        { token: trader.token },
      ),
    )
  ).id;
  ids.liq = (await lever(risky.token, { type: 1, share: '10', multiple: 100 })).id;
  ids.lead = (
    await lever(lead.token, { type: 1, share: '2', multiple: 10, target_profit_price: '101000' })
  ).id;
  const { rows: copies } = await t.db.query<{ id: string }>(
    'SELECT position_id AS id FROM copy_positions WHERE trader_position_id = $1',
    [ids.lead],
  );
  ids.copy = Number(copies[0]!.id);

  await tick('100500', t0 + 1_000);
  await tick('100800', t0 + 30_000); // the 30 s options close; the short's stop-loss
  await tick('101000', t0 + 60_000); // the 60 s option closes; the longs' take-profit and the copy
  await tick('99500', t0 + 61_000);
  await tick('98990', t0 + 62_000); // the limit entry fills
  await tick('97500', t0 + 90_000); // the risky account is liquidated
  await tick('100000', t0 + 120_000); // the 120 s option ties
  await ok(post('/lever/close', trader.token, { id: ids.limit }));
  await tick('99000', t0 + 300_000); // the 300 s option (down) wins
  await tick('99010', t0 + 301_000);
  const settled = await t.app.services.options.settleDue(now);
  expect(settled.waiting).toBe(0);
}

/**
 * A loan of 1900 USDT on 0.03 BTC opened at a tick of 99010 (LTV 0.6397),
 * then BTC at 76000: LTV 0.833 reaches the 0.83 level and the risk check liquidates it (proceeds
 * 2280, fee 45.6, 1900 repaid, 334.4 returned).
 */
async function loanLiquidation(): Promise<void> {
  // Loans price from the latest tick logged, which may be a dual day's: these come after all.
  const { rows } = await t.db.query<{ ts: string }>(
    'SELECT max(ts)::text AS ts FROM ticks WHERE instrument_id = $1',
    [BTC_ID],
  );
  const after = Number(rows[0]!.ts);
  await tick('99010', after + 1_000);
  const u = await createUserWithSession(t.db, { kycLevel: 2 });
  ids.tokens.borrower = u.token;
  await faucet(t.app, u.userId, 2, '1', BTC_ID);
  ids.loan = (
    await ok<{ id: number }>(
      post('/loan/borrow', u.token, {
        loan_currency_id: USDT,
        collateral_currency_id: BTC_ID,
        amount: '1900',
        collateral: '0.03',
        term_days: 0,
      }),
    )
  ).id;
  await tick('76000', after + 100_000);
  // The loans' risk check follows recorded prices: it liquidates the loan on that tick.
  await vi.waitFor(async () => {
    const { rows: loans } = await t.db.query<{ status: string }>(
      'SELECT status FROM loans WHERE id = $1',
      [ids.loan],
    );
    expect(loans[0]!.status).toBe('liquidated');
  });
}

const idsOf = (r: SettlementReport, kind: keyof SettlementReport) =>
  r[kind].mismatches.map((m) => m.id).sort((a, b) => a - b);

describe('settlement verifier', () => {
  beforeAll(async () => {
    await dualDay();
    await boxDay();
    await gameMinute();
    await tradingDay();
    await loanLiquidation();
  });

  it('every kind of settlement of a day checks out from the tick log alone', async () => {
    const { rows: results } = await t.db.query<{ result: string }>(
      'SELECT result FROM option_orders ORDER BY id',
    );
    expect(results.map((r) => r.result)).toEqual(['win', 'loss', 'loss', 'tie', 'win']);
    const { rows: closes } = await t.db.query<{ id: number; close_reason: string }>(
      'SELECT id, close_reason FROM lever_positions ORDER BY id',
    );
    // tp, sl, the limit entry closed by hand, the liquidation, the trader's tp and its copy's.
    expect(closes.map((c) => c.close_reason)).toEqual([
      'tp',
      'sl',
      'manual',
      'liquidation',
      'tp',
      'tp',
    ]);

    const report = await verifySettlements(t.db, ALL);
    expect(formatReport(report)).not.toContain('#');
    expect(totalMismatches(report)).toBe(0);
    const checked = Object.fromEntries(Object.entries(report).map(([k, r]) => [k, r.checked]));
    expect(checked).toEqual({
      options: 5,
      lever_closes: 1,
      lever_stops: 3,
      liquidations: 1,
      loan_liquidations: 1,
      copy_closes: 1,
      lever_entries: 1,
      stop_triggers: 1,
      dual: 4,
      game: 1,
      boxes: 5,
      exports: 0,
    });
    // Every kind of the contracts' table has a settlement here, and each one checks out.
    for (const kind of SETTLEMENT_KIND_NAMES) expect(report[kind].checked).toBeGreaterThan(0);
    // A window that holds only the first minute of the trading day checks only what it holds.
    const minute = await verifySettlements(t.db, {
      fromMs: Date.UTC(2031, 3, 2, 8, 0, 0),
      toMs: Date.UTC(2031, 3, 2, 8, 0, 31),
    });
    expect(minute.options.checked).toBe(2);
    expect(minute.dual.checked).toBe(0);
  });

  it('GET /api/verify/my_settlements: own settlements only, each recomputed to the stored result', async () => {
    const get = (token: string, from: number, to: number) =>
      call(t.app, 'GET', '/api/verify/my_settlements', { from, to }, { token });
    const day = Date.UTC(2031, 3, 2) / 1000;
    const idsIn = (m: MySettlements) =>
      Object.fromEntries(
        SETTLEMENT_KIND_NAMES.map((k) => [k, m[k].map((r) => r.id).sort((a, b) => a - b)]),
      );
    const allOk = (m: MySettlements) => {
      for (const kind of SETTLEMENT_KIND_NAMES)
        for (const row of m[kind])
          expect(checkSettlement(kind, row as never), `${kind} #${row.id}`).toEqual([]);
    };
    const mine = await ok<MySettlements>(get(ids.tokens.trader, day, day + DAY));
    expect(idsIn(mine)).toEqual({
      options: ids.options,
      lever_closes: [ids.limit],
      lever_stops: [ids.tp, ids.sl],
      liquidations: [],
      loan_liquidations: [],
      copy_closes: [],
      lever_entries: [ids.limit],
      stop_triggers: [ids.stop],
      dual: [],
      game: [],
    });
    allOk(mine);
    const risky = await ok<MySettlements>(get(ids.tokens.risky, day, day + DAY));
    expect(risky.liquidations.map((p) => [p.id, p.close_reason])).toEqual([
      [ids.liq, 'liquidation'],
    ]);
    expect(risky.liquidations[0]!.account!.positions.map((p) => p.id)).toEqual([ids.liq]);
    allOk(risky);
    const follower = await ok<MySettlements>(get(ids.tokens.follower, day, day + DAY));
    expect(follower.copy_closes.map((p) => [p.id, p.close_reason])).toEqual([[ids.copy, 'tp']]);
    expect(follower.copy_closes[0]!.trader).toMatchObject({ position_id: ids.lead });
    expect(follower.lever_stops).toEqual([]);
    allOk(follower);
    const nowS = t.app.clock.nowSeconds();
    const duals = await ok<MySettlements>(get(ids.tokens.dual, nowS - DAY, nowS + 10 * DAY));
    expect(duals.dual.map((d) => d.id).sort((a, b) => a - b)).toEqual(ids.duals);
    allOk(duals);
    const borrower = await ok<MySettlements>(get(ids.tokens.borrower, nowS - DAY, nowS + DAY));
    expect(
      borrower.loan_liquidations.map((l) => [l.id, l.ltv, l.proceeds, l.fee, l.returned]),
    ).toEqual([[ids.loan, '0.833333', '2280', '45.6', '334.4']]);
    allOk(borrower);
    const player = await ok<MySettlements>(get(ids.tokens.player, nowS - DAY, nowS + DAY));
    expect(player.game.map((r) => [r.id, r.result, r.points])).toEqual([[ids.round, 'win', 10]]);
    allOk(player);

    expect((await get(ids.tokens.trader, day, day)).body.code).toBe('tick_window_invalid');
    expect((await get(ids.tokens.trader, day, day + 40 * DAY)).body.code).toBe(
      'settlement_window_too_long',
    );
    const anonymous = await call(t.app, 'GET', '/api/verify/my_settlements', {
      from: day,
      to: day + 1,
    });
    expect(anonymous.body.code).toBe('not_logged_in');
  });

  /** Per kind: a stored outcome rewritten, the one row the verifier must name, then put back. */
  const TAMPERED: {
    kind: SettlementKind;
    what: string;
    id: () => number;
    sql: [string, string];
    field: string;
  }[] = [
    {
      kind: 'options',
      what: 'a won option stored as lost',
      id: () => ids.options[0]!,
      sql: [
        `UPDATE option_orders SET result = 'loss', payout = 0 WHERE id = $1`,
        `UPDATE option_orders SET result = 'win', payout = 180 WHERE id = $1`,
      ],
      field: 'result',
    },
    {
      kind: 'lever_closes',
      what: 'a close by hand paid one more',
      id: () => ids.limit,
      sql: [
        'UPDATE lever_positions SET realised_pnl = realised_pnl + 1 WHERE id = $1',
        'UPDATE lever_positions SET realised_pnl = realised_pnl - 1 WHERE id = $1',
      ],
      field: 'realised_pnl',
    },
    {
      kind: 'lever_stops',
      what: 'a stop-loss stored as a take-profit',
      id: () => ids.sl,
      sql: [
        `UPDATE lever_positions SET close_reason = 'tp' WHERE id = $1`,
        `UPDATE lever_positions SET close_reason = 'sl' WHERE id = $1`,
      ],
      field: 'close_reason',
    },
    {
      kind: 'liquidations',
      what: 'a close by hand stored as a liquidation (no account was at the rate)',
      id: () => ids.limit,
      sql: [
        `UPDATE lever_positions SET close_reason = 'liquidation' WHERE id = $1`,
        `UPDATE lever_positions SET close_reason = 'manual' WHERE id = $1`,
      ],
      field: 'risk_rate',
    },
    {
      kind: 'liquidations',
      what: 'a liquidation closed at another price',
      id: () => ids.liq,
      sql: [
        'UPDATE lever_positions SET close_price = close_price - 1 WHERE id = $1',
        'UPDATE lever_positions SET close_price = close_price + 1 WHERE id = $1',
      ],
      field: 'close_price',
    },
    {
      kind: 'loan_liquidations',
      what: 'a loan liquidation that kept a larger fee',
      id: () => ids.loan,
      sql: [
        `UPDATE loan_events SET detail = jsonb_set(detail, '{fee}', '"46.6"')
          WHERE loan_id = $1 AND kind = 'liquidation'`,
        `UPDATE loan_events SET detail = jsonb_set(detail, '{fee}', '"45.6"')
          WHERE loan_id = $1 AND kind = 'liquidation'`,
      ],
      field: 'fee',
    },
    {
      kind: 'loan_liquidations',
      what: 'a loan liquidated on a tick its LTV did not reach',
      id: () => ids.loan,
      sql: [
        `UPDATE loan_events SET tick_ms = tick_ms - 100000 WHERE loan_id = $1 AND kind = 'liquidation'`,
        `UPDATE loan_events SET tick_ms = tick_ms + 100000 WHERE loan_id = $1 AND kind = 'liquidation'`,
      ],
      field: 'ltv',
    },
    {
      kind: 'copy_closes',
      what: 'a copy closed with its trader’s take-profit stored as a stop-loss',
      id: () => ids.copy,
      sql: [
        `UPDATE lever_positions SET close_reason = 'sl' WHERE id = $1`,
        `UPDATE lever_positions SET close_reason = 'tp' WHERE id = $1`,
      ],
      field: 'close_reason',
    },
    {
      kind: 'copy_closes',
      what: 'a copy closed by hand at its trader’s tick is still its trader’s close',
      id: () => ids.copy,
      sql: [
        `UPDATE lever_positions SET close_reason = 'manual' WHERE id = $1`,
        `UPDATE lever_positions SET close_reason = 'tp' WHERE id = $1`,
      ],
      field: 'close_reason',
    },
    {
      kind: 'lever_entries',
      what: 'a limit entry filled on a price not logged',
      id: () => ids.limit,
      sql: [
        'UPDATE lever_positions SET open_tick_price = 99100 WHERE id = $1',
        'UPDATE lever_positions SET open_tick_price = 98990 WHERE id = $1',
      ],
      field: 'open_tick_price',
    },
    {
      kind: 'stop_triggers',
      what: 'a stop-limit triggered on a price not logged',
      id: () => ids.stop,
      sql: [
        'UPDATE spot_orders SET trigger_price = 100700 WHERE id = $1',
        'UPDATE spot_orders SET trigger_price = 100800 WHERE id = $1',
      ],
      field: 'trigger_price',
    },
    {
      kind: 'dual',
      what: 'a dual order paid twice its due',
      id: () => ids.duals[1]!,
      sql: [
        'UPDATE dual_orders SET payout = payout * 2 WHERE id = $1',
        'UPDATE dual_orders SET payout = payout / 2 WHERE id = $1',
      ],
      field: 'payout',
    },
    {
      kind: 'game',
      what: 'a won guess stored as lost',
      id: () => ids.round,
      sql: [
        `UPDATE game_rounds SET result = 'loss', points = 0 WHERE id = $1`,
        `UPDATE game_rounds SET result = 'win', points = 10 WHERE id = $1`,
      ],
      field: 'result',
    },
  ];
  for (const c of TAMPERED)
    it(`${c.kind}: ${c.what} is named, and nothing else`, async () => {
      await t.db.query(c.sql[0], [c.id()]);
      const report = await verifySettlements(t.db, ALL);
      await t.db.query(c.sql[1], [c.id()]);
      expect(idsOf(report, c.kind)).toEqual([c.id()]);
      expect(totalMismatches(report)).toBe(1);
      const fields = report[c.kind].mismatches[0]!.fields.map((f) => f.field);
      expect(fields).toContain(c.field);
      expect(totalMismatches(await verifySettlements(t.db, ALL))).toBe(0);
    });

  it('names exactly the results that were tampered with', async () => {
    const [win, , , tie] = ids.options;
    await t.db.query(`UPDATE option_orders SET result = 'loss', payout = 0 WHERE id = $1`, [win]);
    await t.db.query(`UPDATE option_orders SET payout = payout + 1 WHERE id = $1`, [tie]);
    await t.db.query(`UPDATE lever_positions SET close_price = close_price + 1 WHERE id = $1`, [
      ids.tp,
    ]);
    await t.db.query(`UPDATE lever_positions SET close_reason = 'tp' WHERE id = $1`, [ids.sl]);
    await t.db.query(`UPDATE lever_positions SET open_tick_price = 99100 WHERE id = $1`, [
      ids.limit,
    ]);
    await t.db.query(`UPDATE dual_orders SET payout = payout * 2 WHERE id = $1`, [ids.duals[1]]);
    const { rows } = await t.db.query<{ other: number }>(
      `SELECT p.id AS other FROM nft_box_pool p JOIN nft_items b ON b.series_id = p.series_id
        WHERE b.id = $1 AND p.id <> b.drawn_pool_id LIMIT 1`,
      [ids.boxes[2]],
    );
    await t.db.query('UPDATE nft_items SET drawn_pool_id = $2 WHERE id = $1', [
      ids.boxes[2],
      rows[0]!.other,
    ]);

    const report = await verifySettlements(t.db, ALL);
    expect(idsOf(report, 'options')).toEqual([win, tie].sort((a, b) => a! - b!));
    expect(idsOf(report, 'lever_stops')).toEqual([ids.tp, ids.sl].sort((a, b) => a - b));
    expect(idsOf(report, 'lever_entries')).toEqual([ids.limit]);
    expect(idsOf(report, 'dual')).toEqual([ids.duals[1]]);
    expect(idsOf(report, 'boxes')).toEqual([ids.boxes[2]]);
    const winFields = report.options.mismatches.find((m) => m.id === win)!.fields;
    expect(winFields.map((f) => f.field)).toEqual(['result', 'payout']);
    expect(winFields[0]).toEqual({ field: 'result', stored: 'loss', expected: 'win' });
    expect(formatReport(report)).toContain(`options #${win} result: stored loss, expected win`);
    // Still counted: a mismatch is a checked result that failed.
    expect(report.options.checked).toBe(5);
  });
});
