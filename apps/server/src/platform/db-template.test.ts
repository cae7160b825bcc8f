import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db';
import { fillFromTemplate, MANIFEST, type Manifest } from './db-template';
import { writeDbTemplate } from './db-template-write';
import { MIGRATIONS_DIR, migrate } from './migrate';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-template-'));
const template = path.join(tmp, 'template');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const migrationFiles = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();

let manifest: Manifest;
beforeAll(async () => {
  manifest = await writeDbTemplate(template);
}, 120_000);

/** A copy of the template with its manifest changed, as an older or other build left it. */
function alteredTemplate(name: string, change: (m: Manifest) => Manifest): string {
  const dir = path.join(tmp, name);
  fs.cpSync(template, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(change(manifest)));
  return dir;
}

describe('database template', () => {
  it('holds every migration', () => {
    expect(manifest.migrations).toEqual(migrationFiles());
  });

  it('fills a new data folder, which then opens with nothing left to migrate and keeps its writes', async () => {
    const pgDir = path.join(tmp, 'data-a', 'pglite');
    expect(fillFromTemplate(pgDir, template)).toBe(true);
    const db = await openDb({ dataDir: path.join(tmp, 'data-a') });
    try {
      expect(await migrate(db)).toEqual([]);
      await db.query(`INSERT INTO settings (key, value) VALUES ('template_probe', 'kept')`);
    } finally {
      await db.close();
    }
    // A database already there is never replaced.
    expect(fillFromTemplate(pgDir, template)).toBe(false);
    const again = await openDb({ dataDir: path.join(tmp, 'data-a') });
    try {
      const { rows } = await again.query(`SELECT value FROM settings WHERE key = 'template_probe'`);
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is not used when it does not fit this code, nor into a folder with files in it', () => {
    const newer = alteredTemplate('newer', (m) => ({
      ...m,
      migrations: [...m.migrations, '9999_from_another_branch.sql'],
    }));
    const otherPglite = alteredTemplate('other-pglite', (m) => ({ ...m, pglite: '0.0.1' }));
    for (const dir of [newer, otherPglite, path.join(tmp, 'missing')]) {
      const pgDir = path.join(tmp, `data-${path.basename(dir)}`, 'pglite');
      expect(fillFromTemplate(pgDir, dir)).toBe(false);
      expect(fs.existsSync(pgDir)).toBe(false);
    }
    const busy = path.join(tmp, 'data-busy', 'pglite');
    fs.mkdirSync(busy, { recursive: true });
    fs.writeFileSync(path.join(busy, 'something'), 'x');
    expect(fillFromTemplate(busy, template)).toBe(false);
    expect(fs.readdirSync(busy)).toEqual(['something']);
  });

  it('is completed by the start: a template older than the code gets the migrations it lacks', async () => {
    const olderMigrations = path.join(tmp, 'older-migrations');
    fs.mkdirSync(olderMigrations);
    for (const f of migrationFiles().slice(0, -1))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(olderMigrations, f));
    const older = path.join(tmp, 'older');
    await writeDbTemplate(older, olderMigrations);
    const pgDir = path.join(tmp, 'data-older', 'pglite');
    expect(fillFromTemplate(pgDir, older)).toBe(true);
    const db = await openDb({ dataDir: path.join(tmp, 'data-older') });
    try {
      expect(await migrate(db)).toEqual([migrationFiles().at(-1)]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
