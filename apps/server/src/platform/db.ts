import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { fillFromTemplate } from './db-template';

/**
 * One SQL code path for both databases: the ordinary `pg` pool everywhere. With no
 * DATABASE_URL, PGlite runs in-process on a thread of its own and is served on a loopback port
 * by pglite-socket, whose multiplexer keeps each transaction's statements on its own connection.
 * Rule: never wait on another connection while holding a transaction open (on PGlite the
 * transaction holds the whole database).
 */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}
export type Tx = pg.PoolClient;

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  /**
   * Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. With
   * `lock`, the transaction starts holding that advisory lock (`lockFor`'s), taken in the same
   * round trip as BEGIN.
   */
  tx<T>(fn: (tx: Tx) => Promise<T>, opts?: { lock?: TxLock }): Promise<T>;
  close(): Promise<void>;
}

// int8 counts and ids come back as strings by default; ids stay far below 2^53, so read
// them as numbers. NUMERIC (money) stays a string: it is never a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 out of safe range: ${v}`);
  return n;
});

const POOL_SIZE = 10;

/**
 * Distinct statement texts given a name (and so prepared once per connection). Bounded: texts
 * built with a varying number of rows are many; past the bound a text runs unnamed as before.
 */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return null;
    name = `t${crypto.createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * On PostgreSQL each parameterised statement is parsed and planned once per connection and then
 * only bound and executed: an unnamed statement is parsed and planned on every call, which was
 * a large part of the server's work per command. Statements without parameters keep
 * the simple protocol (a migration's several statements in one text need it). PGlite too, see
 * `PGliteClient`.
 */
class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated here; the arguments pass through unchanged but for the name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name) {
        const config = { name, text, values };
        return typeof callback === 'function'
          ? super.query(config, callback as (err: Error, res: pg.QueryResult) => void)
          : super.query(config);
      }
    }
    return (super.query as (...a: unknown[]) => unknown).apply(this, args);
  }
}
/**
 * PGlite's one session outlives the pool's clients: a new client starts by dropping the names an
 * earlier one prepared, so it can prepare them again. Parsing and planning on every call was the
 * largest part of PGlite's work per statement.
 */
class PGliteClient extends PreparingClient {
  // pg's overloads cannot be restated here; the pool calls it with a callback.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    const callback = args[0] as ((err: Error | null, c?: pg.Client) => void) | undefined;
    const ready = super.connect().then(async () => {
      await super.query('DEALLOCATE ALL');
      return this;
    });
    if (!callback) return ready;
    ready.then(
      (c) => callback(null, c),
      (err: Error) => callback(err),
    );
  }
}
/** PGlite is one session: one connection, so statements of different requests never interleave. */
const PGLITE_POOL_SIZE = 1;

export async function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A new data folder begins from the build's database template (false: PGlite's initdb). */
  template?: boolean;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: POOL_SIZE,
      Client: PreparingClient,
    });
    await pool.query('select 1');
    return wrap('postgres', pool, async () => pool.end());
  }
  const memory = opts.dataDir === ':memory:';
  const dir = memory ? 'memory://' : path.resolve(opts.dataDir, 'pglite');
  if (!memory && !(opts.template !== false && fillFromTemplate(dir)))
    fs.mkdirSync(dir, { recursive: true });
  // Keep few recycled WAL segments: the default (80 MB kept, 1 GB between checkpoints) made a
  // new demo data folder mostly WAL after the first start's history was written.
  const lite = await startPGliteWorker(dir, ['min_wal_size = 32MB', 'max_wal_size = 32MB']);
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: lite.port,
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_POOL_SIZE,
    Client: PGliteClient,
  });
  return wrap('pglite', pool, async () => {
    await pool.end();
    await lite.close();
  });
}

function wrap(kind: Db['kind'], pool: pg.Pool, close: () => Promise<void>): Db {
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    kind,
    pool,
    query: (sql, params) => pool.query(sql, params),
    async tx(fn, opts) {
      const client = await pool.connect();
      try {
        // One simple-protocol message for both: the transaction block BEGIN opens outlives it.
        await client.query(opts?.lock ? `BEGIN; ${advisoryLockSql(opts.lock)}` : 'BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

/**
 * Serialises transactions that name the same `scope` and `id` until this one ends (a
 * PostgreSQL transaction-level advisory lock on a 64-bit hash of both). Two names may share a
 * hash; that only makes them wait for each other.
 */
export async function lockFor(tx: Queryable, scope: string, id: number | string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${scope}:${id}`]);
}

/** `lockFor`'s lock, for `Db.tx`'s `lock` option: a scope of letters, `_` and `:`, an integer id. */
export interface TxLock {
  scope: string;
  id: number;
}

/**
 * `lockFor`'s statement with its key written in (the simple protocol takes no parameters): the
 * same key string, so the two forms lock each other out. Only a checked scope and an integer
 * reach the SQL.
 */
function advisoryLockSql({ scope, id }: TxLock): string {
  if (!/^[a-z][a-z_:]*$/.test(scope) || !Number.isSafeInteger(id))
    throw new RangeError(`not an advisory lock key: ${scope}:${id}`);
  return `SELECT pg_advisory_xact_lock(hashtextextended('${scope}:${id}', 0))`;
}

/**
 * PGlite on a worker thread (`pglite-worker.mjs`), served on a loopback port. Its statements run
 * beside the server's own work instead of taking turns with it on the main thread. The worker
 * ends when it is closed; if it dies otherwise, so does the process (an uncaught error), as when
 * PGlite failed on the main thread.
 */
async function startPGliteWorker(
  dir: string,
  postgresqlconf: string[],
): Promise<{ port: number; close: () => Promise<void> }> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dir, postgresqlconf },
  });
  let closing = false;
  const port = await new Promise<number>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once('error', failed);
    worker.once('exit', (code) =>
      reject(new Error(`PGlite worker exited (${code}) while opening`)),
    );
    worker.once('message', (message: { port?: number; error?: string }) => {
      worker.off('error', failed);
      if (message.port) resolve(message.port);
      else reject(new Error(`PGlite did not open: ${message.error ?? 'no reason given'}`));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners('exit');
  // As PGlite in the main thread did, it keeps the process alive only through the pool's sockets.
  worker.unref();
  worker.on('error', (error) => console.error('The embedded database (PGlite) failed', error));
  let exited = false;
  worker.on('exit', (code) => {
    exited = true;
    if (closing) return;
    // Fatal, as PGlite failing inside the server's own thread was: a server without its database
    // must not go on answering every request with an error.
    setImmediate(() => {
      throw new Error(`The embedded database (PGlite) stopped unexpectedly (exit code ${code})`);
    });
  });
  return {
    port,
    async close() {
      closing = true;
      if (exited) return;
      const closed = new Promise<{ error?: string }>((resolve) => {
        worker.once('message', resolve);
        worker.once('exit', () => resolve({}));
      });
      worker.postMessage('close');
      const { error } = await closed;
      await worker.terminate();
      if (error) throw new Error(`PGlite did not close cleanly: ${error}`);
    },
  };
}
