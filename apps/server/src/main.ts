import { loadConfig } from './config';
import { buildApp } from './app';
import { DEMO_USER } from './modules/account/demo';
import { DEMO_OPERATOR } from './modules/admin';
import { drainAndClose } from './platform/readiness';

/** How long closing may take once the drain period is over. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  app.scheduler.start();
  app.startModules();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      url: `http://localhost:${port}`,
      database: app.db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      feed: config.feed,
      demoData: config.demoData,
      jobs: app.scheduler.list(),
    },
    `Tidemark is listening on http://localhost:${port}`,
  );

  if (config.demoData) {
    app.log.info(
      {
        user: `${DEMO_USER.email} / ${DEMO_USER.password} (fund password ${DEMO_USER.payPassword})`,
        operator: `${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} (TOTP secret ${DEMO_OPERATOR.totpSecret})`,
      },
      'demo accounts',
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.drainSeconds * 1000;
    app.log.info(
      { signal, drainSeconds: config.drainSeconds },
      'shutting down: not ready, leases released, serving until the drain ends, then finishing requests in flight',
    );
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    drainAndClose(app, drainMs).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
