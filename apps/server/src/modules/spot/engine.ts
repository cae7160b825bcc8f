import type { FastifyBaseLogger } from 'fastify';
import { SPOT_DEPTH_LEVELS } from '@tidemark/contracts';
import { PriceTimeBook } from '../../matching/order-book';
import type { Side } from '../../matching/types';
import { invariant, must } from '../../platform/assert';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { Realtime } from '../../platform/realtime';
import { dec, isPositive, mul, sub } from '../../platform/money';
import { requote } from './maker';
import { PairOwnership } from './ownership';
import { publishBatch } from './publish';
import {
  committedSystemAccounts,
  emptyOutbox,
  emptyWrites,
  finishOrder,
  flushWrites,
  live,
  lockBatchAccounts,
  markTaken,
  settleFill,
  sideOf,
  type Batch,
  type Live,
  type PairSystemAccounts,
} from './settle';
import * as repo from './spot.repo';
import type { DepthSides } from './spot.view';

export interface EngineDeps {
  db: Db;
  log: FastifyBaseLogger;
  realtime: Realtime;
  market: Services['market'];
  /** Where the engine reports its batches and pair takeovers (the node's metrics). */
  metrics?: SpotMetrics;
}

export interface SpotMetrics {
  spotOrder(result: 'accepted' | 'refused'): void;
  spotBatch(size: number, seconds: number): void;
  leaseTakeover(kind: 'spot_pair'): void;
}

/** Prices and quantities as integers of the pair's tick and quantity step; null when not a whole multiple. */
export function toUnits(value: string, step: string): bigint | null {
  const q = dec(value).dividedBy(step);
  return q.isInteger() ? BigInt(q.toFixed(0)) : null;
}
export const fromUnits = (units: bigint, step: string): string => mul(units.toString(), step);

const BATCH_MAX = 200;
const POLL_MS = 500;
const MAKER_EVERY_MS = 1000;

interface PairState {
  pair: repo.PairRow;
  book: PriceTimeBook;
  live: Map<number, Live>;
  loaded: boolean;
  /** The pair's committed system account ids, read when the book is loaded. */
  system: PairSystemAccounts;
  /** The batch every caller of `run()` waits for; chained after the one in progress. */
  next: Promise<void> | null;
  chain: Promise<void>;
}

/**
 * The spot engine: orders are committed (with their ledger hold) before matching; each batch
 * takes the pending orders and cancels of a pair in id order, matches them in memory and
 * writes fills, releases and states in ONE transaction (settle.ts); events go out after the
 * commit (publish.ts). If a batch fails, the pair's book is rebuilt from the database before
 * the next.
 */
export class SpotEngine {
  private states = new Map<number, PairState>();
  private bySymbol = new Map<string, repo.PairRow>();
  private byCurrency = new Map<string, repo.PairRow>();
  private timers: NodeJS.Timeout[] = [];
  private readonly ownership: PairOwnership;
  private stopped = false;

  constructor(private readonly deps: EngineDeps) {
    this.ownership = new PairOwnership(deps.db, () => deps.metrics?.leaseTakeover('spot_pair'));
  }

  /** Loads the active pairs. */
  async init(): Promise<void> {
    for (const p of await repo.pairs(this.deps.db)) {
      this.bySymbol.set(p.symbol, p);
      this.byCurrency.set(`${p.currency_id}:${p.legal_id}`, p);
      this.states.set(p.instrument_id, {
        pair: p,
        book: new PriceTimeBook(),
        live: new Map(),
        loaded: false,
        system: { maker: new Map(), fees: new Map() },
        next: null,
        chain: Promise.resolve(),
      });
    }
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
      void this.pollPending().catch((err: unknown) =>
        this.deps.log.error({ err }, 'spot poll failed'),
      );
    };
    this.timers.push(setInterval(tick, POLL_MS));
    this.timers.push(
      setInterval(() => {
        if (this.stopped) return;
        for (const s of this.states.values())
          void this.run(s.pair.symbol, { maker: true }).catch(() => undefined);
      }, MAKER_EVERY_MS),
    );
    tick();
  }

  /** The pairs (instrument ids) this node matches now. */
  ownedPairs(): number[] {
    return this.ownership.ownedPairs();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all([...this.states.values()].map((s) => s.chain));
    await this.ownership.release();
  }

  /** Runs a batch for one pair now (after the one in progress), if this node owns the pair. */
  async run(symbol: string, opts: { maker?: boolean } = {}): Promise<boolean> {
    const pair = this.bySymbol.get(symbol);
    if (!pair || this.stopped) return false;
    if (!(await this.ownership.acquire(pair.instrument_id))) return false;
    const s = must(this.states.get(pair.instrument_id), `state of pair ${symbol}`);
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
        this.deps.log.error(
          { err, symbol },
          'spot batch failed; the book is rebuilt before the next',
        );
      });
    }
    await s.next;
    return true;
  }

  /** The engine's book for depth (owner node), best first. */
  depth(symbol: string, levels = SPOT_DEPTH_LEVELS): DepthSides | null {
    const pair = this.bySymbol.get(symbol);
    const s = pair && this.states.get(pair.instrument_id);
    if (!s || !s.loaded || !this.ownership.isOwner(pair.instrument_id)) return null;
    const side = (name: Side) =>
      s.book
        .depth(name, levels)
        .map((l): [string, string] => [
          fromUnits(l.price, pair.tick_size),
          fromUnits(l.qty, pair.qty_step),
        ]);
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
    if (pair) await this.load(must(this.states.get(pair.instrument_id), `state of pair ${symbol}`));
  }

  private async pollPending(): Promise<void> {
    const ids = await repo.instrumentsWithPending(this.deps.db);
    for (const id of ids) {
      const s = this.states.get(id);
      if (s) await this.run(s.pair.symbol);
    }
  }

  private async batch(s: PairState, maker: boolean): Promise<void> {
    if (!s.loaded) await this.load(s);
    const out = emptyOutbox();
    const started = performance.now();
    let taken = 0;
    try {
      await this.deps.db.tx(async (tx) => {
        const b: Batch = {
          tx,
          pair: s.pair,
          live: s.live,
          out,
          writes: emptyWrites(),
          system: s.system,
        };
        const pending = await repo.pendingOrders(tx, s.pair.instrument_id, BATCH_MAX);
        taken = pending.length;
        await lockBatchAccounts(b, [...s.live.values(), ...pending]);
        for (const o of pending) {
          if (o.cancel_requested) await this.cancel(s, b, o);
          else await this.take(s, b, o);
        }
        await flushWrites(b);
        if (maker) {
          const ref = this.deps.market.price(s.pair.symbol);
          // A stale price quotes nothing new.
          if (ref && !ref.stale) {
            await requote(b, ref.price, {
              cancel: (o) => void s.book.apply({ kind: 'cancel', id: String(o.id) }),
              take: (o) => this.take(s, b, o),
            });
            await flushWrites(b);
          }
        }
      });
    } catch (err) {
      s.loaded = false;
      throw err;
    }
    this.deps.metrics?.spotBatch(taken, (performance.now() - started) / 1000);
    publishBatch(this.deps, s.pair.symbol, out, out.bookChanged ? this.depth(s.pair.symbol) : null);
  }

  /** Rebuilds a pair's book from its resting orders, in the engine's order. */
  private async load(s: PairState): Promise<void> {
    const book = new PriceTimeBook();
    const resting = new Map<number, Live>();
    for (const o of await repo.restingOrders(this.deps.db, s.pair.instrument_id)) {
      const r = book.apply({
        kind: 'limit',
        id: String(o.id),
        side: sideOf(o),
        price: priceUnits(s.pair, o.price),
        qty: qtyUnits(s.pair, sub(o.amount, o.filled)),
      });
      // Resting orders never cross one another: a fill here means the data is corrupt.
      invariant(!r.fills.length, `spot book ${s.pair.symbol}: resting orders ${o.id} cross`);
      resting.set(o.id, live(o));
    }
    s.book = book;
    s.live = resting;
    s.system = await committedSystemAccounts(this.deps.db, s.pair);
    s.loaded = true;
  }

  /** Matches one accepted order; what rests stays on the book, the rest is finished. */
  private async take(s: PairState, b: Batch, o: repo.OrderRow): Promise<void> {
    await markTaken(b, o.id);
    const taker = live(o);
    const qty = qtyUnits(s.pair, sub(o.amount, o.filled));
    const price = priceUnits(s.pair, o.price);
    // A buy by total spends at most its quote: in ticks × lots, rounded down.
    const budget =
      o.quote_qty === null
        ? undefined
        : BigInt(
            dec(sub(o.quote_qty, o.filled_quote))
              .dividedBy(mul(s.pair.tick_size, s.pair.qty_step))
              .floor()
              .toFixed(0),
          );
    const result = s.book.apply(
      o.kind === 'limit'
        ? { kind: 'limit', id: String(o.id), side: taker.sideName, price, qty }
        : {
            kind: 'market',
            id: String(o.id),
            side: taker.sideName,
            qty,
            limitPrice: price,
            ...(budget === undefined ? {} : { budget }),
          },
    );
    invariant(!result.rejected, `engine rejected order ${o.id}: ${result.rejected}`);
    for (const f of result.fills) {
      const maker = must(s.live.get(Number(f.makerId)), `maker order ${f.makerId} is live`);
      await settleFill(
        b,
        taker,
        maker,
        fromUnits(f.price, s.pair.tick_size),
        fromUnits(f.qty, s.pair.qty_step),
      );
    }
    if (budget !== undefined) {
      // What it bought is its amount. It is complete when its budget stopped it (an ask within
      // its protective price is left that the rest cannot pay a lot of); otherwise the book ran
      // out first and the rest is cancelled. Either way the unspent quote is released.
      const next = s.book.depth('sell', 1)[0];
      const budgetStopped = result.budgetLeft === 0n || (next !== undefined && next.price <= price);
      if (isPositive(taker.filled)) taker.amount = taker.filled;
      await finishOrder(b, taker, !(budgetStopped && isPositive(taker.filled)));
    } else if (result.resting > 0n) s.live.set(o.id, taker);
    else await finishOrder(b, taker);
    b.out.orders.add(o.id);
    if (o.user_id) b.out.users.add(o.user_id);
    b.out.bookChanged = true;
  }

  private async cancel(s: PairState, b: Batch, o: repo.OrderRow): Promise<void> {
    const resting = s.live.get(o.id);
    if (resting) s.book.apply({ kind: 'cancel', id: String(o.id) });
    await finishOrder(b, resting ?? live(o), true);
    b.out.orders.add(o.id);
    if (o.user_id) b.out.users.add(o.user_id);
    b.out.bookChanged = true;
  }
}

function priceUnits(pair: repo.PairRow, price: string): bigint {
  const u = toUnits(price, pair.tick_size);
  invariant(u !== null, `price ${price} is not on the tick of ${pair.symbol}`);
  return u;
}
function qtyUnits(pair: repo.PairRow, qty: string): bigint {
  const u = toUnits(qty, pair.qty_step);
  invariant(u !== null, `quantity ${qty} is not on the step of ${pair.symbol}`);
  return u;
}
