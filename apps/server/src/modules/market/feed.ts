import type { FastifyBaseLogger } from 'fastify';
import { isOpen } from './periods';
import { prng, seedOf, step, tickVolume, toTick } from './simulator';
import { BINANCE_STREAM_URL, ExchangeFeed } from './exchange-feed';

/** One price from a source: symbol, decimal price, time in ms, traded quantity. */
export interface Tick {
  symbol: string;
  price: string;
  ts: number;
  volume: string;
}

export interface FeedInstrument {
  symbol: string;
  hours: '24x7' | 'weekdays';
  tickSize: number;
  decimals: number;
  volatility: number;
  /** Where the walk starts: the last recorded close, or the instrument's start price. */
  startPrice: number;
}

/** A price source. The market service owns exactly one. */
export interface Feed {
  readonly name: string;
  readonly simulated: boolean;
  start(instruments: FeedInstrument[], onTick: (tick: Tick) => void): void;
  stop(): void;
}

/** The embedded default: a tick per instrument per second while its market is open. */
export class SimulatedFeed implements Feed {
  readonly name = 'simulated';
  readonly simulated = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly seed = 'tidemark',
    private readonly intervalMs = 1000,
  ) {}

  start(instruments: FeedInstrument[], onTick: (tick: Tick) => void): void {
    const state = instruments.map((i) => ({
      i,
      price: i.startPrice,
      rand: prng(seedOf(`${this.seed}:${i.symbol}:${Date.now()}`)),
    }));
    this.timer = setInterval(() => {
      const now = Date.now();
      for (const s of state) {
        if (!isOpen(s.i.hours, now)) continue;
        s.price = step(s.price, s.i.volatility, this.intervalMs / 1000, s.rand);
        onTick({
          symbol: s.i.symbol,
          price: toTick(s.price, s.i.tickSize, s.i.decimals),
          ts: now,
          volume: tickVolume(s.price, s.rand).toFixed(6),
        });
      }
    }, this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** For tests: a deterministic price path that the test itself drives. */
export class ScriptFeed implements Feed {
  readonly name = 'script';
  readonly simulated = false;
  private onTick: ((tick: Tick) => void) | null = null;

  start(_instruments: FeedInstrument[], onTick: (tick: Tick) => void): void {
    this.onTick = onTick;
  }

  push(symbol: string, price: string, ts = Date.now(), volume = '0'): void {
    if (!this.onTick) throw new Error('script feed not started');
    this.onTick({ symbol, price, ts, volume });
  }

  stop(): void {
    this.onTick = null;
  }
}

export function createFeed(name: string, log: FastifyBaseLogger): Feed {
  if (name === 'script') return new ScriptFeed();
  if (name === 'binance') return new ExchangeFeed(BINANCE_STREAM_URL, log);
  if (name.startsWith('binance:')) return new ExchangeFeed(name.slice('binance:'.length), log);
  if (name !== 'simulated') log.warn({ feed: name }, 'unknown FEED: using the simulator');
  return new SimulatedFeed();
}
