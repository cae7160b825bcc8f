import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type LabelValues,
} from 'prom-client';
import type { AppConfig } from '../config';
import type { Db } from './db';

/** A lease a node holds: a scheduled job, a spot pair. */
export interface LeaseFact {
  kind: string;
  key: string;
}

/** What the scrape reads at its moment (gauges), registered by the parts that know. */
export interface MetricsSources {
  db: Db;
  /** The jobs this app runs (lag is reported for these only). */
  jobs(): string[];
  leases(): LeaseFact[];
  sockets(): number;
  /** Per watched chain: the head the node reports and the chain's cursor row. */
  chainLag?(): Promise<Array<{ chain: string; blocks: number }>>;
}

const BATCH_SIZES = [1, 2, 5, 10, 20, 50, 100, 200, 500];
const DURATIONS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The node's Prometheus metrics. One registry per app (tests build many apps in one process):
 * counters and histograms are fed where the work happens, gauges read their source at scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  private sources: MetricsSources | null = null;

  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: DURATIONS,
    registers: [this.registry],
  });
  private readonly spotOrders = new Counter({
    name: 'spot_orders_total',
    help: 'Spot orders placed: accepted (committed with their hold) or refused',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly spotBatchSize = new Histogram({
    name: 'spot_match_batch_size',
    help: 'Orders and cancels one spot matching batch took',
    buckets: BATCH_SIZES,
    registers: [this.registry],
  });
  private readonly spotBatchSeconds = new Histogram({
    name: 'spot_match_batch_seconds',
    help: 'Time of one spot matching batch, its transaction included',
    buckets: DURATIONS,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job checks on this node, by outcome (done, skipped, failed, not_owner)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly leaseTakeovers = new Counter({
    name: 'lease_takeovers_total',
    help: 'Leases this node took over from another node (expired or released)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const sources = () => this.sources;
    new Gauge({
      name: 'job_lag_seconds',
      help: 'Seconds since the job last completed a period (any node)',
      labelNames: ['job'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const s = sources();
        if (!s) return;
        const jobs = s.jobs();
        const { rows } = await s.db.query<{ job: string; lag: number }>(
          `SELECT job, extract(epoch FROM now() - max(finished_at))::float8 AS lag
             FROM job_runs WHERE status = 'done' AND job = ANY($1::text[]) GROUP BY job`,
          [jobs],
        );
        for (const r of rows) this.set({ job: r.job }, Math.max(0, r.lag));
      },
    });
    new Gauge({
      name: 'lease_owned',
      help: 'Leases this node holds now (1 each), by kind and key',
      labelNames: ['kind', 'key'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const l of sources()?.leases() ?? []) this.set({ kind: l.kind, key: l.key }, 1);
      },
    });
    new Gauge({
      name: 'socket_connections',
      help: 'Realtime (socket.io) connections open on this node',
      registers: [this.registry],
      collect() {
        this.set(sources()?.sockets() ?? 0);
      },
    });
    // The ledger check job's last finished run, whichever node ran it.
    const ledgerRun = async () => {
      const s = sources();
      if (!s) return null;
      const { rows } = await s.db.query<{ status: string; age: number }>(
        `SELECT status, extract(epoch FROM now() - finished_at)::float8 AS age FROM job_runs
          WHERE job = 'ledger.check' AND status IN ('done', 'failed')
          ORDER BY finished_at DESC LIMIT 1`,
      );
      return rows[0] ?? null;
    };
    new Gauge({
      name: 'ledger_check_ok',
      help: 'Whether the last ledger check found the books balanced (1) or not (0); absent before the first',
      registers: [this.registry],
      async collect() {
        this.reset();
        const run = await ledgerRun();
        if (run) this.set(run.status === 'done' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ledger_check_age_seconds',
      help: 'Seconds since the last ledger check finished; absent before the first',
      registers: [this.registry],
      async collect() {
        this.reset();
        const run = await ledgerRun();
        if (run) this.set(Math.max(0, run.age));
      },
    });
    const pool = (name: string, help: string, read: (p: Db['pool']) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const s = sources();
          this.set(s ? read(s.db.pool) : 0);
        },
      });
    pool('db_pool_total', 'Database connections the pool holds', (p) => p.totalCount);
    pool('db_pool_idle', 'Database connections idle in the pool', (p) => p.idleCount);
    pool('db_pool_waiting', 'Queries waiting for a database connection', (p) => p.waitingCount);
    new Gauge({
      name: 'chain_watcher_lag_blocks',
      help: "Blocks between a chain's head and the deposit watcher's cursor",
      labelNames: ['chain'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const c of (await sources()?.chainLag?.()) ?? [])
          this.set({ chain: c.chain }, c.blocks);
      },
    });
  }

  /** The parts the gauges read; set once the app is built. */
  attach(sources: MetricsSources): void {
    this.sources = sources;
  }

  request(labels: LabelValues<'route' | 'method' | 'status'>, seconds: number): void {
    this.httpRequests.inc(labels);
    this.httpDuration.observe({ route: labels.route, method: labels.method }, seconds);
  }

  spotOrder(result: 'accepted' | 'refused'): void {
    this.spotOrders.inc({ result });
  }

  spotBatch(size: number, seconds: number): void {
    this.spotBatchSize.observe(size);
    this.spotBatchSeconds.observe(seconds);
  }

  jobRun(job: string, outcome: string): void {
    this.jobRuns.inc({ job, outcome });
  }

  leaseTakeover(kind: string): void {
    this.leaseTakeovers.inc({ kind });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return given.length > 0 && crypto.timingSafeEqual(a, b);
}

/**
 * Serves the metrics to operators only: on METRICS_PORT (bound to METRICS_HOST) when set, else
 * at `/metrics` on the main port for a bearer of METRICS_TOKEN; with neither, nowhere. Resolves
 * to the separate server (or nothing).
 */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  config: AppConfig['metrics'],
): Promise<{ port: number; close: () => Promise<void> } | null> {
  const token = config.port === undefined ? config.token?.reveal() : undefined;
  app.route({
    method: 'GET',
    url: '/metrics',
    handler: async (request, reply) => {
      if (!token) return reply.callNotFound();
      if (!tokenMatches(request.headers.authorization, token))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ status: 'error', message: 'unauthorized' });
      const { contentType, body } = await metrics.text();
      return reply.type(contentType).send(body);
    },
  });
  if (config.port === undefined) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ host: config.host, port }, 'metrics served');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
