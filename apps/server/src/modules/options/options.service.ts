import {
  ACCOUNT_TYPES,
  OPTION_STATUS,
  SOCKET_EVENTS,
  type OptionCurrency,
  type OptionOrder,
  type OptionPair,
  type OptionPeriod,
  type OptionSubmitRequest,
} from '@tidemark/contracts';
import { hold, userAccount, userBalance } from '../../ledger';
import { must } from '../../platform/assert';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform, Services } from '../../platform/module';
import { cmp, roundDown, sub } from '../../platform/money';
import type { MarketData } from '../market';
import * as repo from './options.repo';
import { settleDue } from './options.settlement';
import { currencyView, periodView, toWire } from './options.view';
import { SettleTimer } from './settle-timer';

export interface Deps extends Pick<Platform, 'db' | 'realtime' | 'log'> {
  market: MarketData;
  /** The coupons module: a stake voucher is used, and refunded on a tie, inside our transactions. */
  coupons: Pick<Services['coupons'], 'useStakeCoupon' | 'refundStakeCoupon'>;
  /** Milliseconds since the epoch; tests move it, production reads the system clock. */
  clock(): number;
  /** Asks the settlement timer to look again at (or soon after) this time. */
  wake(atMs: number): void;
}

export async function periods(q: Queryable): Promise<OptionPeriod[]> {
  return (await repo.periods(q)).map(periodView);
}

/** Pairs that take seconds options, in the market's order. */
export async function pairs(deps: Pick<Deps, 'db' | 'market'>): Promise<OptionPair[]> {
  const active = await repo.activePairIds(deps.db);
  return deps.market
    .instruments()
    .filter((i) => active.has(i.id))
    .map((i) => ({ match_id: i.id, symbol: i.symbol, legal_id: i.legal_id }));
}

export async function payableCurrencies(
  q: Queryable,
  userId: number | null,
): Promise<OptionCurrency[]> {
  const list = await repo.payableCurrencies(q);
  const out: OptionCurrency[] = [];
  for (const c of list) {
    out.push(
      currencyView(c, userId ? await userBalance(q, userId, c.id, ACCOUNT_TYPES.micro) : null),
    );
  }
  return out;
}

/** Everything that can refuse an order before money moves; returns what the order is made of. */
async function accept(deps: Deps, input: OptionSubmitRequest, nowMs: number) {
  const instrument = deps.market.instruments().find((i) => i.id === input.match_id);
  if (!instrument || !(await repo.pairActive(deps.db, instrument.id)))
    return fail('option_pair_unavailable');
  const currency = (await repo.payableCurrencies(deps.db)).find((c) => c.id === input.currency_id);
  if (!currency || instrument.legal_id !== currency.id) return fail('option_currency_unavailable');
  const period = (await repo.period(deps.db, input.seconds)) ?? fail('option_period_unknown');
  if (cmp(roundDown(input.number, currency.precision), input.number) !== 0)
    fail('amount_too_precise');
  if (cmp(input.number, period.min_stake) < 0) fail('option_stake_below_minimum');
  if (cmp(input.number, period.max_stake) > 0) fail('option_stake_above_maximum');
  // Open now and still open at expiry: a close tick must be able to arrive on time.
  const expiresAtMs = nowMs + period.seconds * 1000;
  const symbol = instrument.symbol;
  if (
    !deps.market.ticker(symbol, nowMs)?.market_open ||
    !deps.market.ticker(symbol, expiresAtMs)?.market_open
  )
    fail('option_market_closed');
  // The reference tick at acceptance; a stale or missing price refuses.
  const tick = deps.market.price(symbol, nowMs);
  if (!tick || tick.stale) return fail('price_unavailable');
  // A tick recorded while the checks above awaited can be newer than `nowMs`: the order is
  // accepted no earlier than its open tick, so it always runs its whole period after it.
  return { instrument, currency, period, tick, acceptedAtMs: Math.max(nowMs, tick.ts) };
}

/**
 * POST /microtrade/submit: one transaction puts the stake on hold in the micro account and stores the
 * order with its open tick and the payout rate of the period. Nothing is written on a refusal.
 */
export async function submit(
  deps: Deps,
  userId: number,
  input: OptionSubmitRequest,
): Promise<OptionOrder> {
  const key = `${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  const replay = await repo.orderByKey(deps.db, key);
  if (replay) return toWire(replay, deps.clock());
  const nowMs = deps.clock();
  const { instrument, currency, period, tick, acceptedAtMs } = await accept(deps, input, nowMs);
  const id = await deps.db.tx(async (tx) => {
    // Two submits with one key at once: the second waits here, then finds the first's order.
    await lockFor(tx, 'micro:user', userId);
    const again = await repo.orderByKey(tx, key);
    if (again) return again.id;
    const orderId = await repo.nextOrderId(tx);
    const account = await userAccount(tx, userId, currency.id, ACCOUNT_TYPES.micro);
    const voucher = input.coupon_id
      ? await deps.coupons.useStakeCoupon(tx, {
          userId,
          couponId: input.coupon_id,
          currencyId: currency.id,
          nowMs,
          refType: 'option_order',
          refId: orderId,
          stake: input.number,
        })
      : '0';
    const held = await hold(
      tx,
      {
        key: `option:${orderId}:stake`,
        reason: 'option_stake',
        refType: 'option_order',
        refId: orderId,
        actor: `user:${userId}`,
      },
      { accountId: account, amount: sub(input.number, voucher) },
    );
    await repo.insertOrder(tx, {
      id: orderId,
      userId,
      instrumentId: instrument.id,
      currencyId: currency.id,
      direction: input.type,
      seconds: period.seconds,
      stake: input.number,
      payoutRate: period.payout_rate,
      openPrice: tick.price,
      openTickMs: tick.ts,
      acceptedAtMs,
      holdId: held.holdId,
      key,
      couponAmount: voucher,
    });
    return orderId;
  });
  const row = must(await repo.order(deps.db, id), `option order ${id}`);
  deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: currency.id });
  deps.wake(row.expires_at_ms);
  return toWire(row, deps.clock());
}

export async function ownOrders(
  deps: Deps,
  userId: number,
  filter: {
    match_id?: number | undefined;
    status?: number | undefined;
    currency_id?: number | undefined;
    page: number;
    limit: number;
  },
) {
  const status =
    filter.status === OPTION_STATUS.open
      ? 'open'
      : filter.status === OPTION_STATUS.closed
        ? 'settled'
        : null;
  const { rows, total } = await repo.ownOrders(deps.db, userId, {
    instrumentId: filter.match_id && filter.match_id > 0 ? filter.match_id : null,
    status,
    currencyId: filter.currency_id ?? null,
    page: filter.page,
    limit: filter.limit,
  });
  const now = deps.clock();
  return { rows: rows.map((r) => toWire(r, now)), total };
}

/** One of the caller's own orders; another user's order is "not found", as if it did not exist. */
export async function ownOrder(deps: Deps, userId: number, id: number): Promise<OptionOrder> {
  const row = await repo.order(deps.db, id);
  if (!row || row.user_id !== userId) return fail('order_not_found');
  return toWire(row, deps.clock());
}

// ---------------------------------------------------------------- the service

type OwnOrdersFilter = Parameters<typeof ownOrders>[2];

/** Seconds options of this node: its clock, its settlement timer, and settlement on demand. */
export interface SecondsOptions {
  /** Milliseconds since the epoch. Tests replace it to run orders on a scripted timeline. */
  clock: () => number;
  readonly deps: Deps;
  readonly timer: SettleTimer;
  /** Settles every order due at `nowMs` (default: the clock) whose close tick is logged. */
  settleDue(nowMs?: number): Promise<{ settled: number; waiting: number }>;
  payableCurrencies(userId: number | null): Promise<OptionCurrency[]>;
  pairs(): Promise<OptionPair[]>;
  periods(): Promise<OptionPeriod[]>;
  submit(userId: number, input: OptionSubmitRequest): Promise<OptionOrder>;
  ownOrders(
    userId: number,
    filter: OwnOrdersFilter,
  ): Promise<{ rows: OptionOrder[]; total: number }>;
  ownOrder(userId: number, id: number): Promise<OptionOrder>;
}

export function createOptionsService(
  platform: Pick<Platform, 'db' | 'realtime' | 'log'>,
  market: MarketData,
  coupons: Deps['coupons'],
): SecondsOptions {
  const self: SecondsOptions = {
    clock: () => Date.now(),
    deps: {
      db: platform.db,
      realtime: platform.realtime,
      market,
      coupons,
      log: platform.log,
      clock: () => self.clock(),
      wake: (atMs) => self.timer.wake(atMs),
    },
    timer: new SettleTimer({
      run: () => settleDue(self.deps),
      nextExpiry: () => repo.nextExpiry(platform.db),
      clock: () => self.clock(),
      log: platform.log,
    }),
    settleDue: (nowMs) => settleDue(self.deps, nowMs),
    payableCurrencies: (userId) => payableCurrencies(platform.db, userId),
    pairs: () => pairs(self.deps),
    periods: () => periods(platform.db),
    submit: (userId, input) => submit(self.deps, userId, input),
    ownOrders: (userId, filter) => ownOrders(self.deps, userId, filter),
    ownOrder: (userId, id) => ownOrder(self.deps, userId, id),
  };
  return self;
}
