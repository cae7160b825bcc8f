import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  OPTION_RESULT,
  OPTION_STATUS,
  SOCKET_EVENTS,
  type OptionCurrency,
  type OptionOrder,
  type OptionPair,
  type OptionPeriod,
  type OptionSubmitRequest,
} from '@tidemark/contracts';
import { userAccount } from '../../ledger/accounts';
import { hold } from '../../ledger/ledger';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, mul, normal, roundDown } from '../../platform/money';
import { factProfits } from './outcome';
import * as repo from './options.repo';

export interface Deps extends Pick<FastifyInstance, 'db' | 'realtime' | 'market' | 'log'> {
  /** Milliseconds since the epoch; tests move it, production reads the system clock. */
  clock(): number;
  /** Asks the settlement timer to look again at (or soon after) this time. */
  wake(atMs: number): void;
}

const PERCENT = '100';
const RESULT_CODES = {
  win: OPTION_RESULT.win,
  loss: OPTION_RESULT.loss,
  tie: OPTION_RESULT.tie,
} as const;

/** The wire shape of an order (the description's field names), at a moment in time. */
export function toWire(o: repo.OrderRow, nowMs: number): OptionOrder {
  const settled = o.status === 'settled' && o.result !== null;
  return {
    id: o.id,
    match_id: o.instrument_id,
    symbol_name: o.symbol,
    currency_id: o.currency_id,
    currency_name: o.currency_code,
    type: o.direction,
    seconds: o.seconds,
    number: o.stake,
    profit_ratio: normal(mul(o.payout_rate, PERCENT)),
    open_price: o.open_price,
    open_tick_ms: o.open_tick_ms,
    expires_at_ms: o.expires_at_ms,
    end_price: o.close_price,
    end_tick_ms: o.close_tick_ms,
    status: settled ? OPTION_STATUS.closed : OPTION_STATUS.open,
    profit_result: settled ? RESULT_CODES[o.result!] : null,
    fact_profits: settled
      ? factProfits(o.result!, o.stake, o.payout_rate, o.currency_precision)
      : null,
    payout: o.payout,
    remain_milli_seconds: settled ? 0 : Math.max(0, o.expires_at_ms - nowMs),
    created_at: Math.floor(o.accepted_at_ms / 1000),
    handled_at: Math.floor(o.expires_at_ms / 1000),
    complete_at: o.settled_at_s,
  };
}

export async function periods(q: Queryable): Promise<OptionPeriod[]> {
  return (await repo.periods(q)).map((p) => ({
    seconds: p.seconds,
    profit_ratio: normal(mul(p.payout_rate, PERCENT)),
    min_amount: p.min_stake,
    max_amount: p.max_stake,
  }));
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
    out.push({
      id: c.id,
      name: c.code,
      precision: c.precision,
      micro_numbers: c.quick_amounts,
      user_wallet: userId ? await repo.microBalance(q, userId, c.id) : null,
    });
  }
  return out;
}

/** Everything that can refuse an order before money moves; returns what the order is made of. */
async function accept(deps: Deps, input: OptionSubmitRequest, nowMs: number) {
  const instrument = deps.market.instruments().find((i) => i.id === input.match_id);
  if (!instrument || !(await repo.pairActive(deps.db, instrument.id)))
    fail('option_pair_unavailable');
  const currency = (await repo.payableCurrencies(deps.db)).find((c) => c.id === input.currency_id);
  if (!currency || instrument!.legal_id !== currency.id) fail('option_currency_unavailable');
  const period = (await repo.period(deps.db, input.seconds)) ?? fail('option_period_unknown');
  if (cmp(roundDown(input.number, currency!.precision), input.number) !== 0)
    fail('amount_too_precise');
  if (cmp(input.number, period.min_stake) < 0) fail('option_stake_below_minimum');
  if (cmp(input.number, period.max_stake) > 0) fail('option_stake_above_maximum');
  // Open now and still open at expiry: a close tick must be able to arrive on time.
  const expiresAtMs = nowMs + period.seconds * 1000;
  const symbol = instrument!.symbol;
  if (
    !deps.market.ticker(symbol, nowMs)?.market_open ||
    !deps.market.ticker(symbol, expiresAtMs)?.market_open
  )
    fail('option_market_closed');
  // The reference tick at acceptance; a stale or missing price refuses.
  const tick = deps.market.price(symbol, nowMs);
  if (!tick || tick.stale) fail('price_unavailable');
  return { instrument: instrument!, currency: currency!, period, tick: tick! };
}

/**
 * POST /microtrade/submit: one transaction holds the stake in the micro account and stores the
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
  const { instrument, currency, period, tick } = await accept(deps, input, nowMs);
  const id = await deps.db.tx(async (tx) => {
    // Two submits with one key at once: the second waits here, then finds the first's order.
    await lockFor(tx, 'micro:user', userId);
    const again = await repo.orderByKey(tx, key);
    if (again) return again.id;
    const orderId = await repo.nextOrderId(tx);
    const account = await userAccount(tx, userId, currency.id, ACCOUNT_TYPES.micro);
    const held = await hold(
      tx,
      {
        key: `option:${orderId}:stake`,
        reason: 'option_stake',
        refType: 'option_order',
        refId: orderId,
        actor: `user:${userId}`,
      },
      { accountId: account, amount: input.number },
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
      acceptedAtMs: nowMs,
      holdId: held.holdId,
      key,
    });
    return orderId;
  });
  const row = (await repo.order(deps.db, id))!;
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
  if (!row || row.user_id !== userId) fail('order_not_found');
  return toWire(row!, deps.clock());
}
