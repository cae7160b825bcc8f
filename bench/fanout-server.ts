// The server side of the fan-out bench: the real app (script feed, in-memory PGlite).
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';

const app = await buildApp({ ...testConfig(), rateLimitPerMinute: 10_000_000 });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

process.on(
  'message',
  async (msg: { kind: string; mode?: 'room' | 'broadcast'; ticks?: number }) => {
    if (msg.kind === 'stats') {
      // Collected first (the child runs with --expose-gc), so the figure is what the sockets hold.
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      return process.send!({ kind: 'stats:done', rss: m.rss, heap: m.heapUsed });
    }
    if (msg.kind === 'burst') {
      const start = process.cpuUsage();
      for (let i = 0; i < (msg.ticks ?? 1); i++) {
        const payload = { ...app.services.market.ticker('BTC/USDT'), sent: Date.now() };
        if (msg.mode === 'room') app.realtime.toRoom('market', 'daymarket', payload);
        else app.realtime.io.emit('daymarket', payload);
        await new Promise((r) => setTimeout(r, 50));
      }
      const used = process.cpuUsage(start);
      process.send!({ kind: 'burst:done', cpuMs: (used.user + used.system) / 1000 });
    }
  },
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
