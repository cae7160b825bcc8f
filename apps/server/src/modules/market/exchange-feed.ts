import WebSocket from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Feed, FeedInstrument, Tick } from './feed';

/**
 * A real exchange's public market data: Binance spot trade streams over a combined-stream
 * websocket (`{"stream":"btcusdt@trade","data":{"e":"trade","s":"BTCUSDT","p":"…","q":"…","T":…}}`).
 * Reconnects with exponential back-off (1 s … 30 s) and subscribes again each time. Only
 * crypto pairs quoted in USDT come from here; staleness is judged by the market service.
 */
export const BINANCE_STREAM_URL = 'wss://stream.binance.com:9443/stream';
const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

export function parseExchangeMessage(raw: string, symbols: Map<string, string>): Tick | null {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return null;
  }
  const data = (msg as { data?: unknown }).data ?? msg;
  const d = data as { e?: string; s?: string; p?: string; q?: string; T?: number };
  if (
    d.e !== 'trade' ||
    typeof d.s !== 'string' ||
    typeof d.p !== 'string' ||
    typeof d.T !== 'number'
  )
    return null;
  const symbol = symbols.get(d.s.toUpperCase());
  if (!symbol || !/^\d+(\.\d+)?$/.test(d.p) || Number(d.p) <= 0) return null;
  // Exchange prices come zero-padded ("96000.01000000"): keep them as plain decimals.
  const price = d.p.includes('.') ? d.p.replace(/0+$/, '').replace(/\.$/, '') : d.p;
  const volume = typeof d.q === 'string' && /^\d+(\.\d+)?$/.test(d.q) ? d.q : '0';
  return { symbol, price, ts: d.T, volume };
}

export class ExchangeFeed implements Feed {
  readonly name = 'binance';
  readonly simulated = false;
  private socket: WebSocket | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private backoffMs = BACKOFF_MIN_MS;
  private stopped = false;
  /** Connections opened so far (for tests and logs). */
  connects = 0;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(instruments: FeedInstrument[], onTick: (tick: Tick) => void): void {
    const symbols = new Map(
      instruments
        .filter((i) => i.symbol.endsWith('/USDT') && i.symbol !== 'USDC/USDT')
        .map((i) => [i.symbol.replace('/', ''), i.symbol]),
    );
    const connect = () => {
      if (this.stopped) return;
      this.connects += 1;
      const socket = new WebSocket(this.url, { handshakeTimeout: 10_000 });
      this.socket = socket;
      socket.on('open', () => {
        this.backoffMs = BACKOFF_MIN_MS;
        socket.send(
          JSON.stringify({
            method: 'SUBSCRIBE',
            params: [...symbols.keys()].map((s) => `${s.toLowerCase()}@trade`),
            id: this.connects,
          }),
        );
      });
      socket.on('message', (raw) => {
        const tick = parseExchangeMessage(raw.toString(), symbols);
        if (tick) onTick(tick);
      });
      socket.on('error', (err) => this.log.warn({ err: err.message }, 'exchange feed error'));
      socket.on('close', () => {
        if (this.stopped) return;
        const wait = this.backoffMs;
        this.backoffMs = Math.min(BACKOFF_MAX_MS, this.backoffMs * 2);
        this.log.warn({ waitMs: wait }, 'exchange feed closed; reconnecting');
        this.retryTimer = setTimeout(connect, wait);
      });
    };
    connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.terminate();
    this.socket = null;
  }
}
