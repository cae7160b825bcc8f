import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from './db';

/** How long one dependency may take to answer before it counts as failing. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failing' | 'not_started' | 'draining';

export interface ReadyAnswer {
  status: 'ready' | 'not_ready';
  checks: {
    database: Check;
    redis?: Check;
    modules: Check;
    draining: boolean;
  };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Whether this node should get traffic (readiness, `/api/ready`), apart from whether it is alive
 * (liveness, `/api/health`): its database answers, Redis answers when configured, its modules
 * have started, and it is not draining for a shutdown.
 */
export class Readiness {
  private started = false;
  private draining = false;
  private redis: Promise<Redis> | null = null;

  constructor(
    private readonly db: Db,
    private readonly redisUrl: string | undefined,
  ) {}

  markStarted(): void {
    this.started = true;
  }

  /** From now on the node answers not ready (a load balancer stops sending it requests). */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  private async pingRedis(url: string): Promise<void> {
    this.redis ??= import('ioredis').then(({ Redis }) => {
      const redis = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 1000,
      });
      // A failing ping answers not ready; the connection's own errors need no other report.
      redis.on('error', () => undefined);
      return redis;
    });
    const redis = await this.redis;
    if (redis.status === 'wait') await redis.connect();
    await redis.ping();
  }

  async check(): Promise<ReadyAnswer> {
    const probe = (p: () => Promise<unknown>): Promise<Check> =>
      within(p(), CHECK_TIMEOUT_MS).then(
        () => 'ok',
        () => 'failing',
      );
    const [database, redis] = await Promise.all([
      probe(() => this.db.query('SELECT 1')),
      this.redisUrl ? probe(() => this.pingRedis(this.redisUrl!)) : undefined,
    ]);
    const modules: Check = this.started ? 'ok' : 'not_started';
    const checks: ReadyAnswer['checks'] = {
      database,
      ...(redis ? { redis } : {}),
      modules,
      draining: this.draining,
    };
    const ready =
      !this.draining && database === 'ok' && (redis ?? 'ok') === 'ok' && modules === 'ok';
    return { status: ready ? 'ready' : 'not_ready', checks };
  }

  async close(): Promise<void> {
    const redis = await this.redis?.catch(() => null);
    redis?.disconnect();
  }
}

/**
 * `GET /api/ready`: 200 when the node is ready, 503 with what is failing otherwise. Plain HTTP
 * statuses (not the API envelope): load balancers read the status code. Nothing secret in it.
 */
export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.get('/api/ready', async (_request, reply) => {
    const answer = await readiness.check();
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}

/**
 * A graceful stop: not ready at once, this node's leases released at once (another node takes
 * the jobs and the spot pairs over without waiting for them to expire), requests still served
 * for `drainMs` while the load balancer notices, then closed once the requests in flight finish.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.readiness.drain();
  await app.releaseLeases();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
