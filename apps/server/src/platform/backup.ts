import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '@tidemark/contracts';
import { checkLedger } from '../ledger/invariants';
import { openDb, type Queryable } from './db';

const run = promisify(execFile);

const PGLITE_FILE = 'database.pglite.tar.gz';
const PG_FILE = 'database.dump';
const UPLOADS_FILE = 'uploads.tar.gz';
const MANIFEST_FILE = 'manifest.json';

/** What a backup holds and what its database looked like when it was taken. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  app_version: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied (schema_migrations), and how many there were. */
  migration: string | null;
  migrations: number;
  /** The ledger check run on the very data the backup holds. */
  ledger_check: { ok: boolean; problems: string[] };
  users: number;
  journals: number;
  files: { database: string; uploads: string };
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** A folder that does not exist yet, or is empty; created. */
function emptyTarget(dir: string, what: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupError(`${what} ${dir} is not empty: refusing to write over it`);
  fs.mkdirSync(dir, { recursive: true });
}

/**
 * A PostgreSQL client tool (pg_dump, pg_restore): the newest of Debian's installed versions
 * (/usr/lib/postgresql/<version>/bin, as scripts/pg-start.sh installs them), else the PATH's.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin', name) : name;
}

/** The facts the manifest records, read through `q` (one snapshot when it is a transaction). */
async function facts(q: Queryable) {
  const { rows } = await q.query<{
    migration: string | null;
    migrations: number;
    users: number;
    journals: number;
  }>(
    `SELECT (SELECT max(name) FROM schema_migrations) AS migration,
            (SELECT count(*) FROM schema_migrations)::int AS migrations,
            (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM journals)::int AS journals`,
  );
  const problems = await checkLedger(q, 100);
  return {
    ...rows[0]!,
    ledger_check: { ok: problems.length === 0, problems: problems.map((p) => p.detail) },
  };
}

async function tarUploads(uploadsDir: string, file: string): Promise<void> {
  // A node that never stored a file has no folder: the archive is then empty.
  const dir = fs.existsSync(uploadsDir) ? uploadsDir : fs.mkdtempSync(`${file}.empty-`);
  try {
    await run('tar', ['-czf', file, '-C', dir, '.']);
  } finally {
    if (dir !== uploadsDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface BackupOptions {
  out: string;
  /** PostgreSQL: backed up by pg_dump while it runs. */
  databaseUrl?: string | undefined;
  /** PGlite: its data folder (DATA_DIR), which no server may have open. */
  dataDir: string;
  uploadsDir: string;
}

/**
 * A backup into `out`: the database (pg_dump's custom format on PostgreSQL, a copy of the
 * closed PGlite folder otherwise), the uploaded files, and a manifest of what was copied.
 */
export async function backup(opts: BackupOptions): Promise<BackupManifest> {
  // Nothing is written before the source is known to be there and closed.
  if (!opts.databaseUrl) closedPGlite(opts.dataDir);
  emptyTarget(opts.out, 'the backup folder');
  const taken = opts.databaseUrl
    ? await backupPostgres(opts.databaseUrl, path.join(opts.out, PG_FILE))
    : await backupPGlite(opts.dataDir, path.join(opts.out, PGLITE_FILE));
  await tarUploads(opts.uploadsDir, path.join(opts.out, UPLOADS_FILE));
  const manifest: BackupManifest = {
    format: 1,
    created_at: new Date().toISOString(),
    app_version: APP_VERSION,
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    migration: taken.migration,
    migrations: taken.migrations,
    ledger_check: taken.ledger_check,
    users: taken.users,
    journals: taken.journals,
    files: { database: opts.databaseUrl ? PG_FILE : PGLITE_FILE, uploads: UPLOADS_FILE },
  };
  fs.writeFileSync(path.join(opts.out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * pg_dump of the snapshot a read-only transaction exports: the server keeps taking writes, the
 * dump is one consistent moment, and the manifest's checks read that same moment.
 */
async function backupPostgres(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const dumped = new Promise<void>((resolve, reject) => {
      const child = spawn(
        pgTool('pg_dump'),
        [
          '-Fc',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.id}`,
          '-f',
          file,
          '-d',
          url,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new BackupError(`pg_dump failed (${code}): ${stderr}`)),
      );
    });
    const [read] = await Promise.all([facts(client), dumped]);
    await client.query('COMMIT');
    return read;
  } finally {
    await client.end();
  }
}

/** The embedded database's folder in `dataDir`, which must exist and be closed. */
function closedPGlite(dataDir: string): string {
  const dir = path.resolve(dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`no embedded database in ${dataDir} (expected ${dir})`);
  if (fs.existsSync(path.join(dir, 'postmaster.pid')))
    throw new BackupError(
      `the embedded database in ${dataDir} is open (postmaster.pid): stop the server first (after a crash, start and stop it once)`,
    );
  return dir;
}

/** PGlite runs in one process: its folder is copied while no server has it open. */
async function backupPGlite(dataDir: string, file: string) {
  const dir = closedPGlite(dataDir);
  // Read through the server's own path first: the checks see what the copy will hold.
  const db = await openDb({ dataDir, template: false });
  let read: Awaited<ReturnType<typeof facts>>;
  try {
    read = await facts(db);
  } finally {
    await db.close();
  }
  const lite = await PGlite.create(dir);
  try {
    const blob = await lite.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await lite.close();
  }
  return read;
}

export interface RestoreOptions {
  from: string;
  /** PGlite backups: an empty data folder (the database goes to pglite/, the files to uploads/). */
  dataDir?: string | undefined;
  /** PostgreSQL backups: an empty database. */
  databaseUrl?: string | undefined;
  /** PostgreSQL backups: an empty folder for the uploaded files. */
  uploadsDir?: string | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The restored database's facts, checked again (ledger included). */
  restored: Awaited<ReturnType<typeof facts>>;
}

/** Restores a backup into an empty place, then opens it and checks the ledger and the counts. */
export async function restore(opts: RestoreOptions): Promise<RestoreResult> {
  const manifestPath = path.join(opts.from, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) throw new BackupError(`no ${MANIFEST_FILE} in ${opts.from}`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`unknown backup format ${manifest.format}`);
  const dbFile = path.join(opts.from, manifest.files.database);
  let uploadsDir: string;
  let restored: RestoreResult['restored'];
  if (manifest.database === 'pglite') {
    if (!opts.dataDir) throw new BackupError('an embedded-database backup needs --data-dir');
    emptyTarget(opts.dataDir, 'the data folder');
    const lite = await PGlite.create(path.join(path.resolve(opts.dataDir), 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(dbFile)]),
    });
    await lite.close();
    uploadsDir = path.join(opts.dataDir, 'uploads');
    const db = await openDb({ dataDir: opts.dataDir, template: false });
    try {
      restored = await facts(db);
    } finally {
      await db.close();
    }
  } else {
    if (!opts.databaseUrl) throw new BackupError('a PostgreSQL backup needs --database-url');
    if (!opts.uploadsDir) throw new BackupError('a PostgreSQL backup needs --uploads-dir');
    uploadsDir = opts.uploadsDir;
    emptyTarget(uploadsDir, 'the uploads folder');
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.n > 0)
        throw new BackupError('the target database is not empty: refusing to restore into it');
    } finally {
      await client.end();
    }
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '-d',
      opts.databaseUrl,
      dbFile,
    ]);
    const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: ':memory:' });
    try {
      restored = await facts(db);
    } finally {
      await db.close();
    }
  }
  fs.mkdirSync(uploadsDir, { recursive: true });
  await run('tar', ['-xzf', path.join(opts.from, manifest.files.uploads), '-C', uploadsDir]);
  return { manifest, restored };
}
