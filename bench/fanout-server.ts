// The server side of the fan-out bench: the real app (script feed, in-memory PGlite), one process
// per node. With REDIS_URL set, nodes share rooms through the redis adapter like production.
import { MARKET_ROOM, SOCKET_EVENTS } from '@tidemark/contracts';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { LatestFanout } from '../apps/server/src/platform/fanout';
import { TICKER_INTERVAL_MS } from '../apps/server/src/platform/realtime';

const redisUrl = process.env.BENCH_REDIS_URL || undefined;
const app = await buildApp({ ...testConfig({ redisUrl }), rateLimitPerMinute: 10_000_000 });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({
  kind: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  symbols: app.services.market.tickers().map((t) => t.symbol),
});

/**
 * `batch`: the app's path, `realtime.ticker`: coalesced per symbol, every changed pair of a
 * flush in ONE `daymarkets` frame to `market` (+ `daymarket` to `ticker:<symbol>` rooms).
 * `pairs`: the path before the batch frame, kept here to compare in the same run: the same
 * coalescing, but one `daymarket` broadcast per changed pair to `market`.
 */
type Mode = 'batch' | 'pairs';

const pairs = new LatestFanout((entries) => {
  for (const e of entries) app.realtime.io.to(MARKET_ROOM).emit(SOCKET_EVENTS.daymarket, e.payload);
}, TICKER_INTERVAL_MS);

process.on(
  'message',
  async (msg: {
    kind: string;
    mode?: Mode;
    ticks?: number;
    everyMs?: number;
    symbols?: string[];
  }) => {
    if (msg.kind === 'stats') {
      // Collected first (the child runs with --expose-gc), so the figure is what the sockets hold.
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      const cpu = process.cpuUsage();
      return process.send!({
        kind: 'stats:done',
        rss: m.rss,
        heap: m.heapUsed,
        cpuMs: (cpu.user + cpu.system) / 1000,
        sockets: app.realtime.io.engine.clientsCount,
      });
    }
    if (msg.kind === 'burst') {
      const symbols = msg.symbols ?? ['BTC/USDT'];
      for (let seq = 1; seq <= (msg.ticks ?? 1); seq++) {
        for (const symbol of symbols) {
          // `sent` is the publish time: the figure includes the coalescing wait and every write.
          const payload = { ...app.services.market.ticker(symbol), sent: Date.now(), seq };
          if (msg.mode === 'pairs') pairs.publish(symbol, payload);
          else app.realtime.ticker(symbol, payload);
        }
        await new Promise((r) => setTimeout(r, msg.everyMs ?? 50));
      }
      process.send!({ kind: 'burst:done' });
    }
  },
);
process.on('SIGTERM', () => {
  pairs.close();
  void app.close().then(() => process.exit(0));
});
