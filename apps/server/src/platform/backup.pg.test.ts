import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { operatorToken } from '../test/accounts';
import { activity, listFiles, settledTrading, state } from '../test/backup';
import { balances, depositedUser, faucet } from '../test/community';
import { createTestApp, freshPostgres } from '../test/harness';
import { totalMismatches, verifySettlements } from '../verify/settlements';
import { backup, restore } from './backup';
import { openDb, type Queryable } from './db';

/** PostgreSQL only: the server project includes *.pg.test.ts when TEST_DATABASE_URL is set. */
const USDT = 3;
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `tidemark-${name}-`));
const cleanup: string[] = [];
/** The settled seconds options, oldest first. */
const settledOptions = async (q: Queryable): Promise<number[]> =>
  (
    await q.query<{ id: number }>(
      `SELECT id FROM option_orders WHERE status = 'settled' ORDER BY id`,
    )
  ).rows.map((r) => Number(r.id));
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups of PostgreSQL', () => {
  it('pg_dump under load is one consistent moment: restored into an empty database, the ledger and the settlement verifier check out', async () => {
    const out = tmp('backup-pg-out');
    const restoredUploads = tmp('backup-pg-up');
    const uploadsDir = tmp('backup-pg-src-up');
    cleanup.push(out, restoredUploads, uploadsDir);
    const t = await createTestApp({ feed: 'script', uploadsDir });
    const target = await freshPostgres(process.env.TEST_DATABASE_URL!, 'tidemark_restore');
    try {
      await activity(t);
      const trading = await settledTrading(t);
      const before = await state(t.db);
      const writer = await depositedUser(t.app, await operatorToken(t.app), '100');
      const [base] = await balances(t.app, writer.userId, USDT, 2);
      // Writes go on in the source while the backup runs: transfers, and seconds options
      // opened, their close ticks logged and settled, one after the other.
      let writing = true;
      let writes = 0;
      let rounds = 0;
      const load = (async () => {
        while (writing) {
          await faucet(t.app, writer.userId, 2, '1');
          writes += 1;
        }
      })();
      const settling = (async () => {
        while (writing) {
          await trading.round();
          rounds += 1;
        }
      })();
      // The load is under way (an option of it settled); what is settled before the dump begins
      // must all be in it.
      await vi.waitFor(() => expect(rounds).toBeGreaterThan(0), { timeout: 30_000 });
      const roundsBefore = rounds;
      const settledBefore = await settledOptions(t.db);
      let manifest;
      try {
        manifest = await backup({
          out,
          databaseUrl: t.app.config.databaseUrl,
          dataDir: ':memory:',
          uploadsDir,
        });
      } finally {
        writing = false;
        await load;
        await settling;
      }
      expect(writes).toBeGreaterThan(0);
      expect(rounds).toBeGreaterThan(roundsBefore);
      expect(settledBefore.length).toBeGreaterThan(trading.made.options);
      const window = trading.window();
      const settledAll = await settledOptions(t.db);
      expect(manifest.ledger_check).toEqual({ ok: true, problems: [] });

      await expect(
        restore({ from: out, databaseUrl: t.app.config.databaseUrl, uploadsDir: tmp('x') }),
      ).rejects.toThrow(/not empty/);
      const { restored } = await restore({
        from: out,
        databaseUrl: target.url,
        uploadsDir: restoredUploads,
      });
      expect(restored.ledger_check).toEqual({ ok: true, problems: [] });
      expect(restored.users).toBe(manifest.users);
      expect(restored.journals).toBe(manifest.journals);
      expect(listFiles(restoredUploads)).toEqual(listFiles(uploadsDir));
      const db = await openDb({ databaseUrl: target.url, dataDir: ':memory:' });
      try {
        const after = await state(db);
        // Everything from before the backup is there as it was (the load touched two users only).
        expect(after.users.slice(0, before.users.length)).toEqual(before.users);
        expect(after.orders.slice(0, before.orders.length)).toEqual(before.orders);
        for (const u of before.users as Array<{ id: number }>)
          if (u.id !== writer.userId && u.id !== trading.userId)
            expect(after.accounts.filter((a) => a.user_id === u.id)).toEqual(
              before.accounts.filter((a) => a.user_id === u.id),
            );
        // The settlements made before the dump are in it, and of those settled while it ran, the
        // first ones up to its moment (they settle one after the other): each with the ticks
        // that decided it, so each recomputes to its stored result.
        const restoredSettled = await settledOptions(db);
        expect(restoredSettled.slice(0, settledBefore.length)).toEqual(settledBefore);
        expect(restoredSettled).toEqual(settledAll.slice(0, restoredSettled.length));
        const report = await verifySettlements(db, window);
        expect(totalMismatches(report)).toBe(0);
        expect(report).toMatchObject({
          options: { checked: restoredSettled.length },
          lever_stops: { checked: trading.made.lever_stops },
          lever_closes: { checked: trading.made.lever_closes },
          lever_entries: { checked: trading.made.lever_entries },
        });
        const spot = await db.query<{ available: string }>(
          `SELECT trim_scale(available)::text AS available FROM ledger_accounts
              WHERE user_id = $1 AND currency_id = $2 AND account_type = 2`,
          [writer.userId, USDT],
        );
        // Some of the load's transfers are in the dump, each whole (the ledger check above).
        const inDump = Number(spot.rows[0]?.available ?? '0') - Number(base);
        expect(Number.isInteger(inDump) && inDump >= 0 && inDump <= writes).toBe(true);
        expect(Number((await balances(t.app, writer.userId, USDT, 2))[0]) - Number(base)).toBe(
          writes,
        );
      } finally {
        await db.close();
      }
    } finally {
      await t.close();
      await target.drop();
    }
  }, 180_000);
});
