import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { FIAT_MAX_AGE_MS, httpRates, refreshFiatRates } from './fiat-rates';

let t: TestApp;
let server: http.Server;
let url = '';
let answer: unknown = {};
beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  url = typeof a === 'object' && a ? `http://127.0.0.1:${a.port}/latest` : '';
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

const rates = async () =>
  Object.fromEntries(
    (
      (await call(t.app, 'GET', '/api/wallet/getRateCurrency')).body.message as Array<{
        currency_code: string;
        rate: string;
      }>
    ).map((r) => [r.currency_code, r.rate]),
  );

describe('fiat rates', () => {
  it('refreshes from a USD-based provider only when older than an hour, keeping JPY at 150 and the 12 currencies', async () => {
    answer = { base: 'USD', rates: { EUR: 0.95, JPY: 155.2, GBP: '0.8', CHF: 0.9, KRW: -1 } };
    const provider = httpRates(url);
    const now = Date.now();
    await t.db.query(`UPDATE fiat_rates SET saved_at = now()`);
    expect(await refreshFiatRates(t.db, provider, now)).toBe(0);
    expect(await refreshFiatRates(t.db, provider, now + FIAT_MAX_AGE_MS + 60_000)).toBe(2);
    const after = await rates();
    expect(after).toMatchObject({ EUR: '0.95', GBP: '0.8', JPY: '150', USD: '1', KRW: '1380' });
    expect(after.CHF).toBeUndefined();
    expect(Object.keys(after)).toHaveLength(12);
  });

  it('refuses a provider whose base is not USD and changes nothing', async () => {
    answer = { base: 'EUR', rates: { GBP: 0.5 } };
    await expect(
      refreshFiatRates(t.db, httpRates(url), Date.now() + 10 * FIAT_MAX_AGE_MS),
    ).rejects.toThrow(/base must be USD/);
    expect((await rates()).GBP).toBe('0.8');
  });
});
