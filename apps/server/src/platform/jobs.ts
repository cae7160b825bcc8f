import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Clock } from './clock';
import type { Db } from './db';
import { renewEveryMs } from './lease';

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  now: Date;
  periodKey: string;
}

/**
 * A scheduled job (CONVENTIONS habit 9): one per file, bounded batches, and a key per
 * period so that a second run of the same period changes nothing.
 */
export interface JobDef {
  name: string;
  /** How often this node checks whether a new period is due. */
  checkEveryMs: number;
  /** The period a run belongs to, e.g. '2026-11-22T03' for an hourly job. */
  periodKey(now: Date): string;
  run(ctx: JobContext): Promise<string | void>;
}

export const hourlyKey = (now: Date) => now.toISOString().slice(0, 13);
export const dailyKey = (now: Date) => now.toISOString().slice(0, 10);

/** An owner's lease lasts this long unless renewed (the configured lease time). */
const DEFAULT_LEASE_MS = 5_000;

export type RunOutcome = 'done' | 'skipped' | 'failed' | 'not_owner';

/** What the scheduler reports to the node's metrics. */
export interface SchedulerMetrics {
  jobRun(job: string, outcome: RunOutcome): void;
  leaseTakeover(kind: 'job'): void;
}

export class Scheduler {
  private readonly jobs = new Map<string, JobDef>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly owned = new Set<string>();
  private readonly running = new Map<string, Promise<RunOutcome>>();
  private stopped = false;
  readonly node = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = new Clock(),
    private readonly metrics?: SchedulerMetrics,
    private readonly leaseMs: number = DEFAULT_LEASE_MS,
  ) {}

  register(job: JobDef): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  list(): string[] {
    return [...this.jobs.keys()];
  }

  /** The jobs whose lease this node holds (as of its last check). */
  ownedJobs(): string[] {
    return [...this.owned];
  }

  start(): void {
    for (const job of this.jobs.values()) {
      const tick = () => void this.tick(job.name);
      this.timers.push(setInterval(tick, job.checkEveryMs));
      setImmediate(tick);
    }
    // Ownership is kept apart from the jobs' periods: the leases are renewed (or a dead
    // owner's taken) several times per lease, while each job is still checked every period.
    const renew = () => void this.renewAll();
    this.timers.push(setInterval(renew, renewEveryMs(this.leaseMs)));
  }

  /** Renews every lease this node holds and takes the expired ones; a job just taken is checked at once. */
  async renewAll(): Promise<void> {
    if (this.stopped) return;
    for (const job of this.jobs.values()) {
      const had = this.owned.has(job.name);
      try {
        if ((await this.own(job)) && !had) void this.tick(job.name);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'job lease renewal failed');
      }
      if (this.stopped) return;
    }
  }

  private async tick(name: string): Promise<void> {
    if (this.stopped) return;
    try {
      await this.runOnce(name);
    } catch (err) {
      this.log.error({ err, job: name }, 'job tick failed');
    }
  }

  /** Takes or renews this node's lease on the job; true when this node owns it now. */
  private async own(job: JobDef): Promise<boolean> {
    const leaseMs = this.leaseMs;
    // The previous owner is read from the statement's snapshot, before its own write.
    const { rows } = await this.db.query<{ previous: string | null }>(
      `WITH prev AS (SELECT node FROM job_owners WHERE job = $1)
       INSERT INTO job_owners (job, node, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (job) DO UPDATE SET node = EXCLUDED.node, expires_at = EXCLUDED.expires_at
        WHERE job_owners.node = EXCLUDED.node OR job_owners.expires_at < now()
       RETURNING (SELECT node FROM prev) AS previous`,
      [job.name, this.node, leaseMs / 1000],
    );
    const owns = rows.length > 0;
    if (owns && rows[0]!.previous !== null && rows[0]!.previous !== this.node)
      this.metrics?.leaseTakeover('job');
    if (owns) this.owned.add(job.name);
    else this.owned.delete(job.name);
    return owns;
  }

  /**
   * Runs the job for the current period if this node owns it and the period is not done yet.
   * Without `at`, the period is the business clock's, read again first (a shared test clock may
   * have been moved by another node).
   */
  async runOnce(name: string, at?: Date): Promise<RunOutcome> {
    const inFlight = this.running.get(name);
    if (inFlight) return inFlight;
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const run = (async (): Promise<RunOutcome> => {
      if (!(await this.own(job))) return 'not_owner';
      if (!at) await this.clock.refresh();
      const now = at ?? this.clock.now();
      const periodKey = job.periodKey(now);
      const claimed = await this.db.query(
        `INSERT INTO job_runs (job, period_key, status, node) VALUES ($1, $2, 'running', $3)
         ON CONFLICT (job, period_key) DO UPDATE
            SET status = 'running', node = EXCLUDED.node, started_at = now(), finished_at = NULL
          WHERE job_runs.status = 'failed'
             OR (job_runs.status = 'running' AND job_runs.started_at < now() - interval '1 hour')
             -- Another node's run that never finished: this node holds the lease now, so that
             -- one lost it (killed or paused); runs are idempotent per item, so run it again.
             OR (job_runs.status = 'running' AND job_runs.node <> EXCLUDED.node)
         RETURNING job`,
        [name, periodKey, this.node],
      );
      if (claimed.rowCount === 0) return 'skipped';
      try {
        const detail = (await job.run({ db: this.db, log: this.log, now, periodKey })) ?? '';
        await this.finish(name, periodKey, 'done', detail);
        return 'done';
      } catch (err) {
        this.log.error({ err, job: name, periodKey }, 'job failed');
        await this.finish(name, periodKey, 'failed', (err as Error).message ?? 'error');
        return 'failed';
      }
    })();
    this.running.set(name, run);
    try {
      const outcome = await run;
      this.metrics?.jobRun(name, outcome);
      return outcome;
    } finally {
      this.running.delete(name);
    }
  }

  private async finish(
    name: string,
    periodKey: string,
    status: 'done' | 'failed',
    detail: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE job_runs SET status = $3, finished_at = now(), detail = $4 WHERE job = $1 AND period_key = $2`,
      [name, periodKey, status, detail.slice(0, 500)],
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled(this.running.values());
    // Hand the jobs over at once instead of letting the leases run out.
    if (this.owned.size) {
      await this.db
        .query('DELETE FROM job_owners WHERE node = $1 AND job = ANY($2::text[])', [
          this.node,
          [...this.owned],
        ])
        .catch((err: unknown) => this.log.error({ err }, 'could not release job leases'));
      this.owned.clear();
    }
  }
}
