import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  ACCOUNT_TYPES,
  LEVER_BATCH,
  LEVER_ENTRY,
  LEVER_STATUS,
  pageWindow,
  type LeverDeal,
  type LeverDealAll,
  type LeverMyTrade,
  type LeverPairSelector,
  type LeverPosition,
  type LeverSubmitRequest,
  type leverDealAllRequest,
  type leverMyTradeRequest,
  toPage,
} from '@tidemark/contracts';
import { hold, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import type { Queryable, Tx } from '../../platform/db';
import { fail } from '../../platform/errors';
import { add, cmp, isZero, min, mul, normal, sub, sum, type Amount } from '../../platform/money';
import type { Platform, Services } from '../../platform/module';
import { currencyPrecision, type InstrumentRow, type MarketData } from '../market';
import { publish } from './lever.events';
import { leverSettings } from './lever.settings';
import {
  limitOnRightSide,
  onTick,
  pnl,
  shareWellFormed,
  isUsdBase,
  stopLimitValid,
  sizing,
  stopsValid,
  type Side,
} from './formulas';
import { Marks, usable, type Mark } from './marks';
import * as repo from './lever.repo';
import { copyMarginsHeld } from './copy.repo';
import { closeCopy, openCopy } from './copy';
import { PositionHooks, type PositionHook } from './hooks';
import { RiskEngine } from './risk-engine';
import {
  accountState,
  closePosition,
  cancelEntry,
  lockUser,
  userLock,
  MARGIN_CURRENCY,
  noneEnded,
  openPosition,
  valuation,
  type Ended,
  type MarkOf,
} from './settlement';
import { markOfFrom, totals, wireRows } from './lever.view';

export interface Deps extends Pick<Platform, 'db' | 'log' | 'realtime'> {
  market: MarketData;
  /** The coupons module: a fee voucher is used inside the order's transaction. */
  coupons: Pick<Services['coupons'], 'useFeeCoupon'>;
  marks: Marks;
  /** What other modules do in the transaction that opens or closes a position. */
  hooks: PositionHooks;
  /** Milliseconds since the epoch; tests move it, production reads the system clock. */
  clock(): number;
}

const MY_TRANSACTIONS_MAX = 10;

/** The arguments of a copy's opening or closing after the transaction and the hooks. */
type CopyArgs<F> = F extends (tx: Queryable, hooks: PositionHooks, ...rest: infer R) => unknown
  ? R
  : never;

// ---------------------------------------------------------------- pairs and prices

/**
 * The contract named by `match_id`, `symbol` or `currency_id` + `legal_id` among the market's
 * instruments (no database read: whether it is offered is the caller's to check); null when
 * none is named.
 */
function namedPair(deps: Deps, sel: LeverPairSelector): InstrumentRow | null {
  const list = deps.market.instruments();
  let i: InstrumentRow | undefined;
  if (sel.match_id !== undefined) i = list.find((x) => x.id === sel.match_id);
  else if (sel.symbol !== undefined) i = deps.market.instrument(sel.symbol);
  else if (sel.currency_id !== undefined && sel.legal_id !== undefined)
    i = list.find((x) => x.currency_id === sel.currency_id && x.legal_id === sel.legal_id);
  else if (sel.currency_id === undefined && sel.legal_id === undefined) return null;
  // Cross margin is in USDT: a contract margined in anything else is not offered.
  if (!i || i.legal_id !== MARGIN_CURRENCY) return fail('lever_pair_unavailable');
  return i;
}

/** The contract named, if offered; null when none is named. */
export async function findPair(deps: Deps, sel: LeverPairSelector): Promise<InstrumentRow | null> {
  const i = namedPair(deps, sel);
  if (i && !(await repo.pairActive(deps.db, i.id))) return fail('lever_pair_unavailable');
  return i;
}

async function requirePair(deps: Deps, sel: LeverPairSelector): Promise<InstrumentRow> {
  return (await findPair(deps, sel)) ?? fail('lever_pair_unavailable');
}

/** The recorded mark an order may trade at now: refused in a closed market or on a stale price. */
function tradableMark(deps: Deps, i: InstrumentRow, nowMs: number): Mark {
  const state = usable(i, deps.marks.get(i.id), nowMs);
  if (!state.ok) return fail(state.why === 'closed' ? 'lever_market_closed' : 'price_unavailable');
  return state.mark;
}

/** A position's instrument (one an operator took off the market cannot be traded). */
const instrumentOf = (deps: Deps, id: number): InstrumentRow =>
  deps.market.instruments().find((i) => i.id === id) ?? fail('lever_pair_unavailable');

/** Marks as commands see them: usable when the market is open and the mark fresh at `nowMs`. */
function liveMarks(deps: Deps, nowMs: number): MarkOf {
  return (instrumentId) => {
    const mark = deps.marks.get(instrumentId);
    const i = deps.market.instruments().find((x) => x.id === instrumentId);
    return { mark, usable: Boolean(i) && usable(i!, mark, nowMs).ok };
  };
}

/** A TP/SL level from the wire: '' or 0 is none; otherwise a price on the tick. */
function level(value: string | undefined, tickSize: string): string | null {
  if (value === undefined || value === '' || isZero(value)) return null;
  if (!onTick(value, tickSize)) return fail('price_invalid');
  return normal(value);
}

// ---------------------------------------------------------------- commands

/** Everything that can refuse an order before money moves; returns what the position is made of. */
async function accept(deps: Deps, input: LeverSubmitRequest, nowMs: number) {
  const i = namedPair(deps, input) ?? fail('lever_pair_unavailable');
  // Whether it is offered, the margin precision (the market's currency catalogue) and the
  // settings (the settings registry): read together, outside the transaction.
  const [active, precision, settings] = await Promise.all([
    repo.pairActive(deps.db, i.id),
    currencyPrecision(deps.db, i.legal_id),
    leverSettings(deps.db),
  ]);
  if (!active) fail('lever_pair_unavailable');
  if (!i.leverages.includes(input.multiple)) fail('lever_leverage_invalid');
  const share = normal(input.share);
  if (!shareWellFormed(share)) fail('lever_share_invalid');
  if (cmp(share, i.min_lots) < 0) fail('lever_share_below_minimum');
  if (cmp(share, i.max_lots) > 0) fail('lever_share_above_maximum');
  const mark = tradableMark(deps, i, nowMs);
  const side = input.type as Side;
  const kind = input.status === LEVER_ENTRY.limit ? 'limit' : 'market';
  let entry = mark.price;
  const stopPrice = level(input.stop_price, i.tick_size);
  let stop: { price: string; direction: 'up' | 'down' } | null = null;
  if (stopPrice !== null && kind !== 'limit') fail('price_invalid');
  if (kind === 'limit') {
    const target = input.target_price;
    if (!target || isZero(target) || !onTick(target, i.tick_size)) return fail('price_invalid');
    entry = normal(target);
    if (stopPrice !== null) {
      // A stop-limit waits on the side of the mark it was placed on; one at the mark would
      // trigger at once. Its limit is judged against the stop, not today's mark.
      const at = cmp(stopPrice, mark.price);
      if (at === 0) fail('stop_price_invalid');
      if (!stopLimitValid(side, stopPrice, entry)) fail('lever_stop_limit_invalid');
      stop = { price: stopPrice, direction: at > 0 ? 'up' : 'down' };
    } else if (!limitOnRightSide(side, entry, mark.price)) fail('lever_limit_price_invalid');
  }
  const tp = level(input.target_profit_price, i.tick_size);
  const sl = level(input.stop_loss_price, i.tick_size);
  if (!stopsValid(side, entry, tp, sl)) fail('lever_stop_price_invalid');
  const places = must(precision, `currency ${i.legal_id}`);
  const size = sizing({
    price: entry,
    share,
    lotSize: i.lot_size,
    leverage: input.multiple,
    feeRate: settings.feeRate,
    places,
    usdBase: isUsdBase(i),
  });
  return { i, side, kind, share, entry, tp, sl, mark, size, settings, stop, places } as const;
}

/**
 * The handling fee the user pays: with a fee coupon (market orders only, where the fee is
 * charged at once) the coupon pays up to its amount from rewards inside this transaction.
 */
async function feeAfterCoupon(
  deps: Deps,
  tx: Tx,
  a: Awaited<ReturnType<typeof accept>>,
  couponId: number | undefined,
  o: { userId: number; positionId: number; nowMs: number },
): Promise<string> {
  if (!couponId) return a.size.fee;
  if (a.kind !== 'market') return fail('coupon_not_applicable');
  const paid = await deps.coupons.useFeeCoupon(tx, {
    userId: o.userId,
    couponId,
    currencyId: a.i.legal_id,
    nowMs: o.nowMs,
    refType: 'lever_position',
    refId: o.positionId,
    fee: a.size.fee,
    margin: a.size.margin,
  });
  return sub(a.size.fee, paid);
}

/**
 * POST /lever/submit: one transaction puts margin + fee on hold in the lever account and stores the
 * position; a market order opens at once at the recorded mark (the fee goes to the house), a
 * limit order waits (status 0) for the risk engine. Nothing is written on a refusal.
 */
export async function submit(
  deps: Deps,
  userId: number,
  input: LeverSubmitRequest,
): Promise<LeverPosition> {
  // Without a client key the server's own (a fresh UUID) can have no earlier use: no lookups.
  const clientKey = input.idempotency_key !== undefined;
  const key = `${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  if (clientKey) {
    const replay = await repo.positionByKey(deps.db, key);
    if (replay) return view(deps, replay);
  }
  const nowMs = deps.clock();
  const a = await accept(deps, input, nowMs);
  const actor = `user:${userId}`;
  const ended = noneEnded();
  // The position as this transaction left it when it read it last (an opened market order);
  // otherwise its id, read back after the commit.
  const done = await deps.db.tx(async (tx): Promise<repo.PositionRow | number> => {
    const again = clientKey ? await repo.positionByKey(tx, key) : null;
    if (again) return again.id;
    const known = await repo.activeCountAndNextId(tx, userId, a.i.legal_id, ACCOUNT_TYPES.lever);
    const positionId = known.nextId;
    if (known.count >= a.settings.positionsMax) fail('lever_too_many_positions');
    const account =
      known.accountId ?? (await userAccount(tx, userId, a.i.legal_id, ACCOUNT_TYPES.lever));
    const fee = await feeAfterCoupon(deps, tx, a, input.coupon_id, { userId, positionId, nowMs });
    const held = await hold(
      tx,
      {
        key: `lever:${positionId}:hold`,
        reason: 'lever_margin',
        refType: 'lever_position',
        refId: positionId,
        actor,
      },
      { accountId: account, amount: add(a.size.margin, fee) },
    );
    await repo.insertPosition(tx, {
      id: positionId,
      userId,
      instrumentId: a.i.id,
      currencyId: a.i.legal_id,
      side: a.side,
      kind: a.kind,
      share: a.share,
      lotSize: a.i.lot_size,
      qty: a.size.qty,
      leverage: input.multiple,
      originPrice: a.entry,
      openPrice: a.entry,
      margin: a.size.margin,
      fee,
      overnightRate: a.settings.overnightRate,
      tp: a.tp,
      sl: a.sl,
      holdId: held.holdId,
      key,
      nowMs,
      stop: a.stop,
    });
    if (a.kind === 'market')
      return (
        (await openPosition(
          tx,
          deps.hooks,
          {
            id: positionId,
            user_id: userId,
            currency_id: a.i.legal_id,
            precision: a.places,
            fee,
            hold_id: held.holdId,
          },
          a.mark,
          nowMs,
          actor,
          ended,
        )) ?? positionId
      );
    return positionId;
  }, userLock(userId));
  await publish(deps, userId, ended);
  if (typeof done !== 'number') return view(deps, done);
  return view(
    deps,
    must(
      await repo.position(deps.db, done, { currency_id: a.i.legal_id, precision: a.places }),
      `lever position ${done}`,
    ),
  );
}

/**
 * Runs a command on one of the user's positions, locked (after the user's lock) in the read that
 * loads it; another user's position, or none, is lever_position_not_found and locks nothing.
 * The command's own checks run on the locked row, so what they judge cannot change before the
 * write. Publishes after the commit.
 */
async function onPosition(
  deps: Deps,
  userId: number,
  id: number,
  fn: (tx: Tx, p: repo.PositionRow, ended: Ended) => Promise<void>,
) {
  const ended = noneEnded();
  // The position's margin places, read with it in the transaction, serve its view afterwards.
  const places = await deps.db.tx(async (tx) => {
    const p = (await repo.lockOwnPosition(tx, id, userId)) ?? fail('lever_position_not_found');
    await fn(tx, p, ended);
    return { currency_id: p.currency_id, precision: p.precision };
  }, userLock(userId));
  await publish(deps, userId, ended);
  return view(deps, must(await repo.position(deps.db, id, places), `lever position ${id}`));
}

/** POST /lever/close: closes one's open position at the recorded mark. */
export async function close(deps: Deps, userId: number, id: number): Promise<LeverPosition> {
  const nowMs = deps.clock();
  return onPosition(deps, userId, id, async (tx, p, ended) => {
    if (p.status !== LEVER_STATUS.open) fail('lever_position_not_open');
    const mark = tradableMark(deps, instrumentOf(deps, p.instrument_id), nowMs);
    await closePosition(tx, deps.hooks, p, mark, 'manual', nowMs, `user:${userId}`, ended);
  });
}

/** POST /lever/cancel: cancels one's waiting limit entry; margin and fee come back. */
export async function cancel(deps: Deps, userId: number, id: number): Promise<LeverPosition> {
  return onPosition(deps, userId, id, async (tx, p, ended) => {
    if (p.status !== LEVER_STATUS.entrusted) fail('lever_order_not_entrusted');
    await cancelEntry(tx, p, deps.clock(), `user:${userId}`, ended);
  });
}

/**
 * POST /lever/setstop: sets both levels as given ('' or 0 clears one). They must not trigger at
 * once: judged against the entry price of a waiting entry, the current mark of an open position.
 */
export async function setStop(
  deps: Deps,
  userId: number,
  input: {
    id: number;
    target_profit_price?: string | undefined;
    stop_loss_price?: string | undefined;
  },
): Promise<LeverPosition> {
  return onPosition(deps, userId, input.id, async (tx, p) => {
    if (p.status !== LEVER_STATUS.entrusted && p.status !== LEVER_STATUS.open)
      fail('lever_position_not_open');
    const i = instrumentOf(deps, p.instrument_id);
    const tp = level(input.target_profit_price, i.tick_size);
    const sl = level(input.stop_loss_price, i.tick_size);
    const reference =
      p.status === LEVER_STATUS.entrusted
        ? p.open_price
        : (deps.marks.get(i.id)?.price ?? p.open_price);
    if (!stopsValid(p.side, reference, tp, sl)) fail('lever_stop_price_invalid');
    await repo.setStops(tx, p.id, tp, sl);
  });
}

/**
 * POST /lever/batch_close: closes one's open positions (all, longs or shorts; optionally of one
 * contract) in one transaction, winners first. Those whose market is closed or whose price is
 * stale are left open and listed as skipped.
 */
export async function batchClose(
  deps: Deps,
  userId: number,
  input: LeverPairSelector & { type: number },
): Promise<{ closed: number[]; skipped: number[] }> {
  const pair = await findPair(deps, input);
  const nowMs = deps.clock();
  const markOf = liveMarks(deps, nowMs);
  const actor = `user:${userId}`;
  const ended = noneEnded();
  const skipped: number[] = [];
  await deps.db.tx(async (tx) => {
    const wanted = (await repo.activePositions(tx, userId, true)).filter(
      (p) =>
        p.status === LEVER_STATUS.open &&
        (pair === null || p.instrument_id === pair.id) &&
        (input.type === LEVER_BATCH.all || p.side === input.type),
    );
    const closable = wanted.filter((p) => markOf(p.instrument_id).usable);
    skipped.push(...wanted.filter((p) => !markOf(p.instrument_id).usable).map((p) => p.id));
    const pnlOf = (p: repo.PositionRow) =>
      pnl(
        p.side,
        p.open_price,
        markOf(p.instrument_id).mark!.price,
        p.qty,
        p.precision,
        p.usd_base,
      );
    closable.sort((a, b) => cmp(pnlOf(b), pnlOf(a)) || a.id - b.id);
    for (const p of closable)
      await closePosition(
        tx,
        deps.hooks,
        p,
        markOf(p.instrument_id).mark!,
        'manual',
        nowMs,
        actor,
        ended,
      );
  }, userLock(userId));
  await publish(deps, userId, ended);
  return { closed: ended.closed, skipped };
}

/**
 * Money leaving the lever account (a transfer to another of the user's accounts) may not take
 * what backs open positions: at most the available balance less today's unrealised losses, so
 * equity stays at least the margin held. Without this, a user could move out the free balance
 * while a position is deep in loss and leave the loss beyond equity to the house. Runs inside
 * the caller's transaction, under the same per-user lock as every lever command.
 */
export async function checkTransferOut(
  deps: Deps,
  tx: Tx,
  userId: number,
  currencyId: number,
  amount: Amount,
): Promise<void> {
  if (currencyId !== MARGIN_CURRENCY) return;
  await lockUser(tx, userId);
  const state = await accountState(tx, userId);
  if (cmp(amount, state.balance.available) > 0) fail('insufficient_balance');
  const { pnls } = valuation(state, markOfFrom(deps.marks));
  const free = add(state.balance.available, min('0', sum([...pnls.values()])));
  if (cmp(amount, free) > 0) fail('lever_transfer_exceeds_free');
}

// ---------------------------------------------------------------- queries

async function view(deps: Deps, p: repo.PositionRow): Promise<LeverPosition> {
  return must(wireRows([p], markOfFrom(deps.marks))[0], 'wire row of a position');
}

/** POST /lever/deal: one's view of a contract; never another user's positions. */
export async function deal(deps: Deps, userId: number, sel: LeverPairSelector): Promise<LeverDeal> {
  const i = await requirePair(deps, sel);
  const nowMs = deps.clock();
  const mark = deps.marks.get(i.id);
  const state = await accountState(deps.db, userId);
  const settings = await leverSettings(deps.db);
  const markOf = markOfFrom(deps.marks);
  const mine = state.positions
    .filter((p) => p.instrument_id === i.id)
    .reverse()
    .slice(0, MY_TRANSACTIONS_MAX);
  const open = usable(i, mark, nowMs);
  return {
    match_id: i.id,
    symbol: i.symbol,
    currency_id: i.currency_id,
    legal_id: i.legal_id,
    kind: i.kind,
    hours: i.hours,
    usd_base: isUsdBase(i),
    market_open: open.ok || open.why !== 'closed',
    stale: !open.ok && open.why === 'stale',
    last_price: mark?.price ?? null,
    last_price_ts: mark?.ts ?? null,
    price_decimals: i.price_decimals,
    tick_size: i.tick_size,
    lot_size: i.lot_size,
    share_step: '0.01',
    lever_share_limit: { min: i.min_lots, max: i.max_lots },
    leverages: i.leverages,
    fee_rate: settings.feeRate,
    overnight_rate: settings.overnightRate,
    liquidation_rate: settings.liquidationRate,
    user_lever: state.balance.available,
    totals: totals(state, markOf),
    all_levers: sum(
      state.positions
        .filter((p) => p.status === LEVER_STATUS.open)
        .map((p) => mul(p.open_price, p.qty)),
    ),
    my_transaction: wireRows(mine, markOf),
  };
}

/** POST /lever/dealall: totals (all contracts, and the one named) and one's positions, paged. */
export async function dealAll(
  deps: Deps,
  userId: number,
  q: z.infer<typeof leverDealAllRequest>,
): Promise<LeverDealAll> {
  const { pair, markOf, page } = await positionsPage(deps, userId, q);
  const state = await accountState(deps.db, userId);
  const all = totals(state, markOf);
  const mine = pair
    ? totals(
        { ...state, positions: state.positions.filter((p) => p.instrument_id === pair.id) },
        markOf,
      )
    : all;
  return {
    ...all,
    caution_money: mine.caution_money_total,
    origin_caution_money: mine.origin_caution_money_total,
    profits: mine.profits_total,
    order: page,
  };
}

/** POST /lever/my_trade: one's history (every state by default), paged, with the risk rate. */
export async function myTrade(
  deps: Deps,
  userId: number,
  q: z.infer<typeof leverMyTradeRequest>,
): Promise<LeverMyTrade> {
  const { markOf, page } = await positionsPage(deps, userId, q);
  const t = totals(await accountState(deps.db, userId), markOf);
  return {
    rate_profits_total: { hazard_rate: t.hazard_rate, profits_total: t.profits_total },
    message: page,
  };
}

/**
 * One's positions in the asked state, of the pair named (of every pair without one), paged; with
 * that pair and the marks the rows were valued at.
 */
async function positionsPage(
  deps: Deps,
  userId: number,
  q: z.infer<typeof leverDealAllRequest> | z.infer<typeof leverMyTradeRequest>,
) {
  const pair = await findPair(deps, q);
  const markOf = markOfFrom(deps.marks);
  const [limit, offset] = pageWindow(q);
  const { rows, total } = await repo.listPositions(deps.db, userId, {
    status: q.status,
    instrumentId: pair?.id ?? null,
    limit,
    offset,
  });
  return { pair, markOf, page: toPage(wireRows(rows, markOf), total, q) };
}

// ---------------------------------------------------------------- the service

/** Contracts: the service's dependencies, its clock (tests move it) and the risk engine. */
export class Lever {
  clock: () => number = () => Date.now();
  readonly marks = new Marks();
  private readonly hooks = new PositionHooks();
  readonly deps: Deps;
  readonly risk: RiskEngine;

  constructor(
    platform: Pick<Platform, 'db' | 'log' | 'realtime'>,
    market: MarketData,
    coupons: Deps['coupons'],
  ) {
    this.deps = {
      db: platform.db,
      log: platform.log,
      realtime: platform.realtime,
      market,
      coupons,
      marks: this.marks,
      hooks: this.hooks,
      clock: () => this.clock(),
    };
    this.risk = new RiskEngine(this.deps);
  }

  /**
   * Registers what another module does inside the transaction that opens or closes a position
   * (copy trading's mirror), for this app's contracts only.
   */
  onPosition = (hook: PositionHook) => this.hooks.add(hook);

  /** A follower's copy of a trader's position, opened in the trader's transaction (copy trading). */
  openCopy = (tx: Queryable, ...args: CopyArgs<typeof openCopy>) =>
    openCopy(tx, this.hooks, ...args);

  /** Closes a follower's copy with its trader's position, in the trader's transaction. */
  closeCopy = (tx: Queryable, ...args: CopyArgs<typeof closeCopy>) =>
    closeCopy(tx, this.hooks, ...args);

  deal = (userId: number, sel: LeverPairSelector) => deal(this.deps, userId, sel);
  submit = (userId: number, input: LeverSubmitRequest) => submit(this.deps, userId, input);
  dealAll = (userId: number, q: z.infer<typeof leverDealAllRequest>) =>
    dealAll(this.deps, userId, q);
  myTrade = (userId: number, q: z.infer<typeof leverMyTradeRequest>) =>
    myTrade(this.deps, userId, q);
  close = (userId: number, id: number) => close(this.deps, userId, id);
  cancel = (userId: number, id: number) => cancel(this.deps, userId, id);
  setStop = (userId: number, input: Parameters<typeof setStop>[2]) =>
    setStop(this.deps, userId, input);
  batchClose = (userId: number, input: Parameters<typeof batchClose>[2]) =>
    batchClose(this.deps, userId, input);

  /** Margin of open copies (all followers, or one), read in the caller's transaction. */
  copyMarginsHeld = copyMarginsHeld;

  /** Refuses a transfer out of the lever account that would take what backs open positions. */
  checkTransferOut(tx: Tx, userId: number, currencyId: number, amount: string): Promise<void> {
    return checkTransferOut(this.deps, tx, userId, currencyId, amount);
  }
}

/**
 * The contracts service: marks seeded from the tick log, the risk engine fed by the market
 * data after each flush commits.
 */
export async function createLeverService(
  platform: Pick<Platform, 'db' | 'log' | 'realtime'>,
  market: MarketData,
  coupons: Deps['coupons'],
): Promise<Lever> {
  const lever = new Lever(platform, market, coupons);
  await lever.marks.seed(platform.db, market.instruments());
  lever.risk.init();
  market.onRecorded((ticks) => lever.risk.onRecorded(ticks));
  return lever;
}
