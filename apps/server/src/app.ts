import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppConfig } from './config';
import { openDb, type Db } from './platform/db';
import { migrate } from './platform/migrate';
import { demoSeedCurrent, demoSeedFingerprint, recordDemoSeed } from './platform/demo-seed';
import { ensureSystemAccounts } from './ledger';
import { clientErrorHandler, envelopePlugin, frameworkErrorHandler } from './platform/envelope';
import { registerSecurity } from './platform/security';
import { createRealtime, type Realtime } from './platform/realtime';
import { Scheduler } from './platform/jobs';
import { Metrics, serveMetrics } from './platform/metrics';
import { Readiness, registerReadiness } from './platform/readiness';
import { Clock } from './platform/clock';
import { serveWeb } from './platform/web';
import { registerCompression } from './platform/compression';
import { createOutbox, type Outbox } from './platform/outbox';
import { FileStore, UPLOAD_MAX_BYTES } from './platform/storage';
import { createRouter } from './platform/route';
import {
  orderModules,
  type AnyModule,
  type ModuleContext,
  type ModuleName,
  type Platform,
  type Services,
} from './platform/module';
import { modules as allModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    realtime: Realtime;
    scheduler: Scheduler;
    outbox: Outbox;
    files: FileStore;
    /** Business time; movable in tests and with TEST_CLOCK. */
    clock: Clock;
    /** The business modules' services by name (only those built into this app). */
    services: Services;
    /** Starts the modules' background work (feeds, engines, timers); main.ts, once listening. */
    startModules(): void;
    metrics: Metrics;
    /** Whether the node should get traffic (`/api/ready`); draining once a shutdown began. */
    readiness: Readiness;
    /** The separate metrics server's port, when METRICS_PORT is set. */
    metricsPort: number | undefined;
    /**
     * Hands this node's leases (scheduled jobs, the simulated price walk, spot pairs on
     * PostgreSQL) to other nodes now.
     */
    releaseLeases(): Promise<void>;
  }
}

export interface BuildOptions {
  /** A subset of the modules (each with everything it needs); all of them by default. */
  modules?: readonly AnyModule[];
  /** An already open database (tests share one per file); closed by the caller then. */
  db?: Db;
  /** A clock shared with the caller (tests move it); movable in tests, else the system clock. */
  clock?: Clock;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole app: platform plugins, then every module. Tests build it whole. */
export async function buildApp(
  config: AppConfig,
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const ownsDb = !opts.db;
  // Where a start's time goes (a restart ready in ≤ 5 s), logged once it is built.
  const phases = new StartPhases();
  // The database opens (PGlite: compiling and starting its engine), is migrated and gets its
  // system accounts while the web framework and its plugins are set up; nothing below that
  // reads or writes it runs before it is ready.
  const database = (async () => {
    const started = performance.now();
    const db =
      opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    const opened = performance.now();
    try {
      await migrate(db);
      const migrated = performance.now();
      await ensureSystemAccounts(db);
      phases.record('database open', opened - started);
      phases.record('migrations check', migrated - opened);
      phases.record('system accounts', performance.now() - migrated);
      return db;
    } catch (err) {
      if (ownsDb) await db.close();
      throw err;
    }
  })();
  // Awaited below; a failure meanwhile must not count as unhandled.
  database.catch(() => undefined);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.re_password',
          '*.code',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before any route (undecodable URL, oversized headers) answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL (ids and query strings would make series without end).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.request(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  try {
    await registerCompression(app);
    await app.register(envelopePlugin);
    await registerSecurity(app, config);
    await app.register(formbody);
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
  } catch (err) {
    const db = await database.catch(() => undefined);
    if (ownsDb) await db?.close();
    throw err;
  }
  phases.mark('web framework');
  const db = await database;
  phases.mark('database ready');
  app.decorate('db', db);
  app.decorate('outbox', createOutbox(db, app.log, config));
  app.decorate('files', new FileStore(config.uploadsDir));

  const realtime = await createRealtime(app.server, db, app.log, config.redisUrl);
  app.decorate('realtime', realtime);
  const clock = opts.clock ?? new Clock(config.testClock || config.env === 'test');
  app.decorate('clock', clock);
  const scheduler = new Scheduler(db, app.log, clock, metrics, config.leaseSeconds * 1000);
  app.decorate('scheduler', scheduler);

  // Fails here, before anything starts, on a missing or circular dependency.
  const modules = orderModules(opts.modules ?? allModules);
  const platform: Platform = {
    config,
    db,
    log: app.log,
    realtime,
    scheduler,
    outbox: app.outbox,
    files: app.files,
    clock,
    metrics,
  };
  const services: Partial<Record<ModuleName, unknown>> = {};
  app.decorate('services', services as Services);
  const router = createRouter(app);
  const built: Array<{ module: AnyModule; service: unknown; ctx: ModuleContext<ModuleName> }> = [];
  for (const module of modules) {
    const deps = Object.fromEntries(
      (module.needs as readonly ModuleName[]).map((n) => [n, services[n]]),
    ) as Pick<Services, ModuleName>;
    const ctx: ModuleContext<ModuleName> = { platform, deps };
    const service: unknown = await module.create(ctx);
    phases.markModule(module.name, 'create');
    services[module.name as ModuleName] = service;
    built.push({ module, service, ctx });
    module.routes?.(router, service, ctx);
    for (const job of module.jobs?.(service, ctx) ?? []) scheduler.register(job);
  }
  phases.mark('modules');
  if (config.demoData) {
    // Re-checking every demo row took about a second of each restart; an unchanged build on
    // the same business day finds them as the last complete seeding left them.
    const fingerprint = demoSeedFingerprint(
      built.map(({ module }) => ({ name: module.name, seed: module.seedDemo })),
      clock.nowMs(),
    );
    if (await demoSeedCurrent(db, fingerprint)) {
      phases.mark('demo data unchanged');
    } else {
      for (const { module, service, ctx } of built) {
        await module.seedDemo?.(service, ctx);
        phases.markModule(module.name, 'demo data');
      }
      await recordDemoSeed(db, fingerprint);
      phases.mark('demo data');
    }
  }
  // Starts run in the background; closing waits for them so a start still reading the database
  // when the server is asked to stop does not find it closed under it.
  const starting: Array<Promise<void>> = [];
  const readiness = new Readiness(db, config.redisUrl);
  app.decorate('readiness', readiness);
  registerReadiness(app, readiness);
  app.decorate('startModules', () => {
    readiness.markStarted();
    for (const { module, service } of built) {
      const started = module.start?.(service);
      if (started)
        starting.push(
          started.catch((err: unknown) =>
            app.log.error({ err, module: module.name }, 'module failed to start'),
          ),
        );
    }
  });
  app.decorate('releaseLeases', async () => {
    await scheduler.stop();
    // The simulated walk moves at once to a node that follows the tick log.
    await app.services.market?.releaseFeed();
    // PGlite is one node: nobody could take its pairs over, so it matches until it closes.
    if (db.kind === 'postgres') await app.services.spot?.releasePairs();
  });
  metrics.attach({
    db,
    jobs: () => scheduler.list(),
    leases: () => [
      ...scheduler.ownedJobs().map((key) => ({ kind: 'job', key })),
      ...(app.services.spot?.ownedPairs() ?? []).map((id) => ({
        kind: 'spot_pair',
        key: String(id),
      })),
      ...(app.services.market?.walksFeed() ? [{ kind: 'price_feed', key: 'simulated' }] : []),
    ],
    sockets: () => realtime.io.engine?.clientsCount ?? 0,
    chainLag: () => chainLag(db, app.services),
  });
  const metricsServer = await serveMetrics(app, metrics, config.metrics);
  app.decorate('metricsPort', metricsServer?.port);
  await serveWeb(app, config.webDist);

  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await readiness.close();
    await scheduler.stop();
    // Modules stop in the reverse of their build order: a module's needs outlive it.
    for (const { module, service } of [...built].reverse()) await module.stop?.(service);
    await Promise.all(starting);
    await realtime.close();
    if (ownsDb) await db.close();
  });
  await app.ready();
  phases.mark('web and ready');
  app.log.info(phases.summary(), 'built');
  return app;
}

/**
 * Per watched chain, the blocks between the node's head and the deposit watcher's cursor
 * (`chain_cursors`); a chain whose node does not answer within a second is left out.
 */
async function chainLag(
  db: Db,
  services: Services,
): Promise<Array<{ chain: string; blocks: number }>> {
  const runtimes = (services as Partial<Services>).chain?.runtimes ?? [];
  if (!runtimes.length) return [];
  const { rows } = await db.query<{ chain: string; number: number }>(
    'SELECT chain, number FROM chain_cursors',
  );
  const cursors = new Map(rows.map((r) => [r.chain, r.number]));
  const heads = await Promise.all(
    runtimes.map(async (r) => {
      let timer: NodeJS.Timeout | undefined;
      const head = await Promise.race([
        r.client.getBlockNumber().catch(() => null),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), 1000);
        }),
      ]).finally(() => clearTimeout(timer));
      if (head === null) return null;
      const cursor = cursors.get(r.config.chain) ?? 0;
      return { chain: r.config.chain, blocks: Math.max(0, Number(head) - cursor) };
    }),
  );
  return heads.filter((h) => h !== null);
}

/** Times of a start's phases, and its slowest module steps, for one log line. */
class StartPhases {
  private readonly started = performance.now();
  private last = this.started;
  private lastModule = this.started;
  private readonly phases: Record<string, number> = {};
  private readonly steps: Array<[string, number]> = [];

  /** A phase timed on its own (it ran beside the others). */
  record(phase: string, ms: number): void {
    this.phases[phase] = Math.round(ms);
  }

  mark(phase: string): void {
    const now = performance.now();
    this.phases[phase] = Math.round(now - this.last);
    this.last = now;
    this.lastModule = now;
  }

  markModule(name: string, step: string): void {
    const now = performance.now();
    this.steps.push([`${name} ${step}`, Math.round(now - this.lastModule)]);
    this.lastModule = now;
  }

  summary(): { ms: number; phases: Record<string, number>; slowest: Record<string, number> } {
    const slowest = [...this.steps].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return {
      ms: Math.round(performance.now() - this.started),
      phases: this.phases,
      slowest: Object.fromEntries(slowest),
    };
  }
}
