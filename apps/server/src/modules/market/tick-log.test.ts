import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TICK_EXPORT_HEADER,
  type Page,
  type TickExport,
  type TickLogItem,
} from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { exportTickDays } from './tick-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: 'script', tickRetentionHours: 48 });
  await t.app.services.market.start();
});
afterAll(async () => t?.close());

const feed = () => t.app.services.market.script!;
const idOf = (symbol: string) => t.app.services.market.instrument(symbol)!.id;
async function record(symbol: string, ticks: [number, string][]) {
  for (const [ts, price] of ticks) feed().push(symbol, price, ts);
  await t.app.services.market.flush();
}
const ticksOf = async (symbol: string, ts: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ticks WHERE instrument_id = $1 AND ts = $2',
      [idOf(symbol), ts],
    )
  ).rows[0]!.n;

describe('GET /api/market/ticks', () => {
  const base = Date.parse('2030-01-07T10:00:00Z');
  beforeAll(async () => {
    await record(
      'LTC/USDT',
      Array.from({ length: 25 }, (_, k) => [base + k * 1000, `${100 + k}.5`] as [number, string]),
    );
  });

  it('lists a window of recorded ticks, oldest first, paged', async () => {
    const from = base / 1000;
    const first = await call(t.app, 'GET', '/api/market/ticks', {
      symbol: 'LTC/USDT',
      from,
      to: from + 20,
      limit: 8,
    });
    expect(first.body.type).toBe('ok');
    const page = first.body.message as Page<TickLogItem>;
    expect(page.total).toBe(20);
    expect(page.last_page).toBe(3);
    expect(page.data[0]).toEqual({ ts_ms: base, price: '100.5' });
    const third = (
      await call(t.app, 'GET', '/api/market/ticks', {
        symbol: 'LTC/USDT',
        from,
        to: from + 20,
        limit: 8,
        page: 3,
      })
    ).body.message as Page<TickLogItem>;
    expect(third.data.map((x) => x.ts_ms)).toEqual([16, 17, 18, 19].map((k) => base + k * 1000));
  });

  it('refuses a reversed, empty or over-long window, and an unknown pair, in the envelope', async () => {
    const from = base / 1000;
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol: 'LTC/USDT', from, to: from }, 'tick_window_invalid'],
      [{ symbol: 'LTC/USDT', from, to: from - 5 }, 'tick_window_invalid'],
      [{ symbol: 'LTC/USDT', from, to: from + 86_401 }, 'tick_window_too_long'],
      [{ symbol: 'NOPE/USDT', from, to: from + 10 }, 'not_found'],
      [{ symbol: 'LTC/USDT', from: 'yesterday', to: from }, 'validation_failed'],
      [{ symbol: 'LTC/USDT', from, to: from + 10, limit: 1000 }, 'validation_failed'],
    ];
    for (const [query, code] of cases) {
      const r = await call(t.app, 'GET', '/api/market/ticks', query, { lang: 'fra' });
      expect(r.status).toBeLessThan(500);
      expect(r.body.type).toBe('error');
      expect(r.body.code).toBe(code);
    }
    const fr = await call(
      t.app,
      'GET',
      '/api/market/ticks',
      { symbol: 'LTC/USDT', from, to: from + 90_000 },
      { lang: 'fra' },
    );
    expect(fr.body.message).toContain('24 heures');
  });
});

describe('daily exports', () => {
  const day1 = Date.parse('2030-02-04T00:00:00Z');
  const day3 = day1 + 2 * 86_400_000;
  beforeAll(async () => {
    await record('ADA/USDT', [
      [day1 + 5_000, '0.40'],
      [day1 + 86_399_999, '0.4125'],
      // Day 2 has no tick; day 3 has two, and one on day 4 (the day the job runs: not finished).
      [day3 + 1, '0.43'],
      [day3 + 60_000, '0.4'],
      [day3 + 86_400_000 + 10, '0.44'],
    ]);
  });

  it('publishes each finished UTC day once, catching up missed days, with its SHA-256', async () => {
    const first = await exportTickDays(t.app, t.app.services.market, '2030-02-07');
    expect(first.more).toBe(false);
    const again = await exportTickDays(t.app, t.app.services.market, '2030-02-07');
    expect(again.exported).toBe(0);
    const list = (await call(t.app, 'GET', '/api/market/ticks/exports', { symbol: 'ADA/USDT' }))
      .body.message as Page<TickExport>;
    const byDay = new Map(list.data.map((e) => [e.day, e]));
    expect([...byDay.keys()].filter((d) => d >= '2030-02-04').sort()).toEqual([
      '2030-02-04',
      '2030-02-05',
      '2030-02-06',
    ]);
    expect(byDay.get('2030-02-04')!.rows).toBe(2);
    expect(byDay.get('2030-02-05')!.rows).toBe(0);
    expect(byDay.get('2030-02-06')!.rows).toBe(2);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/market/ticks/export?symbol=ADA/USDT&day=2030-02-06',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe(`${TICK_EXPORT_HEADER}\n${day3 + 1},0.43\n${day3 + 60_000},0.4\n`);
    const digest = crypto.createHash('sha256').update(res.rawPayload).digest('hex');
    expect(digest).toBe(byDay.get('2030-02-06')!.sha256);

    // The next day's run publishes the day that was still running.
    await exportTickDays(t.app, t.app.services.market, '2030-02-08');
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/market/ticks/export?symbol=ADA/USDT&day=2030-02-07',
    });
    expect(next.body).toBe(`${TICK_EXPORT_HEADER}\n${day3 + 86_400_010},0.44\n`);
  });

  it('a published export cannot be changed, and a missing one answers in the envelope', async () => {
    await expect(
      t.db.query(`UPDATE tick_exports SET rows = 9 WHERE day = '2030-02-04'`),
    ).rejects.toThrow(/never changed/);
    for (const url of [
      '/api/market/ticks/export?symbol=ADA/USDT&day=1999-01-01',
      '/api/market/ticks/export?symbol=ZZZ/USDT&day=2030-02-04',
      '/api/market/ticks/export?symbol=ADA/USDT&day=tomorrow',
      '/api/market/ticks/export?symbol=ADA/USDT&day=2030-02-30',
      '/api/market/ticks/export?symbol=ADA/USDT&day=2030-02-04&day=2030-02-05',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().type).toBe('error');
    }
  });

  it('runs as a day-keyed job on the platform clock', async () => {
    // A tick of today (wall time): the platform clock two days ahead must not publish today,
    // which the feed is still recording.
    const today = new Date().toISOString().slice(0, 10);
    await record('BNB/USDT', [[Date.now(), '600']]);
    t.app.clock.advance(2 * 86_400_000);
    expect(await t.app.scheduler.runOnce('market.ticks-export')).toBe('done');
    const list = (await call(t.app, 'GET', '/api/market/ticks/exports', { symbol: 'BNB/USDT' }))
      .body.message as Page<TickExport>;
    expect(list.data.map((e) => e.day)).not.toContain(today);
  });
});

describe('the tick log is append-only until the retention period', () => {
  it('refuses any UPDATE, and a DELETE of a tick younger than the retention', async () => {
    const young = Date.now() - 3_600_000;
    await record('TRX/USDT', [[young, '7.25']]);
    await expect(
      t.db.query('UPDATE ticks SET price = 8 WHERE instrument_id = $1 AND ts = $2', [
        idOf('TRX/USDT'),
        young,
      ]),
    ).rejects.toThrow(/never updated/);
    await expect(
      t.db.query('DELETE FROM ticks WHERE instrument_id = $1 AND ts = $2', [
        idOf('TRX/USDT'),
        young,
      ]),
    ).rejects.toThrow(/younger than the retention/);
    await expect(t.db.query('TRUNCATE ticks')).rejects.toThrow(/never truncated/);
    expect(await ticksOf('TRX/USDT', young)).toBe(1);
    // Even an old tick cannot be rewritten.
    const old = Date.now() - 72 * 3_600_000;
    await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES ($1, $2, 6.5)', [
      idOf('TRX/USDT'),
      old,
    ]);
    await expect(
      t.db.query('UPDATE ticks SET ts = ts + 1 WHERE instrument_id = $1 AND ts = $2', [
        idOf('TRX/USDT'),
        old,
      ]),
    ).rejects.toThrow(/never updated/);
  });

  it('the retention job still prunes ticks older than the retention and keeps the rest', async () => {
    const old = Date.now() - 50 * 3_600_000;
    const young = Date.now() - 46 * 3_600_000;
    await record('XRP/USDT', [
      [old, '0.51'],
      [young, '0.52'],
    ]);
    expect(await t.app.scheduler.runOnce('market.ticks-retention')).toBe('done');
    expect(await ticksOf('XRP/USDT', old)).toBe(0);
    expect(await ticksOf('XRP/USDT', young)).toBe(1);
  });
});
