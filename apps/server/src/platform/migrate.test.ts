import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { migrate, MIGRATIONS_DIR } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('migrations', () => {
  it('applied every numbered file once at start and applies nothing the second time', async () => {
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const { rows } = await t.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('rolls back a failing migration completely', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
    fs.writeFileSync(path.join(dir, '0001_good.sql'), 'CREATE TABLE mig_probe (id int);');
    fs.writeFileSync(
      path.join(dir, '0002_bad.sql'),
      'CREATE TABLE mig_probe_2 (id int); SELECT * FROM no_such_table;',
    );
    await expect(migrate(t.db, dir)).rejects.toThrow(/0002_bad.sql/);
    const { rows } = await t.db.query(
      `SELECT to_regclass('mig_probe') AS a, to_regclass('mig_probe_2') AS b`,
    );
    expect(rows[0]).toEqual({ a: null, b: null });
  });
});
