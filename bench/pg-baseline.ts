// The PostgreSQL side the HTTP benches share: a server (BENCH_DATABASE_URL or the project's own
// scripts/pg-start.sh), a fresh database per run, and `pgbench -N` on the same server as the
// baseline each ratio is printed against.
import { execFileSync, execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/**
 * BENCH_DATABASE_URL, else scripts/pg-start.sh's server — which listens on PGPORT (inherited from
 * this process's environment; 54329 by default), so a second bench on the machine can use its
 * own instance with PGPORT=54332 (say) instead of one a test run is using.
 */
export function serverUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return execSync('bash scripts/pg-start.sh', { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
}

/** Databases made by `freshDatabase`, with the server they are on, for `dropFreshDatabases`. */
const made: Array<{ url: string; name: string }> = [];

export async function freshDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  made.push({ url, name });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Drops every database `freshDatabase` made in this process (a bench's last step): each run made
 * two or three, and a server kept for many runs filled up with them.
 */
export async function dropFreshDatabases(): Promise<void> {
  for (const { url, name } of made.splice(0)) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}

/** `pgbench -N` TPS at the benches' connection count, on a scale-1 pgbench database at `url`. */
export function pgbench(url: string): number {
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .sort()
    .map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
    .filter((p) => fs.existsSync(p))
    .pop();
  if (!bin) throw new Error('pgbench not found (Debian package postgresql)');
  execFileSync(bin, ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
  const out = execFileSync(
    bin,
    ['-N', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), url],
    { encoding: 'utf8' },
  );
  const m = /tps = ([\d.]+)/.exec(out);
  if (!m) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(m[1]);
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ; 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU seconds spent so far by the PostgreSQL backends serving `databaseUrl`'s database (their
 * command line names it), read from /proc: with the machine shared, CPU per command is the
 * figure a before/after comparison can trust when throughput and latency swing with the load.
 * Backends that ended are not counted, so read it while the pool is still open. 0 when /proc
 * is not there.
 */
export function backendCpuSeconds(databaseUrl: string): number {
  const db = new URL(databaseUrl).pathname.slice(1);
  if (!db || !fs.existsSync('/proc')) return 0;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres: ') || !cmd.includes(` ${db} `)) continue;
      // Fields after the command name in parentheses: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / USER_HZ;
}
