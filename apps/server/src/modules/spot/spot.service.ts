import type { z } from 'zod';
import type {
  coinListRequest,
  CoinTradeRequest,
  SpotOrder,
  SpotFill,
  SpotPair,
  SpotTrade,
  spotBalanceSchema,
  spotDepthSchema,
} from '@tidemark/contracts';
import { pageWindow, SPOT_RECENT_TRADES, SPOT_SIDE } from '@tidemark/contracts';
import { userBalancesIn } from '../../ledger';
import { AppError } from '../../platform/errors';
import { GroupCommit } from '../../platform/group-commit';
import { perTurn } from '../../platform/per-turn';
import { getSetting } from '../../platform/settings';
import { cmp, dec, mul, normal } from '../../platform/money';
import {
  acceptBatch,
  commandKey,
  type Accepted,
  type PlaceCommand,
  type SpotCommand,
} from './accept';
import { DOMAIN_DEFAULTS } from './defaults';
import { SpotEngine, toUnits, type EngineDeps } from './engine';
import { fundMaker } from './maker';
import * as repo from './spot.repo';
import { StopTriggers } from './stops';
import { balanceView, depthView, fillView, orderView, pairView, tradeView } from './spot.view';

export interface SpotDeps extends EngineDeps {
  /** Group-committed acceptance (config `spotGroupCommit`); maxSize 1 accepts each order alone. */
  groupCommit: { windowMs: number; maxSize: number };
}

/** Batches committing at once: while one commits, the next gathers. */
const ACCEPT_IN_FLIGHT = 2;

const WAIT_OTHER_NODE_MS = 2000;

export type SpotService = Awaited<ReturnType<typeof createSpotService>>;

/**
 * Spot trading: the commands (place, cancel) and reads behind the routes, and the engine
 * that matches (engine.ts). Built once per app; `start`/`stop` run the engine's background
 * work.
 */
export async function createSpotService(deps: SpotDeps) {
  const { db } = deps;
  const engine = new SpotEngine(deps);
  await engine.init();
  const stops = new StopTriggers(deps, engine);
  deps.market.onRecorded((ticks) => stops.onRecorded(ticks));
  await fundMaker(db, engine.pairs());
  const acceptance = new GroupCommit<SpotCommand, Accepted>(db, acceptBatch, {
    ...deps.groupCommit,
    maxInFlight: ACCEPT_IN_FLIGHT,
    keyOf: commandKey,
  });

  /** The fee rate from configuration (setting `spot_fee_rate`). */
  const feeRate = async (): Promise<string> => normal(await getSetting(db, 'spot_fee_rate'));

  function requirePair(symbol: string): repo.PairRow {
    const pair = engine.pair(deps.market.instrument(symbol)?.symbol ?? '');
    if (!pair) throw new AppError('pair_not_tradable');
    return pair;
  }

  /** Runs the engine here, or, when another node owns the pair, waits briefly for it. */
  async function matchNow(symbol: string, id: number, until: 'taken' | 'final'): Promise<void> {
    const ran = await engine.run(symbol).catch((err: unknown) => {
      deps.log.error(
        { err, symbol },
        'spot batch failed; the order stays accepted and is matched by the next batch',
      );
      return true;
    });
    if (ran) return;
    const deadline = Date.now() + WAIT_OTHER_NODE_MS;
    while (Date.now() < deadline) {
      if (await repo.orderReached(db, id, until)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Reads orders back for their answers: requests answered by one engine batch wake together,
   * so their reads share one query.
   */
  const readOrder = perTurn(async (ids: number[]) => {
    const byId = new Map((await repo.orderDetails(db, ids)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });

  async function ownOrder(userId: number, id: number): Promise<SpotOrder> {
    const row = await readOrder(id);
    if (!row || row.user_id !== userId) throw new AppError('order_not_found');
    return orderView(row);
  }

  /** Checks an order against its pair and the reference price: what acceptance writes for it. */
  function prepareOrder(userId: number, input: CoinTradeRequest): PlaceCommand {
    const pair = engine.pairByCurrencies(input.currency_id, input.legal_id);
    if (!pair || !pair.can_trade) throw new AppError('pair_not_tradable');
    const side = input.type === SPOT_SIDE.buy ? SPOT_SIDE.buy : SPOT_SIDE.sell;
    const byTotal = input.quote_qty !== undefined;
    const stop = input.stop_price === undefined ? undefined : normal(input.stop_price);
    // A total is for a market buy only, and then instead of a quantity.
    if (
      byTotal &&
      (side !== SPOT_SIDE.buy || input.target_price !== undefined || input.amount !== undefined)
    )
      throw new AppError('total_invalid');
    if (stop !== undefined && input.target_price === undefined) throw new AppError('price_invalid');
    let amount: string;
    let quoteQty: string | null = null;
    if (byTotal) {
      quoteQty = normal(input.quote_qty!);
      if (dec(quoteQty).decimalPlaces() > pair.quote_precision) throw new AppError('total_invalid');
      if (cmp(quoteQty, pair.min_notional) < 0) throw new AppError('order_value_below_minimum');
      // A cap until the engine takes it: then what the total bought.
      amount = pair.max_qty;
    } else {
      if (input.amount === undefined) throw new AppError('quantity_invalid');
      amount = normal(input.amount);
      if (toUnits(amount, pair.qty_step) === null) throw new AppError('quantity_invalid');
      if (cmp(amount, pair.min_qty) < 0) throw new AppError('quantity_below_minimum');
      if (cmp(amount, pair.max_qty) > 0) throw new AppError('quantity_above_maximum');
    }
    const ref = deps.market.price(pair.symbol);
    if (!ref || ref.stale) throw new AppError('price_unavailable');
    const inBand = (p: string) =>
      dec(p)
        .minus(ref.price)
        .abs()
        .dividedBy(ref.price)
        .lessThanOrEqualTo(DOMAIN_DEFAULTS.priceBand);
    let price: string;
    let kind: 'limit' | 'market';
    let stopOf: PlaceCommand['stop'] = null;
    if (input.target_price !== undefined) {
      kind = 'limit';
      price = normal(input.target_price);
      if (toUnits(price, pair.tick_size) === null) throw new AppError('price_invalid');
      if (!inBand(price)) throw new AppError('price_out_of_band');
      if (stop !== undefined) {
        if (toUnits(stop, pair.tick_size) === null) throw new AppError('price_invalid');
        if (!inBand(stop)) throw new AppError('price_out_of_band');
        // It waits on the side of the reference price it was placed on: one at the price now
        // would trigger at once.
        const at = cmp(stop, ref.price);
        if (at === 0) throw new AppError('stop_price_invalid');
        stopOf = { price: stop, direction: at > 0 ? 'up' : 'down' };
      }
    } else {
      kind = 'market';
      // The protective price: a market order fills no further than 5% from the reference.
      const bound = dec(ref.price).times(
        dec(1).plus(
          side === 1
            ? DOMAIN_DEFAULTS.marketProtection
            : dec(DOMAIN_DEFAULTS.marketProtection).negated(),
        ),
      );
      const ticks = bound.dividedBy(pair.tick_size);
      price = (side === 1 ? ticks.floor() : ticks.ceil()).times(pair.tick_size).toFixed();
    }
    if (!byTotal && cmp(mul(kind === 'limit' ? price : ref.price, amount), pair.min_notional) < 0)
      throw new AppError('order_value_below_minimum');
    // A buy by total holds exactly its total (the fee comes out of the base it receives).
    const holdAmount = quoteQty ?? (side === 1 ? mul(price, amount) : amount);
    const holdCurrency = side === 1 ? pair.legal_id : pair.currency_id;
    return {
      kind: 'place',
      userId,
      instrumentId: pair.instrument_id,
      symbol: pair.symbol,
      side,
      orderKind: kind,
      price,
      amount,
      refPrice: ref.price,
      holdAmount,
      holdCurrency,
      quoteQty,
      stop: stopOf,
      key: input.idempotency_key ? `${userId}:${input.idempotency_key}` : null,
    };
  }

  return {
    /**
     * Accepts an order: validates it against the pair, then freezes its funds by a ledger hold
     * and commits it together with the other orders of its group-commit window (accept.ts)
     * before the engine matches it; answers with its state after the engine's batch committed.
     */
    async placeOrder(userId: number, input: CoinTradeRequest): Promise<SpotOrder> {
      let accepted: Accepted;
      let command: PlaceCommand;
      try {
        command = prepareOrder(userId, input);
        accepted = await acceptance.submit(command);
      } catch (err) {
        deps.metrics?.spotOrder('refused');
        throw err;
      }
      deps.metrics?.spotOrder('accepted');
      const { orderId, symbol } = accepted;
      // A stop-limit order waits for its tick: the engine has nothing to take yet.
      if (!command.stop) await matchNow(symbol, orderId, 'taken');
      return ownOrder(userId, orderId);
    },

    /** Asks the engine to cancel the unfilled rest of one's own open order. */
    async cancelOrder(userId: number, id: number): Promise<SpotOrder> {
      const { symbol } = await acceptance.submit({ kind: 'cancel', userId, orderId: id });
      await matchNow(symbol, id, 'final');
      return ownOrder(userId, id);
    },

    async listOrders(
      userId: number,
      q: z.infer<typeof coinListRequest>,
    ): Promise<{ rows: SpotOrder[]; total: number }> {
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.userOrders(db, userId, {
        status: q.status,
        currency_id: q.currency_id,
        legal_id: q.legal_id,
        limit,
        offset,
      });
      return { rows: rows.map(orderView), total };
    },

    async pairList(): Promise<SpotPair[]> {
      const rate = await feeRate();
      return engine.pairs().map((p) => pairView(p, rate));
    },

    async pairInfo(symbol: string): Promise<SpotPair> {
      const pair = requirePair(symbol);
      return pairView(pair, await feeRate());
    },

    /** The owner node's book, or the resting orders in the database on any other node. */
    async depth(symbol: string): Promise<z.infer<typeof spotDepthSchema>> {
      const pair = requirePair(symbol);
      const d = engine.depth(pair.symbol) ?? (await repo.depthFromDb(db, pair.instrument_id, 10));
      return depthView(pair.symbol, d, Date.now());
    },

    /** The pair's latest public trades, newest first (the `trades:<symbol>` room sends the next ones). */
    async recentTrades(symbol: string, limit = SPOT_RECENT_TRADES): Promise<SpotTrade[]> {
      const pair = requirePair(symbol);
      return (await repo.recentTrades(db, pair.instrument_id, limit)).map(tradeView);
    },

    /** The latest fills of one's own orders in the pair, newest first. */
    async myTrades(
      userId: number,
      symbol: string,
      limit = SPOT_RECENT_TRADES,
    ): Promise<SpotFill[]> {
      const pair = requirePair(symbol);
      return (await repo.userFills(db, userId, pair.instrument_id, limit)).map(fillView);
    },

    async balance(userId: number, symbol: string): Promise<z.infer<typeof spotBalanceSchema>> {
      const pair = requirePair(symbol);
      return balanceView(
        pair,
        await userBalancesIn(db, [userId], [pair.currency_id, pair.legal_id], 2),
        userId,
      );
    },

    /** An order checked but not accepted (the group-commit property test drives acceptance itself). */
    prepareOrder,
    /** The pairs (instrument ids) this node matches now (metrics). */
    ownedPairs: () => engine.ownedPairs(),
    /** Stops matching here and lets other nodes take the pairs (a draining node); orders are still accepted. */
    releasePairs: () => engine.stop(),
    /** Runs a batch for the pair now (tests, benches); false when another node owns it. */
    run: (symbol: string, opts: { maker?: boolean } = {}) => engine.run(symbol, opts),
    /** The pair's book as plain data (restart-equality checks). */
    snapshot: (symbol: string) => engine.snapshot(symbol),
    /** Rebuilds the pair's book from the database, as a restart does. */
    loadBook: (symbol: string) => engine.loadBook(symbol),
    /** The stop-limit triggers (tests wait for them to walk what was recorded). */
    stops,
    start: () => engine.start(),
    stop: async () => {
      await stops.stop();
      await acceptance.drain();
      await engine.stop();
    },
    /** An operator changed a pair's limits or maker size (console): this node's copy follows at once. */
    updatePairTerms(
      instrumentId: number,
      terms: Pick<repo.PairRow, 'min_qty' | 'max_qty' | 'min_notional' | 'maker_level_qty'>,
    ) {
      const pair = engine.pairs().find((p) => p.instrument_id === instrumentId);
      if (pair) Object.assign(pair, terms);
    },
  };
}
