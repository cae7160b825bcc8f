// The server side of the fan-out bench: the real app (script feed, in-memory PGlite), one process
// per node. With REDIS_URL set, nodes share rooms through the redis adapter like production.
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';

const redisUrl = process.env.BENCH_REDIS_URL || undefined;
const app = await buildApp({ ...testConfig({ redisUrl }), rateLimitPerMinute: 10_000_000 });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

/**
 * `baseline`: a bare io.emit of every tick to every socket (no rooms, no coalescing).
 * `room`: the path before the fan-out work: every tick to the `market` room.
 * `fanout`: the app's path: `realtime.ticker`, coalesced per symbol, to `market` + `ticker:<symbol>`.
 */
type Mode = 'baseline' | 'room' | 'fanout';

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
          const payload = { ...app.services.market.ticker(symbol), sent: Date.now(), seq };
          if (msg.mode === 'fanout') app.realtime.ticker(symbol, payload);
          else if (msg.mode === 'room') app.realtime.toRoom('market', 'daymarket', payload);
          else app.realtime.io.emit('daymarket', payload);
        }
        await new Promise((r) => setTimeout(r, msg.everyMs ?? 50));
      }
      process.send!({ kind: 'burst:done' });
    }
  },
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
