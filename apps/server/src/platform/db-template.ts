import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MIGRATIONS_DIR } from './migrate';

/**
 * A new embedded database spent most of a first start (12–19 s of it under load) in PGlite's
 * initdb and then in the migrations. The build (`scripts/build.mjs`) writes one database that
 * has both behind it; a start on a new data folder copies it in and only resumes it. From the
 * sources (apps/server/src/platform) or from the bundle (apps/server/dist) alike.
 */
export const DB_TEMPLATE_DIR =
  ['../../db-template', '../db-template']
    .map((rel) => path.resolve(import.meta.dirname, rel))
    .find((dir) => fs.existsSync(dir)) ?? path.resolve(import.meta.dirname, '../../db-template');

export const MANIFEST = 'template.json';
const PGDATA = 'pglite';

export interface Manifest {
  /** A database's files are only read by the PGlite that wrote them. */
  pglite: string;
  /** The migrations applied in it; the start applies any later ones as usual. */
  migrations: string[];
}

export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * Fills `pgDir` (PGlite's folder of a data folder) from the template when it holds no database
 * yet and the template fits this code: written by this PGlite, with no migration this code
 * lacks. False when it did nothing (PGlite then creates the database itself).
 */
export function fillFromTemplate(
  pgDir: string,
  templateDir: string = DB_TEMPLATE_DIR,
  migrationsDir: string = MIGRATIONS_DIR,
): boolean {
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) return false;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(templateDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return false;
  }
  const known = new Set(fs.readdirSync(migrationsDir));
  if (manifest.pglite !== pgliteVersion() || !manifest.migrations.every((m) => known.has(m)))
    return false;
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) return false;
  // Copied beside it and renamed into place: a start killed half-way leaves no half database.
  const staging = `${pgDir}.from-template-${process.pid}`;
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(path.join(templateDir, PGDATA), staging, { recursive: true });
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.renameSync(staging, pgDir);
  return true;
}
