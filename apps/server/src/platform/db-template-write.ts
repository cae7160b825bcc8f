import fs from 'node:fs';
import path from 'node:path';
import { openDb } from './db';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { DB_TEMPLATE_DIR, MANIFEST, pgliteVersion, type Manifest } from './db-template';

/** Writes the template to `outDir` (replacing it): a new PGlite database, every migration applied. */
export async function writeDbTemplate(
  outDir: string = DB_TEMPLATE_DIR,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(outDir)), '.db-template-'));
  try {
    const db = await openDb({ dataDir: work, template: false });
    let migrations: string[];
    try {
      await migrate(db, migrationsDir);
      migrations = (
        await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
      ).rows.map((r) => r.name);
      // Little WAL for a start to replay when it resumes a copy.
      await db.query('CHECKPOINT');
    } finally {
      await db.close();
    }
    const manifest: Manifest = { pglite: pgliteVersion(), migrations };
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.renameSync(work, outDir);
    return manifest;
  } catch (err) {
    fs.rmSync(work, { recursive: true, force: true });
    throw err;
  }
}
