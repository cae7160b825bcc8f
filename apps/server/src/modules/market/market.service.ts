import { SOCKET_EVENTS, timesharRequest, type KlineBar } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import { must } from '../../platform/assert';
import type { Platform } from '../../platform/module';
import { getSetting } from '../../platform/settings';
import { Lease, LeaseLost, renewEveryMs } from '../../platform/lease';
import { add, cmp, dec, isZero, sub } from '../../platform/money';
import { createFeed, ScriptFeed, type Feed, type FeedInstrument, type Tick } from './feed';
import { barStart, isOpen, PERIODS, type Period } from './periods';
import * as repo from './market.repo';
import { backfillInstrument, simulatedDayStats, type DayStats } from './backfill';
import { instrumentView, klineEvent, timesharBar } from './market.view';
import { lastTicks, ticksSince } from './ticks.repo';
import type { InstrumentProduct } from './instruments.admin';

export type Deps = Pick<Platform, 'db' | 'log' | 'realtime' | 'config' | 'scheduler' | 'metrics'>;

/** How many tickers a search answers at most. */
const SEARCH_RESULTS_MAX = 30;
/** `new_timeshar` answers an unknown field like a bad one: with its own error, not the envelope's. */
const timesharQuery = timesharRequest.strict();

/** A source that has not ticked for this long is stale: nothing settles on it. */
export const STALE_AFTER_MS = 10_000;
const FLUSH_EVERY_MS = 1000;
const STATS_EVERY_MS = 30_000;
const PENDING_MAX = 50_000;
/** The lease of the simulated walk: one node of a cluster walks the prices. */
export const FEED_LEASE = 'market.feed';
/** How often a node that does not walk the prices reads what the walking node recorded. */
export const FOLLOW_EVERY_MS = 300;
/** Ticks per instrument one read of the tick log takes at most (a longer gap takes a few). */
const FOLLOW_BATCH = 500;

export interface Ticker {
  symbol: string;
  currency_id: number | null;
  legal_id: number;
  name: string;
  kind: repo.InstrumentRow['kind'];
  now_price: string;
  open_price: string;
  change: string;
  high: string;
  low: string;
  volume: string;
  price_decimals: number;
  market_open: boolean;
  stale: boolean;
  ts: number;
}

/**
 * Last prices in memory, the tick log and klines in the database, 24-hour tickers, and the
 * real-time fan-out. One instance per node; the feed is the only writer of prices.
 */
export class MarketData {
  readonly feed: Feed;
  private list: repo.InstrumentRow[] = [];
  private bySymbol = new Map<string, repo.InstrumentRow>();
  /** The last tick received per instrument (what tickers show). */
  private last = new Map<number, { price: string; ts: number }>();
  /** The last tick in the tick log per instrument: the only price anything settles at. */
  private recorded = new Map<number, { price: string; ts: number }>();
  private stats = new Map<number, DayStats>();
  /**
   * The day of a pair whose simulated history is still being written, worked out from that
   * history: shown until the written bars can say it (a few live bars alone would read as a
   * flat day, 0.00% and a volume near 0).
   */
  private seeded = new Map<number, DayStats>();
  private pending: Tick[] = [];
  private timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;
  private history: Promise<void> = Promise.resolve();
  /** Consumers of recorded prices (the lever risk engine): told after each flush commits. */
  private recordedListeners: Array<(ticks: Tick[]) => void> = [];
  /** The products trading instruments (their pair tables), for the operator's instrument edit. */
  private products: InstrumentProduct[] = [];
  /**
   * The simulated walk's lease (null for any other feed, which every node records itself: an
   * exchange's trades are the same on every node). Only its owner runs the simulator and
   * writes ticks; the other nodes follow the tick log.
   */
  private readonly lease: Lease | null;
  /** Whether this node walks the prices now (its ticks are written under the lease). */
  private walking = false;
  /** Drained: the lease is handed over and never taken again by this node. */
  private released = false;
  /** Taking, keeping or losing the lease, one change at a time. */
  private turns: Promise<void> = Promise.resolve();
  /** Per instrument, the time of the last tick read from (or written to) the tick log. */
  private followed = new Map<number, number>();
  /**
   * Instruments whose recorded price is a 1-minute bar's close, not a tick of the log (bars but
   * no ticks kept): stale, so nothing opens or settles on it, until a logged tick replaces it.
   */
  private readonly unlogged = new Set<number>();
  private reading: Promise<void> | null = null;

  constructor(private readonly deps: Deps) {
    this.feed = createFeed(deps.config.feed, deps.log);
    this.lease = this.feed.simulated
      ? new Lease(deps.db, FEED_LEASE, deps.scheduler.node, deps.config.leaseSeconds * 1000, () =>
          deps.metrics.leaseTakeover('price_feed'),
        )
      : null;
  }

  get script(): ScriptFeed | null {
    return this.feed instanceof ScriptFeed ? this.feed : null;
  }

  async init(): Promise<void> {
    this.list = await repo.instruments(this.deps.db);
    this.bySymbol = new Map(this.list.map((i) => [i.symbol, i]));
    // Each instrument's newest logged tick: an order may open on a recorded price at once, and
    // the settlement verifier must find that price in the tick log. A bar's close (stamped with
    // the bar's start, not a tick of the log) only where no tick is kept.
    const ticks = await lastTicks(
      this.deps.db,
      this.list.map((i) => i.id),
    );
    for (const [id, c] of await repo.lastCloses(this.deps.db)) {
      if (ticks.has(id)) continue;
      this.record(id, { price: c.close, ts: c.ts });
      this.unlogged.add(id);
    }
    for (const [id, tick] of ticks) this.record(id, { ...tick, price: this.asFed(id, tick.price) });
    // The first read of the log starts after these (not from them again).
    this.followed = new Map([...ticks].map(([id, tick]) => [id, tick.ts]));
    await this.refreshStats();
  }

  instruments(): repo.InstrumentRow[] {
    return this.list;
  }

  instrument(symbol: string): repo.InstrumentRow | undefined {
    return this.bySymbol.get(normalizeSymbol(symbol));
  }

  /** A product module gives its pair table's side of the operator's instrument edit. */
  addInstrumentProduct(product: InstrumentProduct): void {
    this.products = [...this.products.filter((p) => p.name !== product.name), product];
  }

  instrumentProducts(): readonly InstrumentProduct[] {
    return this.products;
  }

  /**
   * An operator changed an instrument's leverages or lot limits (console): this node's copy
   * follows at once. Hours, tick size and listing feed the price feed and are read at start.
   */
  updateTerms(
    id: number,
    terms: Pick<repo.InstrumentRow, 'leverages' | 'lot_size' | 'min_lots' | 'max_lots'>,
  ): void {
    const row = this.list.find((i) => i.id === id);
    if (row)
      Object.assign(row, {
        leverages: terms.leverages,
        lot_size: terms.lot_size,
        min_lots: terms.min_lots,
        max_lots: terms.max_lots,
      });
  }

  /**
   * Starts the feed and the flush loop at once; on a new data folder the simulated history
   * fills in behind them (it ends at the start price the feed begins from).
   */
  async start(): Promise<void> {
    const days = this.deps.config.feedBackfillDays;
    const missing = this.feed.simulated && days > 0 ? await this.withoutHistory() : [];
    if (this.stopped) return;
    if (this.lease) await this.startShared();
    else this.feed.start(this.feedInstruments(), (tick) => this.ingest(tick));
    this.timers.push(
      setInterval(
        () =>
          void this.flush().catch((err: unknown) =>
            err instanceof LeaseLost
              ? this.deps.log.warn({ err: err.message }, 'market flush refused: lease lost')
              : this.deps.log.error({ err }, 'market flush failed'),
          ),
        FLUSH_EVERY_MS,
      ),
    );
    this.timers.push(
      setInterval(
        () =>
          void this.refreshStats().catch((err: unknown) =>
            this.deps.log.error({ err }, 'market stats failed'),
          ),
        STATS_EVERY_MS,
      ),
    );
    if (missing.length) {
      for (const i of missing) {
        const day = simulatedDayStats(i);
        if (day) this.seeded.set(i.id, day);
      }
      this.stats = this.withSeeded(this.stats);
      this.history = this.backfill(missing, days);
    }
  }

  /** The instruments as the feed walks them, each from the last price this node has. */
  private feedInstruments(): FeedInstrument[] {
    return this.list.map((i) => ({
      symbol: i.symbol,
      hours: i.hours,
      tickSize: Number(i.tick_size),
      decimals: i.price_decimals,
      volatility: Number(i.volatility),
      startPrice: Number(this.last.get(i.id)?.price ?? i.start_price),
    }));
  }

  /**
   * The simulated walk in a cluster: the lease is claimed now and then a few times per lease
   * (a dead owner's is taken within 1.25 leases); until this node holds it, it reads the tick
   * log every `FOLLOW_EVERY_MS`.
   */
  private async startShared(): Promise<void> {
    await this.claim();
    const leaseMs = this.deps.config.leaseSeconds * 1000;
    this.timers.push(setInterval(() => void this.claim(), renewEveryMs(leaseMs)));
    this.timers.push(
      setInterval(() => {
        if (!this.walking && !this.reading) void this.readLog();
      }, FOLLOW_EVERY_MS),
    );
  }

  /** Whether this node walks the simulated prices now (the lease it holds, for the metrics). */
  walksFeed(): boolean {
    return this.walking;
  }

  /** Takes or renews the walk's lease, and walks or follows as it says. */
  private claim(): Promise<void> {
    const turn = this.turns.then(async () => {
      const lease = this.lease;
      if (!lease || this.stopped || this.released) return;
      const term = await lease.acquire();
      if (this.stopped || this.released) return;
      if (term === 'held_elsewhere') this.follow();
      else if (term === 'taken' || !this.walking) await this.walk();
    });
    this.turns = turn.catch((err: unknown) =>
      this.deps.log.error({ err }, 'market feed lease failed'),
    );
    return this.turns;
  }

  /**
   * A new term of this node: everything the previous owner recorded is read first (its last
   * ticks reach this node's listeners), then each instrument's walk continues from its last
   * price in the tick log, so the chart has no jump.
   */
  private async walk(): Promise<void> {
    this.stopWalking();
    await this.flushing;
    await this.readLog(true);
    if (this.stopped || this.released) return;
    this.walking = true;
    this.feed.start(this.feedInstruments(), (tick) => this.ingest(tick));
    this.deps.log.info({ node: this.deps.scheduler.node }, 'walks the simulated prices');
  }

  /** Another node walks the prices: this one stops its walk and follows the tick log. */
  private follow(): void {
    if (this.walking)
      this.deps.log.warn({ node: this.deps.scheduler.node }, 'lost the simulated prices lease');
    this.stopWalking();
  }

  /** Stops the walk; received ticks not yet written are dropped, tickers go back to the log's. */
  private stopWalking(): void {
    this.walking = false;
    this.feed.stop();
    this.pending = [];
    for (const [id, tick] of this.recorded) this.last.set(id, tick);
  }

  /**
   * Reads the ticks recorded since the last read (the first read starts from each instrument's
   * last tick) and takes them as this node's own flush would: recorded prices, then the
   * listeners. Sockets: with Redis the owner's broadcast reaches every node's sockets already;
   * without it (one node, or nodes sharing nothing) this node tells its own sockets the tickers.
   * `all` reads until nothing is left (a takeover); a follower's poll reads one batch.
   */
  private readLog(all = false): Promise<void> {
    const read = (this.reading ?? Promise.resolve()).then(() => this.readLogNow(all));
    const settled = read.catch((err: unknown) =>
      this.deps.log.error({ err }, 'market tick log read failed'),
    );
    this.reading = settled;
    void settled.then(() => {
      if (this.reading === settled) this.reading = null;
    });
    return read;
  }

  private async readLogNow(all: boolean): Promise<void> {
    const followed = this.followed;
    for (;;) {
      const rows = await ticksSince(
        this.deps.db,
        this.list.map((i) => ({ instrumentId: i.id, afterMs: followed.get(i.id) ?? 0 })),
        FOLLOW_BATCH,
      );
      if (this.walking || this.stopped) return;
      if (!rows.length) return;
      const symbolOf = new Map(this.list.map((i) => [i.id, i.symbol]));
      const ticks: Tick[] = [];
      const perInstrument = new Map<number, number>();
      for (const r of rows) {
        const price = this.asFed(r.instrumentId, r.price);
        this.record(r.instrumentId, { price, ts: r.ts });
        followed.set(r.instrumentId, Math.max(followed.get(r.instrumentId) ?? 0, r.ts));
        perInstrument.set(r.instrumentId, (perInstrument.get(r.instrumentId) ?? 0) + 1);
        ticks.push({
          symbol: symbolOf.get(r.instrumentId)!,
          price,
          ts: r.ts,
          volume: '0',
        });
      }
      this.tellListeners(ticks);
      if (!this.deps.config.redisUrl)
        for (const symbol of new Set(ticks.map((t) => t.symbol))) {
          const ticker = this.ticker(symbol);
          if (ticker) this.deps.realtime.ticker(symbol, ticker);
        }
      if (!all || ![...perInstrument.values()].some((n) => n >= FOLLOW_BATCH)) return;
    }
  }

  /**
   * A logged price as the walk printed it: the log drops trailing zeros ("96010.3"), the walk
   * prints the instrument's decimals ("96010.30"), and every node shows the same string. Only
   * zeros are added; a price with more decimals is kept as it is.
   */
  private asFed(instrumentId: number, price: string): string {
    const decimals = this.list.find((i) => i.id === instrumentId)?.price_decimals ?? 0;
    const scale = price.includes('.') ? price.length - price.indexOf('.') - 1 : 0;
    if (scale >= decimals) return price;
    return `${price}${scale === 0 ? '.' : ''}${'0'.repeat(decimals - scale)}`;
  }

  private tellListeners(ticks: Tick[]): void {
    for (const listener of this.recordedListeners) {
      try {
        listener(ticks);
      } catch (err) {
        this.deps.log.error({ err }, 'recorded-tick listener failed');
      }
    }
  }

  /**
   * Hands the simulated walk to another node now (a graceful stop): the ticks received so far
   * are written under the lease, then it is released; this node follows the log until it stops.
   */
  releaseFeed(): Promise<void> {
    const turn = this.turns.then(async () => {
      if (!this.lease || this.released) return;
      this.released = true;
      const walked = this.walking;
      this.feed.stop();
      if (walked) await this.flush().catch(() => undefined);
      this.walking = false;
      this.pending = [];
      await this.lease.release();
    });
    this.turns = turn.catch((err: unknown) =>
      this.deps.log.error({ err }, 'could not release the market feed lease'),
    );
    return this.turns;
  }

  /** Resolves when the history of a new data folder is written (at once otherwise). */
  historyReady(): Promise<void> {
    return this.history;
  }

  private async withoutHistory(): Promise<repo.InstrumentRow[]> {
    const out: repo.InstrumentRow[] = [];
    for (const i of this.list) if (!(await repo.hasMinuteBars(this.deps.db, i.id))) out.push(i);
    return out;
  }

  private async backfill(list: repo.InstrumentRow[], days: number): Promise<void> {
    const started = Date.now();
    let bars = 0;
    try {
      for (const i of list) {
        if (this.stopped) return;
        bars += await backfillInstrument(this.deps.db, i, days);
        // Its bars are in: the written history says its day from now on.
        this.seeded.delete(i.id);
      }
      await this.refreshStats();
      await repo.checkpoint(this.deps.db);
      this.deps.log.info(
        { instruments: list.length, bars, ms: Date.now() - started },
        'simulated history written',
      );
    } catch (err) {
      // What was worked out for the unwritten rest would match no bars: the written say it.
      this.seeded.clear();
      if (!this.stopped) this.deps.log.error({ err }, 'simulated history failed');
    }
  }

  /** Accepts a tick from the feed; ignored if unknown, out of order, or not a positive price. */
  ingest(tick: Tick): void {
    // A node that does not hold the walk's lease records nothing of its own.
    if (this.lease && !this.walking) return;
    const i = this.bySymbol.get(tick.symbol);
    if (!i || !/^\d+(\.\d+)?$/.test(tick.price) || isZero(tick.price)) return;
    const prev = this.last.get(i.id);
    if (prev && tick.ts <= prev.ts) return;
    this.last.set(i.id, { price: tick.price, ts: tick.ts });
    if (this.pending.length < PENDING_MAX) this.pending.push(tick);
  }

  /** Calls `listener` with the ticks of each flush once they are in the tick log (in arrival order). */
  onRecorded(listener: (ticks: Tick[]) => void): void {
    this.recordedListeners.push(listener);
  }

  /** Writes pending ticks and their bars in one transaction, then pushes them to subscribers. */
  flush(): Promise<void> {
    // A failed flush must not stop the ones after it: the chain continues from a settled promise
    // (the caller still sees this flush's failure).
    const next = this.flushing.then(() => this.flushNow());
    this.flushing = next.catch(() => undefined);
    return next;
  }

  private async flushNow(): Promise<void> {
    const ticks = this.pending;
    this.pending = [];
    if (!ticks.length) return;
    const perPeriod = new Map<Period, Map<string, repo.BarRow>>(PERIODS.map((p) => [p, new Map()]));
    for (const t of ticks) {
      const id = this.idOf(t.symbol);
      for (const period of PERIODS) {
        const openTime = barStart(period, Math.floor(t.ts / 1000));
        const key = `${id}:${openTime}`;
        const bar = perPeriod.get(period)!.get(key);
        if (!bar)
          perPeriod.get(period)!.set(key, {
            instrumentId: id,
            openTime,
            open: t.price,
            high: t.price,
            low: t.price,
            close: t.price,
            volume: t.volume,
          });
        else {
          if (cmp(t.price, bar.high) > 0) bar.high = t.price;
          if (cmp(t.price, bar.low) < 0) bar.low = t.price;
          bar.close = t.price;
          bar.volume = add(bar.volume, t.volume);
        }
      }
    }
    const lease = this.lease;
    const merged = await this.deps.db
      .tx(async (tx) => {
        // Fencing: written only while this term still holds the lease.
        if (lease) await lease.fence(tx);
        await repo.insertTicks(
          tx,
          ticks.map((t) => ({ instrumentId: this.idOf(t.symbol), ts: t.ts, price: t.price })),
        );
        const out: Array<{ period: Period; rows: Awaited<ReturnType<typeof repo.mergeBars>> }> = [];
        for (const [period, bars] of perPeriod)
          out.push({ period, rows: await repo.mergeBars(tx, period, [...bars.values()]) });
        return out;
      })
      .catch((err: unknown) => {
        // Another node holds the walk now (or this term ran out): see who, at once.
        if (err instanceof LeaseLost) void this.claim();
        throw err;
      });
    // After commit: the recorded prices, their consumers, tickers to the market room, each bar to its room.
    for (const t of ticks) {
      const id = this.idOf(t.symbol);
      this.record(id, { price: t.price, ts: t.ts });
      // Written here: a later read of the log (this node following again) starts after them.
      if (t.ts > (this.followed.get(id) ?? 0)) this.followed.set(id, t.ts);
    }
    this.tellListeners(ticks);
    const { realtime } = this.deps;
    for (const symbol of new Set(ticks.map((t) => t.symbol))) {
      const ticker = this.ticker(symbol);
      if (ticker) realtime.ticker(symbol, ticker);
    }
    const symbolOf = new Map(this.list.map((i) => [i.id, i.symbol]));
    for (const { period, rows } of merged) {
      for (const r of rows) {
        const symbol = must(
          symbolOf.get(r.instrument_id),
          `bar of an instrument not in the list (${r.instrument_id})`,
        );
        realtime.toRoom(
          `kline:${symbol}:${period}`,
          SOCKET_EVENTS.kline,
          klineEvent(symbol, period, r),
        );
      }
    }
  }

  /** The id of an instrument a pending tick names (ingest keeps only known symbols). */
  private idOf(symbol: string): number {
    return must(this.bySymbol.get(symbol), `pending tick of an unknown symbol ${symbol}`).id;
  }

  async refreshStats(): Promise<void> {
    const written = await repo.dayStats(this.deps.db, Math.floor(Date.now() / 1000) - 86_400);
    this.stats = this.withSeeded(written);
  }

  private withSeeded(written: Map<number, DayStats>): Map<number, DayStats> {
    if (!this.seeded.size) return written;
    const out = new Map(written);
    for (const [id, day] of this.seeded) out.set(id, day);
    return out;
  }

  /** Sets the recorded (and, if newer, the received) price of an instrument. */
  private record(instrumentId: number, tick: { price: string; ts: number }): void {
    const prev = this.recorded.get(instrumentId);
    if (!prev || tick.ts > prev.ts) {
      this.recorded.set(instrumentId, tick);
      this.unlogged.delete(instrumentId);
    }
    const live = this.last.get(instrumentId);
    if (!live || tick.ts > live.ts) this.last.set(instrumentId, tick);
  }

  /**
   * The price a settlement may use: the last tick that is in the tick log (so anyone can find
   * it there), never one merely received; and whether it is stale.
   */
  price(symbol: string, now = Date.now()): { price: string; ts: number; stale: boolean } | null {
    const i = this.instrument(symbol);
    const last = i ? this.recorded.get(i.id) : undefined;
    if (!i || !last) return null;
    const stale =
      this.unlogged.has(i.id) || (isOpen(i.hours, now) && now - last.ts > STALE_AFTER_MS);
    return { ...last, stale };
  }

  ticker(symbol: string, now = Date.now()): Ticker | null {
    const i = this.instrument(symbol);
    if (!i) return null;
    const last = this.last.get(i.id);
    const price = last?.price ?? i.start_price;
    const s = this.stats.get(i.id);
    const open = s?.open ?? price;
    const high = s && cmp(s.high, price) > 0 ? s.high : price;
    const low = s && cmp(s.low, price) < 0 ? s.low : price;
    const change = isZero(open)
      ? '0.00'
      : dec(sub(price, open)).dividedBy(open).times(100).toFixed(2);
    const marketOpen = isOpen(i.hours, now);
    return {
      symbol: i.symbol,
      currency_id: i.currency_id,
      legal_id: i.legal_id,
      name: i.base,
      kind: i.kind,
      now_price: price,
      open_price: open,
      change,
      high,
      low,
      volume: s?.volume ?? '0',
      price_decimals: i.price_decimals,
      market_open: marketOpen,
      stale: !last || this.unlogged.has(i.id) || (marketOpen && now - last.ts > STALE_AFTER_MS),
      ts: last?.ts ?? 0,
    };
  }

  tickers(): Ticker[] {
    return this.list.map((i) => this.ticker(i.symbol)!);
  }

  /** Every active instrument with whether its market is open now. */
  instrumentList(now = Date.now()) {
    return this.list.map((i) => instrumentView(i, now));
  }

  /**
   * The kline history of `new_timeshar`: the bars of the window, newest `limit` of them, in
   * time order; null when the symbol or the period is not valid.
   */
  async timeshar(query: unknown): Promise<KlineBar[] | null> {
    const input = timesharQuery.safeParse(query);
    const instrument = input.success ? this.instrument(input.data.symbol) : undefined;
    if (!input.success || !instrument) return null;
    const to = input.data.to ?? Math.floor(Date.now() / 1000);
    const from = input.data.from ?? 0;
    return (
      await repo.bars(this.deps.db, instrument.id, input.data.period, from, to, input.data.limit)
    ).map(timesharBar);
  }

  /** Tickers whose symbol contains the query (with or without the slash), and the hot searches. */
  async search(query: string): Promise<{ results: Ticker[]; hot: string[] }> {
    const q = query.toUpperCase().replace(/[^A-Z0-9/]/g, '');
    const hot = await getSetting(this.deps.db, 'hot_search');
    const results = q
      ? this.tickers().filter(
          (t) => t.symbol.replace('/', '').includes(q.replace('/', '')) || t.symbol.includes(q),
        )
      : [];
    return { results: results.slice(0, SEARCH_RESULTS_MAX), hot };
  }

  /** The tickers of a user's favourite symbols, in the order they were added. */
  async favourites(userId: number): Promise<Ticker[]> {
    const symbols = await repo.favouriteSymbols(this.deps.db, userId);
    return symbols.map((s) => this.ticker(s)).filter((t): t is Ticker => t !== null);
  }

  async setFavourite(userId: number, symbol: string, favourite: boolean): Promise<true> {
    const instrument = this.instrument(symbol) ?? fail('not_found');
    if (favourite) await repo.addFavourite(this.deps.db, userId, instrument.id);
    else await repo.removeFavourite(this.deps.db, userId, instrument.id);
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.feed.stop();
    for (const t of this.timers) clearInterval(t);
    await this.history;
    await this.flush().catch(() => undefined);
    // Another node takes the walk over at once instead of waiting for the lease to run out.
    await this.releaseFeed();
    await this.reading;
  }
}

/** 'btcusdt', 'BTC-USDT', 'btc_usdt' and 'BTC/USDT' all name BTC/USDT. */
export function normalizeSymbol(symbol: string): string {
  const s = symbol.trim().toUpperCase().replace(/[-_]/g, '/');
  if (s.includes('/')) return s;
  for (const quote of ['USDT', 'USD', 'JPY'])
    if (s.endsWith(quote) && s.length > quote.length)
      return `${s.slice(0, -quote.length)}/${quote}`;
  return s;
}
