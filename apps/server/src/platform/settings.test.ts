import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  getSetting,
  getSettings,
  isSettingKey,
  SETTINGS,
  storedSettings,
  writeSetting,
  type SettingKey,
} from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [] });
});
afterAll(async () => t?.close());

describe('settings registry', () => {
  it('reads every default, and every value the migrations store, through its schema', async () => {
    for (const [key, entry] of Object.entries(SETTINGS)) {
      expect(entry.schema.safeParse(entry.default).success, `default of ${key}`).toBe(true);
    }
    const { rows } = await t.db.query<{ key: string; value: string }>(
      'SELECT key, value FROM settings',
    );
    for (const row of rows) {
      expect(isSettingKey(row.key), `${row.key} is in the registry`).toBe(true);
      const entry = SETTINGS[row.key as SettingKey];
      expect(entry.schema.safeParse(row.value).success, `stored ${row.key}`).toBe(true);
    }
  });

  it('types what it reads, and falls back to the default on a missing or unreadable value', async () => {
    await expect(getSetting(t.db, 'invite_code_required')).resolves.toBe(false);
    await expect(getSetting(t.db, 'lever_positions_max')).resolves.toBe(100);
    await t.db.query(`UPDATE settings SET value = ' 0.002 ' WHERE key = 'lever_fee_rate'`);
    await t.db.query(`UPDATE settings SET value = 'a lot' WHERE key = 'lever_positions_max'`);
    await t.db.query(`DELETE FROM settings WHERE key = 'hot_search'`);
    const read = await getSettings(t.db, ['lever_fee_rate', 'lever_positions_max', 'hot_search']);
    expect(read).toEqual({
      lever_fee_rate: '0.002',
      lever_positions_max: 100,
      hot_search: ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT', 'XAU/USD', 'NVDA/USD'],
    });
  });

  it("stores an operator's change with the registry's visibility and answers the text it replaced", async () => {
    await t.db.query(`DELETE FROM settings WHERE key = 'otc_cancel_limit_24h'`);
    const first = await t.db.tx((tx) => writeSetting(tx, 'otc_cancel_limit_24h', '5'));
    expect(first.before).toBeNull();
    const again = await t.db.tx((tx) => writeSetting(tx, 'otc_cancel_limit_24h', '4'));
    expect(again.before).toBe('5');
    expect((await storedSettings(t.db)).get('otc_cancel_limit_24h')).toBe('4');
    await expect(getSetting(t.db, 'otc_cancel_limit_24h')).resolves.toBe(4);
    const { rows } = await t.db.query<{ is_public: boolean }>(
      `SELECT is_public FROM settings WHERE key = 'otc_cancel_limit_24h'`,
    );
    expect(rows[0]?.is_public).toBe(SETTINGS.otc_cancel_limit_24h.public);
  });
});
