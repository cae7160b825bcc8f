import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { SOCKET_EVENTS, SPOT_DEPTH_LEVELS } from '@tidemark/contracts';
import { PriceTimeBook } from '../../matching/order-book';
import type { Side } from '../../matching/types';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { hold, postJournal, releaseHold, settleHold, type JournalMeta } from '../../ledger/ledger';
import type { Queryable } from '../../platform/db';
import { add, cmp, dec, isPositive, mul, roundDown, sub } from '../../platform/money';
import type { MarketData } from '../market';
import * as repo from './spot.repo';
import { makerLadder, type LadderLevel } from './maker';

export type Deps = Pick<FastifyInstance, 'db' | 'log' | 'realtime'> & { market: MarketData };

/** Prices and quantities as integers of the pair's tick and quantity step; null when not a whole multiple. */
export function toUnits(value: string, step: string): bigint | null {
  const q = dec(value).dividedBy(step);
  return q.isInteger() ? BigInt(q.toFixed(0)) : null;
}
export const fromUnits = (units: bigint, step: string): string => mul(units.toString(), step);

const BATCH_MAX = 200;
const POLL_MS = 500;
const MAKER_EVERY_MS = 1000;
/** A maker level partly taken below this share of its size is replaced by a full one. */
const MAKER_REFILL_BELOW = '0.5';

interface Live extends repo.OrderRow {
  sideName: Side;
}

interface PairState {
  pair: repo.PairRow;
  book: PriceTimeBook;
  live: Map<number, Live>;
  loaded: boolean;
  /** The batch every caller of `run()` waits for; chained after the one in progress. */
  next: Promise<void> | null;
  chain: Promise<void>;
}

/** What a batch changed, sent after its commit. */
interface Outbox {
  orders: Set<number>;
  users: Set<number>;
  trades: repo.TradeView[];
  bookChanged: boolean;
}

/**
 * The spot engine service: orders are committed (with their ledger hold) before matching;
 * each batch takes the pending orders and cancels of a pair in id order, matches them in
 * memory and writes fills, releases and states in ONE transaction; events go out after the
 * commit. If a batch fails, the pair's book is rebuilt from the database before the next.
 */
export class SpotEngine {
  private states = new Map<number, PairState>();
  private bySymbol = new Map<string, repo.PairRow>();
  private byCurrency = new Map<string, repo.PairRow>();
  private timers: NodeJS.Timeout[] = [];
  /** PostgreSQL: one session holds an advisory lock per owned pair. PGlite is one node. */
  private lockClient: pg.PoolClient | null = null;
  private owned = new Set<number>();
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  async init(): Promise<void> {
    const list = await repo.pairs(this.deps.db);
    for (const p of list) {
      this.bySymbol.set(p.symbol, p);
      this.byCurrency.set(`${p.currency_id}:${p.legal_id}`, p);
      this.states.set(p.instrument_id, { pair: p, book: new PriceTimeBook(), live: new Map(), loaded: false, next: null, chain: Promise.resolve() });
    }
    await this.fundMaker();
  }

  pairs(): repo.PairRow[] {
    return [...this.bySymbol.values()];
  }
  pair(symbol: string): repo.PairRow | undefined {
    return this.bySymbol.get(symbol);
  }
  pairByCurrencies(currencyId: number, legalId: number): repo.PairRow | undefined {
    return this.byCurrency.get(`${currencyId}:${legalId}`);
  }

  /** Background work: a poll for orders taken on other nodes (or left by a crash) and the maker. */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      void this.pollPending().catch((err: unknown) => this.deps.log.error({ err }, 'spot poll failed'));
    };
    this.timers.push(setInterval(tick, POLL_MS));
    this.timers.push(
      setInterval(() => {
        if (this.stopped) return;
        for (const s of this.states.values()) void this.run(s.pair.symbol, { maker: true }).catch(() => undefined);
      }, MAKER_EVERY_MS),
    );
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all([...this.states.values()].map((s) => s.chain));
    if (this.lockClient) {
      await this.lockClient.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      this.lockClient.release();
      this.lockClient = null;
    }
  }

  /** Runs a batch for one pair now (after the one in progress), if this node owns the pair. */
  async run(symbol: string, opts: { maker?: boolean } = {}): Promise<boolean> {
    const pair = this.bySymbol.get(symbol);
    if (!pair || this.stopped) return false;
    if (!(await this.owns(pair.instrument_id))) return false;
    const s = this.states.get(pair.instrument_id)!;
    if (opts.maker) {
      // The maker never queues behind itself: skip when a batch is already waiting.
      if (s.next) return true;
    }
    if (!s.next) {
      const batch = s.chain.then(() => {
        s.next = null;
        return this.batch(s, opts.maker === true);
      });
      s.next = batch;
      s.chain = batch.catch((err: unknown) => {
        s.loaded = false;
        this.deps.log.error({ err, symbol }, 'spot batch failed; the book is rebuilt before the next');
      });
    }
    await s.next;
    return true;
  }

  /** The engine's book for depth (owner node), best first. */
  depth(symbol: string, levels = SPOT_DEPTH_LEVELS): { bids: Array<[string, string]>; asks: Array<[string, string]> } | null {
    const pair = this.bySymbol.get(symbol);
    const s = pair && this.states.get(pair.instrument_id);
    if (!s || !s.loaded || !this.owned.has(pair.instrument_id)) return null;
    const side = (name: Side) => s.book.depth(name, levels).map((l): [string, string] => [fromUnits(l.price, pair.tick_size), fromUnits(l.qty, pair.qty_step)]);
    return { bids: side('buy'), asks: side('sell') };
  }

  /** The book as plain data (for restart-equality checks). */
  snapshot(symbol: string): Array<{ id: string; side: Side; price: bigint; qty: bigint }> {
    const pair = this.bySymbol.get(symbol);
    const s = pair && this.states.get(pair.instrument_id);
    return s ? s.book.orders() : [];
  }

  /** Rebuilds one pair's book from the database (what a restart does), without matching. */
  async loadBook(symbol: string): Promise<void> {
    const pair = this.bySymbol.get(symbol);
    if (pair) await this.load(this.states.get(pair.instrument_id)!);
  }

  private async owns(instrumentId: number): Promise<boolean> {
    if (this.owned.has(instrumentId)) return true;
    if (this.deps.db.kind === 'pglite') {
      this.owned.add(instrumentId);
      return true;
    }
    if (!this.lockClient) this.lockClient = await this.deps.db.pool.connect();
    const { rows } = await this.lockClient.query<{ ok: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext(current_database() || ':spot:' || $1::text)) AS ok`,
      [instrumentId],
    );
    if (rows[0]!.ok) this.owned.add(instrumentId);
    return rows[0]!.ok;
  }

  private async pollPending(): Promise<void> {
    const ids = await repo.instrumentsWithPending(this.deps.db);
    for (const id of ids) {
      const s = this.states.get(id);
      if (s) await this.run(s.pair.symbol);
    }
  }

  // ---------------------------------------------------------------- the batch

  private async batch(s: PairState, maker: boolean): Promise<void> {
    if (!s.loaded) await this.load(s);
    const out: Outbox = { orders: new Set(), users: new Set(), trades: [], bookChanged: false };
    try {
      await this.deps.db.tx(async (tx) => {
        for (const o of await repo.pendingOrders(tx, s.pair.instrument_id, BATCH_MAX)) {
          if (o.cancel_requested) await this.cancel(tx, s, o, out);
          else await this.take(tx, s, o, out);
        }
        if (maker) await this.requote(tx, s, out);
      });
    } catch (err) {
      s.loaded = false;
      throw err;
    }
    this.publish(s, out);
  }

  /** Rebuilds a pair's book from its resting orders, in the engine's order. */
  private async load(s: PairState): Promise<void> {
    const book = new PriceTimeBook();
    const live = new Map<number, Live>();
    for (const o of await repo.restingOrders(this.deps.db, s.pair.instrument_id)) {
      const r = book.apply({ kind: 'limit', id: String(o.id), side: sideOf(o), price: this.priceUnits(s, o.price), qty: this.qtyUnits(s, sub(o.amount, o.filled)) });
      // Resting orders never cross one another: a fill here means the data is corrupt.
      if (r.fills.length) throw new Error(`spot book ${s.pair.symbol}: resting orders ${o.id} cross`);
      live.set(o.id, { ...o, sideName: sideOf(o) });
    }
    s.book = book;
    s.live = live;
    s.loaded = true;
  }

  private priceUnits(s: PairState, price: string): bigint {
    const u = toUnits(price, s.pair.tick_size);
    if (u === null) throw new Error(`price ${price} is not on the tick of ${s.pair.symbol}`);
    return u;
  }
  private qtyUnits(s: PairState, qty: string): bigint {
    const u = toUnits(qty, s.pair.qty_step);
    if (u === null) throw new Error(`quantity ${qty} is not on the step of ${s.pair.symbol}`);
    return u;
  }

  /** Matches one accepted order; what rests stays on the book, the rest is finished. */
  private async take(tx: Queryable, s: PairState, o: repo.OrderRow, out: Outbox): Promise<void> {
    await repo.markTaken(tx, o.id);
    const taker: Live = { ...o, sideName: sideOf(o) };
    const qty = this.qtyUnits(s, sub(o.amount, o.filled));
    const price = this.priceUnits(s, o.price);
    const result = s.book.apply(
      o.kind === 'limit'
        ? { kind: 'limit', id: String(o.id), side: taker.sideName, price, qty }
        : { kind: 'market', id: String(o.id), side: taker.sideName, qty, limitPrice: price },
    );
    if (result.rejected) throw new Error(`engine rejected order ${o.id}: ${result.rejected}`);
    for (const f of result.fills) {
      const maker = s.live.get(Number(f.makerId))!;
      await this.fill(tx, s, taker, maker, fromUnits(f.price, s.pair.tick_size), fromUnits(f.qty, s.pair.qty_step), out);
    }
    if (result.resting > 0n) s.live.set(o.id, taker);
    else await this.finish(tx, s, taker, out);
    out.orders.add(o.id);
    if (o.user_id) out.users.add(o.user_id);
    out.bookChanged = true;
  }

  private async cancel(tx: Queryable, s: PairState, o: repo.OrderRow, out: Outbox): Promise<void> {
    const live = s.live.get(o.id);
    if (live) s.book.apply({ kind: 'cancel', id: String(o.id) });
    await this.finish(tx, s, live ?? { ...o, sideName: sideOf(o) }, out, true);
    out.orders.add(o.id);
    if (o.user_id) out.users.add(o.user_id);
    out.bookChanged = true;
  }

  /** An order leaves the book: what is left of its hold goes back; the state is final. */
  private async finish(tx: Queryable, s: PairState, o: Live, out: Outbox, cancelled = false): Promise<void> {
    s.live.delete(o.id);
    await releaseHold(tx, this.meta(`spot:release:${o.id}`, 'spot_order_release', 'spot_order', o.id), { holdId: o.hold_id });
    o.status = !cancelled && cmp(o.filled, o.amount) === 0 ? 2 : 3;
    await repo.saveProgress(tx, o);
    if (o.user_id) out.users.add(o.user_id);
  }

  private async fill(tx: Queryable, s: PairState, taker: Live, maker: Live, price: string, qty: string, out: Outbox): Promise<void> {
    const { pair } = s;
    const buyer = taker.sideName === 'buy' ? taker : maker;
    const seller = taker.sideName === 'buy' ? maker : taker;
    const quote = mul(price, qty);
    const trade = await repo.insertTrade(tx, { instrumentId: pair.instrument_id, price, amount: qty, takerId: taker.id, makerId: maker.id, takerSide: taker.side });
    const buyerFee = roundDown(mul(qty, buyer.fee_rate), pair.base_precision);
    const sellerFee = roundDown(mul(quote, seller.fee_rate), pair.quote_precision);
    await settleHold(tx, this.meta(`spot:trade:${trade.id}:quote`, 'spot_trade', 'spot_trade', trade.id), {
      holdId: buyer.hold_id,
      legs: [
        { accountId: await this.account(tx, seller.user_id, pair.legal_id), amount: sub(quote, sellerFee) },
        ...(isPositive(sellerFee) ? [{ accountId: await this.feesAccount(tx, pair.legal_id), amount: sellerFee }] : []),
      ],
    });
    await settleHold(tx, this.meta(`spot:trade:${trade.id}:base`, 'spot_trade', 'spot_trade', trade.id), {
      holdId: seller.hold_id,
      legs: [
        { accountId: await this.account(tx, buyer.user_id, pair.currency_id), amount: sub(qty, buyerFee) },
        ...(isPositive(buyerFee) ? [{ accountId: await this.feesAccount(tx, pair.currency_id), amount: buyerFee }] : []),
      ],
    });
    for (const [o, fee] of [[buyer, buyerFee], [seller, sellerFee]] as const) {
      o.filled = add(o.filled, qty);
      o.filled_quote = add(o.filled_quote, quote);
      o.fee = add(o.fee, fee);
      out.orders.add(o.id);
      if (o.user_id) out.users.add(o.user_id);
    }
    out.trades.push({ id: trade.id, price, amount: qty, direction: taker.sideName, ts: trade.ts });
    if (cmp(maker.filled, maker.amount) === 0) await this.finish(tx, s, maker, out);
    else await repo.saveProgress(tx, maker);
    if (cmp(taker.filled, taker.amount) < 0) await repo.saveProgress(tx, taker);
  }

  /** A user's spot account for a currency (created on first use). */
  accountOf(tx: Queryable, userId: number, currencyId: number): Promise<number> {
    return this.account(tx, userId, currencyId);
  }

  /**
   * One lookup, and a create only the first time. Nothing is cached: an account created
   * inside a transaction that later rolls back must not be remembered.
   */
  private async account(tx: Queryable, userId: number | null, currencyId: number): Promise<number> {
    const { rows } = await tx.query<{ id: number }>(
      userId === null
        ? `SELECT id FROM ledger_accounts WHERE system_code = 'market_maker' AND currency_id = $1`
        : 'SELECT id FROM ledger_accounts WHERE user_id = $2 AND currency_id = $1 AND account_type = 2',
      userId === null ? [currencyId] : [currencyId, userId],
    );
    if (rows[0]) return rows[0].id;
    return userId === null ? systemAccount(tx, 'market_maker', currencyId) : userAccount(tx, userId, currencyId, 2);
  }
  private feesAccount(tx: Queryable, currencyId: number): Promise<number> {
    return systemAccount(tx, 'fees', currencyId);
  }

  private meta(key: string, reason: string, refType: string, refId: number): JournalMeta {
    return { key, reason, refType, refId, actor: 'system:spot-engine' };
  }

  // ---------------------------------------------------------------- the house market maker

  /** Moves the maker's inventory from the house once (idempotent journals). */
  private async fundMaker(): Promise<void> {
    const quoteTotal = await repo.setting(this.deps.db, 'spot_maker_quote_inventory', '0');
    await this.deps.db.tx(async (tx) => {
      const moves: Array<[number, string]> = [...this.bySymbol.values()].map((p) => [p.currency_id, p.maker_inventory]);
      const quotes = new Set([...this.bySymbol.values()].map((p) => p.legal_id));
      for (const q of quotes) moves.push([q, quoteTotal]);
      for (const [currencyId, amount] of moves) {
        if (!isPositive(amount)) continue;
        const from = await systemAccount(tx, 'house', currencyId);
        const to = await systemAccount(tx, 'market_maker', currencyId);
        await postJournal(tx, { key: `spot:maker-funding:${currencyId}`, reason: 'market_maker_funding', refType: 'currency', refId: currencyId, actor: 'system:spot-engine', memo: 'spot market maker inventory' }, [
          { accountId: from, bucket: 'available', amount: `-${amount}` },
          { accountId: to, bucket: 'available', amount },
        ]);
      }
    });
  }

  /**
   * Keeps the ladder around the reference price: levels that left the ladder are cancelled,
   * missing or mostly taken ones are placed, each funded by a hold on the maker's real
   * inventory. A side the inventory cannot fund is not quoted. A stale price quotes nothing new.
   */
  private async requote(tx: Queryable, s: PairState, out: Outbox): Promise<void> {
    const ref = this.deps.market.price(s.pair.symbol);
    if (!ref || ref.stale) return;
    const wanted = makerLadder(s.pair, ref.price);
    const key = (side: 1 | 2, price: string) => `${side}:${dec(price).toFixed()}`;
    const wantedKeys = new Set(wanted.map((l) => key(l.side, l.price)));
    const have = new Map<string, Live>();
    for (const o of s.live.values()) {
      if (o.user_id !== null) continue;
      const k = key(o.side, o.price);
      const left = sub(o.amount, o.filled);
      if (!wantedKeys.has(k) || cmp(left, mul(o.amount, MAKER_REFILL_BELOW)) < 0 || have.has(k)) {
        s.book.apply({ kind: 'cancel', id: String(o.id) });
        await this.finish(tx, s, o, out, true);
        out.bookChanged = true;
      } else have.set(k, o);
    }
    const missing = wanted.filter((l) => !have.has(key(l.side, l.price)));
    if (!missing.length) return;
    const base = await this.account(tx, null, s.pair.currency_id);
    const quote = await this.account(tx, null, s.pair.legal_id);
    const { rows } = await tx.query<{ id: number; available: string }>('SELECT id, available::text FROM ledger_accounts WHERE id = ANY($1::bigint[])', [[base, quote]]);
    const available = new Map(rows.map((r) => [r.id, r.available]));
    // Nearest levels first, so a short inventory funds the inner ladder.
    for (const level of missing) await this.placeMaker(tx, s, level, level.side === 1 ? quote : base, available, out);
  }

  private async placeMaker(tx: Queryable, s: PairState, level: LadderLevel, accountId: number, available: Map<number, string>, out: Outbox): Promise<void> {
    const need = level.side === 1 ? mul(level.price, level.qty) : level.qty;
    const left = available.get(accountId) ?? '0';
    if (cmp(left, need) < 0) return;
    available.set(accountId, sub(left, need));
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO spot_orders (user_id, instrument_id, side, kind, price, amount, fee_rate, ref_price)
       VALUES (NULL, $1, $2, 'limit', $3, $4, 0, $3) RETURNING id`,
      [s.pair.instrument_id, level.side, level.price, level.qty],
    );
    const id = rows[0]!.id;
    const h = await hold(tx, this.meta(`spot:hold:${id}`, 'spot_order_hold', 'spot_order', id), { accountId, amount: need });
    await tx.query('UPDATE spot_orders SET hold_id = $2 WHERE id = $1', [id, h.holdId]);
    await this.take(
      tx,
      s,
      { id, user_id: null, instrument_id: s.pair.instrument_id, side: level.side, kind: 'limit', price: level.price, amount: level.qty, filled: '0', filled_quote: '0', fee: '0', fee_rate: '0', status: 1, hold_id: h.holdId, cancel_requested: false },
      out,
    );
  }

  // ---------------------------------------------------------------- after commit

  private publish(s: PairState, out: Outbox): void {
    const { realtime } = this.deps;
    const symbol = s.pair.symbol;
    if (out.trades.length) realtime.toRoom(`trades:${symbol}`, SOCKET_EVENTS.matchTrade, { symbol, data: [...out.trades].reverse() });
    if (out.bookChanged) {
      const d = this.depth(symbol);
      if (d) realtime.toRoom(`depth:${symbol}`, SOCKET_EVENTS.marketDepth, { symbol, ...d, ts: Date.now() });
    }
    if (out.orders.size) {
      void repo
        .orderViews(this.deps.db, [...out.orders])
        .then((views) => {
          for (const v of views) {
            if (v.user_id === null) continue;
            const { user_id, ...order } = v;
            realtime.toUser(user_id, SOCKET_EVENTS.orderUpdate, order);
          }
        })
        .catch((err: unknown) => this.deps.log.warn({ err }, 'spot order_update failed'));
    }
    for (const u of out.users) realtime.toUser(u, SOCKET_EVENTS.balance, {});
  }
}

export const sideOf = (o: { side: number }): Side => (o.side === 1 ? 'buy' : 'sell');
