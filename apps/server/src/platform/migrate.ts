import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

/** apps/server/migrations, from the sources (src/platform) or from the bundle (dist). */
export const MIGRATIONS_DIR =
  ['../../migrations', '../migrations']
    .map((rel) => path.resolve(import.meta.dirname, rel))
    .find((dir) => fs.existsSync(dir)) ?? path.resolve(import.meta.dirname, '../../migrations');
const MIGRATION_LOCK = 7_200_001;

/**
 * Applies numbered SQL files (0001_name.sql …) in order, each in its own transaction,
 * recording them in schema_migrations. An advisory lock makes concurrent starts of several
 * nodes apply each file once.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      try {
        await tx.query(sql);
      } catch (err) {
        throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query('INSERT INTO schema_migrations(name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
