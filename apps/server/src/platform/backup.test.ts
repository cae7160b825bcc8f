import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/invariants';
import { activity, listFiles, settledTrading, state } from '../test/backup';
import { createTestApp } from '../test/harness';
import { totalMismatches, verifySettlements, type SettlementReport } from '../verify/settlements';
import { backup, restore } from './backup';
import { openDb } from './db';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `tidemark-${name}-`));
const cleanup: string[] = [];
const checked = (r: SettlementReport) =>
  Object.fromEntries(Object.entries(r).map(([kind, k]) => [kind, k.checked]));
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups of the embedded database', () => {
  it('restore into an empty folder: same users, balances, orders, files and settlements; the ledger and the settlement verifier check out', async () => {
    const source = tmp('backup-src');
    const out = tmp('backup-out');
    const target = path.join(tmp('backup-dst'), 'data');
    cleanup.push(source, out, path.dirname(target));
    const uploadsDir = path.join(source, 'uploads');
    // The embedded database even where the suite runs on PostgreSQL.
    const t = await createTestApp({
      feed: 'script',
      dataDir: source,
      uploadsDir,
      databaseUrl: undefined,
    });
    let before: Awaited<ReturnType<typeof state>>;
    let window: { fromMs: number; toMs: number };
    let settled: SettlementReport;
    try {
      await activity(t);
      const trading = await settledTrading(t);
      window = trading.window();
      settled = await verifySettlements(t.db, window);
      expect(totalMismatches(settled)).toBe(0);
      expect(checked(settled)).toMatchObject(trading.made);
      before = await state(t.db);
    } finally {
      await t.close();
    }
    const files = listFiles(uploadsDir);
    expect(files.length).toBe(2);

    const manifest = await backup({ out, dataDir: source, uploadsDir });
    expect(manifest).toMatchObject({
      format: 1,
      database: 'pglite',
      ledger_check: { ok: true, problems: [] },
      users: before.users.length,
    });
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(manifest.journals).toBeGreaterThan(0);
    // A second backup into the same folder is refused: a backup is never written over.
    await expect(backup({ out, dataDir: source, uploadsDir })).rejects.toThrow(/not empty/);

    const { restored } = await restore({ from: out, dataDir: target });
    expect(restored).toEqual({
      migration: manifest.migration,
      migrations: manifest.migrations,
      users: manifest.users,
      journals: manifest.journals,
      ledger_check: { ok: true, problems: [] },
    });
    expect(listFiles(path.join(target, 'uploads'))).toEqual(files);
    for (const f of files)
      expect(fs.readFileSync(path.join(target, 'uploads', f))).toEqual(
        fs.readFileSync(path.join(uploadsDir, f)),
      );

    const db = await openDb({ dataDir: target, template: false });
    try {
      expect(await checkLedger(db)).toEqual([]);
      expect(await state(db)).toEqual(before);
      // Every settlement is there with the ticks that decided it: each recomputes to its result.
      const report = await verifySettlements(db, window);
      expect(report).toEqual(settled);
      expect(totalMismatches(report)).toBe(0);
      // A folder a server has open is never copied: PGlite is one process.
      const refused = path.join(tmp('backup-open'), 'out');
      cleanup.push(path.dirname(refused));
      await expect(backup({ out: refused, dataDir: target, uploadsDir: 'none' })).rejects.toThrow(
        /stop the server first/,
      );
      // Nothing was written for it.
      expect(fs.existsSync(refused)).toBe(false);
    } finally {
      await db.close();
    }
    // Restoring over data that is there already is refused.
    await expect(restore({ from: out, dataDir: target })).rejects.toThrow(/not empty/);
  }, 180_000);
});
