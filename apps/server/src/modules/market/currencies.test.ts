import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  currencyByCode,
  currencyCode,
  currencyCodes,
  currencyLimits,
  currencyPrecision,
  currencyPriceTerms,
  existingCurrencies,
  insertToken,
  setTradable,
  tablePrice,
} from './currencies.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [] });
});
afterAll(async () => t?.close());

describe('the currency catalogue', () => {
  it('reads places, codes, limits and table prices by id, batched, and null or absent for an unknown id', async () => {
    await expect(currencyPrecision(t.db, 3)).resolves.toBe(6);
    await expect(currencyPrecision(t.db, 1)).resolves.toBe(8);
    await expect(currencyPrecision(t.db, 999_999)).resolves.toBeNull();
    await expect(currencyCode(t.db, 2)).resolves.toBe('ETH');
    await expect(currencyCode(t.db, 999_999)).resolves.toBeNull();
    expect(await currencyCodes(t.db, [1, 3, 999_999])).toEqual(
      new Map([
        [1, 'BTC'],
        [3, 'USDT'],
      ]),
    );
    // Without ids: every currency.
    expect((await currencyCodes(t.db)).get(40)).toBe('DOGE');
    expect(await currencyLimits(t.db, [1, 3])).toEqual(
      new Map([
        [1, { minWithdraw: '0.001', withdrawFee: '0.0002' }],
        [3, { minWithdraw: '10', withdrawFee: '1' }],
      ]),
    );
    expect((await currencyPriceTerms(t.db, [1, 3])).get(3)).toEqual({
      code: 'USDT',
      precision: 6,
      decimals: null,
    });
    await expect(tablePrice(t.db, 2)).resolves.toBe('3400');
    await expect(tablePrice(t.db, 999_999)).resolves.toBe('0');
  });

  it('finds a currency by its code whatever the case, and adds a token clear of the platform ids', async () => {
    await expect(currencyByCode(t.db, 'usdt')).resolves.toEqual({
      id: 3,
      code: 'USDT',
      precision: 6,
    });
    await expect(currencyByCode(t.db, 'NOPE')).resolves.toBeNull();
    const id = await t.db.tx(async (tx) => {
      const made = await insertToken(tx, { code: 'CATL', name: 'Catalogue', precision: 4 });
      await setTradable(tx, made);
      return made;
    });
    expect(id).toBeGreaterThanOrEqual(1000);
    await expect(currencyByCode(t.db, 'catl')).resolves.toEqual({ id, code: 'CATL', precision: 4 });
    expect(await existingCurrencies(t.db, [id, 3, 999_999])).toEqual(
      expect.arrayContaining([id, 3]),
    );
    expect(await existingCurrencies(t.db, [999_999])).toEqual([]);
  });
});
