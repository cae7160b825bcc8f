import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/invariants';
import { operatorToken } from '../test/accounts';
import { balances, depositedUser, faucet } from '../test/community';
import { call, createTestApp, freshPostgres, type TestApp } from '../test/harness';
import { backup, restore } from './backup';
import { openDb, type Queryable } from './db';

const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `tidemark-${name}-`));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** Users with approved deposits (a voucher file each) and spot orders resting on a priced pair. */
async function activity(t: TestApp): Promise<void> {
  await t.app.services.market.start();
  t.app.services.market.script!.push(SYMBOL, '96000', Date.now());
  await t.app.services.market.flush();
  await t.app.services.spot.run(SYMBOL, { maker: true });
  const op = await operatorToken(t.app);
  for (let i = 0; i < 2; i++) {
    const u = await depositedUser(t.app, op, '500');
    await faucet(t.app, u.userId, 2, '2000');
    const order = await call(
      t.app,
      'POST',
      '/api/coin/trade',
      { legal_id: USDT, currency_id: BTC, type: 1, amount: '0.01', target_price: `${90000 + i}` },
      { token: u.token },
    );
    expect(order.body.type).toBe('ok');
  }
}

/** Who the users are and what every account holds. */
async function state(q: Queryable) {
  const users = await q.query('SELECT id, email FROM users ORDER BY id');
  const accounts = await q.query(
    `SELECT id, user_id, system_code, currency_id, account_type, available::text, frozen::text
       FROM ledger_accounts ORDER BY id`,
  );
  const orders = await q.query('SELECT id, user_id, status FROM spot_orders ORDER BY id');
  return { users: users.rows, accounts: accounts.rows, orders: orders.rows };
}

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

describe('backups of the embedded database', () => {
  it('restore into an empty folder: same users, balances, orders and files; the ledger checks out', async () => {
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
    try {
      await activity(t);
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

describe('backups of PostgreSQL', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'pg_dump under load is one consistent moment: restored into an empty database, it checks out',
    async () => {
      const out = tmp('backup-pg-out');
      const restoredUploads = tmp('backup-pg-up');
      const uploadsDir = tmp('backup-pg-src-up');
      cleanup.push(out, restoredUploads, uploadsDir);
      const t = await createTestApp({ feed: 'script', uploadsDir });
      const target = await freshPostgres(process.env.TEST_DATABASE_URL!, 'tidemark_restore');
      try {
        await activity(t);
        const before = await state(t.db);
        const writer = await depositedUser(t.app, await operatorToken(t.app), '100');
        const [base] = await balances(t.app, writer.userId, USDT, 2);
        // Writes go on in the source while the backup runs.
        let writing = true;
        let writes = 0;
        const load = (async () => {
          while (writing) {
            await faucet(t.app, writer.userId, 2, '1');
            writes += 1;
          }
        })();
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
        }
        expect(writes).toBeGreaterThan(0);
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
          // Everything from before the backup is there as it was (the load touched one user only).
          expect(after.users.slice(0, before.users.length)).toEqual(before.users);
          expect(after.orders.slice(0, before.orders.length)).toEqual(before.orders);
          for (const u of before.users as Array<{ id: number }>)
            if (u.id !== writer.userId)
              expect(after.accounts.filter((a) => a.user_id === u.id)).toEqual(
                before.accounts.filter((a) => a.user_id === u.id),
              );
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
    },
    180_000,
  );
});
