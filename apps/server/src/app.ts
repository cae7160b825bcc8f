import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppConfig } from './config';
import { openDb, type Db } from './platform/db';
import { migrate } from './platform/migrate';
import { envelopePlugin } from './platform/envelope';
import { registerSecurity } from './platform/security';
import { createRealtime, type Realtime } from './platform/realtime';
import { Scheduler } from './platform/jobs';
import { serveWeb } from './platform/web';
import { Outbox, smtpTransport } from './platform/outbox';
import { FileStore, UPLOAD_MAX_BYTES } from './platform/storage';
import type { AppModule } from './platform/module';
import { modules as allModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    realtime: Realtime;
    scheduler: Scheduler;
    outbox: Outbox;
    files: FileStore;
  }
}

export interface BuildOptions {
  modules?: AppModule[];
  /** An already open database (tests share one per file); closed by the caller then. */
  db?: Db;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole app: platform plugins, then every module. Tests build it whole. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDb = !opts.db;
  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await migrate(db);
  } catch (err) {
    if (ownsDb) await db.close();
    throw err;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.re_password', '*.code', '*.token'],
        censor: '[redacted]',
      },
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(envelopePlugin);
  await registerSecurity(app, config);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });
  app.decorate('outbox', new Outbox(db, app.log, config.smtpUrl ? { email: smtpTransport(config.smtpUrl) } : {}));
  app.decorate('files', new FileStore(config.uploadsDir));

  const realtime = createRealtime(app.server, db, app.log, config.redisUrl);
  app.decorate('realtime', realtime);
  const scheduler = new Scheduler(db, app.log);
  app.decorate('scheduler', scheduler);

  const modules = opts.modules ?? allModules;
  for (const module of modules) {
    await module.routes?.(app);
    for (const job of module.jobs ?? []) scheduler.register(job);
  }
  if (config.demoData) {
    for (const module of modules) await module.seedDemo?.({ db, config, log: app.log });
  }
  await serveWeb(app, config.webDist);

  app.addHook('onClose', async () => {
    await scheduler.stop();
    await realtime.close();
    if (ownsDb) await db.close();
  });
  await app.ready();
  return app;
}
