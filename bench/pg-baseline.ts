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

export function serverUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return execSync('bash scripts/pg-start.sh', { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
}

export async function freshDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
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
