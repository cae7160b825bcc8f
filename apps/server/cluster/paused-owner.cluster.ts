import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lease } from '../src/platform/lease';
import { openDb, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { freshPostgres } from '../src/test/harness';

/**
 * A lease owner that is paused (SIGSTOP) past its lease, while another node takes the lease
 * over, and then resumed (SIGCONT): the write it was about to make is refused by the fencing
 * check in the write's own transaction, so it writes nothing. The owner is a real second
 * process on a real PostgreSQL (a throwaway one on a port of its own): a paused process is the
 * case an in-process test cannot make.
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER, '../..');
const PG = { PGPORT: '54359' };
const LEASE_MS = 1_000;

function script(name: string): string {
  const r = spawnSync('bash', [path.join(ROOT, 'scripts', name)], {
    env: { ...process.env, ...PG },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`scripts/${name} failed`);
  return r.stdout.trim();
}

/** The owner: takes the lease, says so, waits a moment (paused there), then writes under the fence. */
const OWNER = `
const { openDb } = await import(${JSON.stringify(path.join(SERVER, 'src/platform/db.ts'))});
const { Lease } = await import(${JSON.stringify(path.join(SERVER, 'src/platform/lease.ts'))});
const db = await openDb({ databaseUrl: process.env.OWNER_DB, dataDir: ':memory:' });
const lease = new Lease(db, 'PAUSED', 'owner-node', ${LEASE_MS});
if ((await lease.acquire()) !== 'taken') { console.log('not acquired'); process.exit(1); }
console.log('acquired');
await new Promise((r) => setTimeout(r, 300));
try {
  await db.tx(async (tx) => {
    await lease.fence(tx);
    await tx.query("INSERT INTO paused_writes (node) VALUES ('owner-node')");
  });
  console.log('wrote');
} catch (err) {
  console.log('refused ' + err.constructor.name);
}
await db.close();
`;

let db: Db;
let drop: (() => Promise<void>) | undefined;
let owner: ChildProcess | undefined;

beforeAll(async () => {
  const fresh = await freshPostgres(script('pg-start.sh'), 'tidemark_paused');
  drop = fresh.drop;
  db = await openDb({ databaseUrl: fresh.url, dataDir: ':memory:' });
  await migrate(db);
  await db.query('CREATE TABLE paused_writes (node text NOT NULL)');
  process.env.OWNER_DB = fresh.url;
});
afterAll(async () => {
  if (owner && owner.exitCode === null) owner.kill('SIGKILL');
  await db?.close();
  await drop?.();
  script('pg-stop.sh');
});

describe('a paused lease owner', () => {
  it('writes nothing once another node has taken its lease over', async () => {
    let out = '';
    owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OWNER], {
      cwd: SERVER,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((r) => owner!.once('exit', () => r()));
    const saw = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => (out.includes(text) ? resolve() : undefined);
        owner!.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          check();
        });
        check();
      });
    await saw('acquired');
    // Paused between taking the lease and writing: long enough for the lease to run out.
    owner.kill('SIGSTOP');
    await new Promise((r) => setTimeout(r, LEASE_MS + 500));
    const other = new Lease(db, 'PAUSED', 'other-node', 60_000);
    expect(await other.acquire()).toBe('taken');
    const { rows: leases } = await db.query<{ generation: string }>(
      "SELECT generation::text FROM leases WHERE name = 'PAUSED'",
    );
    expect(leases).toEqual([{ generation: '2' }]);
    owner.kill('SIGCONT');
    await exited;
    expect(out).toContain('refused LeaseLost');
    expect(out).not.toContain('wrote');
    const { rows } = await db.query('SELECT node FROM paused_writes');
    expect(rows).toEqual([]);
    // The new owner's own writes pass the same fence.
    await db.tx(async (tx) => {
      await other.fence(tx);
      await tx.query("INSERT INTO paused_writes (node) VALUES ('other-node')");
    });
    expect((await db.query('SELECT node FROM paused_writes')).rows).toEqual([
      { node: 'other-node' },
    ]);
  });
});
