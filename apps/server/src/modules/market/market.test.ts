import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { marketModule } from './index';
import { registerByEmail } from '../../test/accounts';
import { add, cmp } from '../../platform/money';
import { barStart, PERIODS } from './periods';
import { backfillInstrument, simulatedDayStats } from './backfill';
import * as repo from './market.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
});
afterAll(async () => t?.close());

const feed = () => t.app.services.market.script!;
const instrumentId = (symbol: string) => t.app.services.market.instrument(symbol)!.id;

describe('kline aggregation', () => {
  it('builds every period’s OHLC and volume exactly from the ticks (property)', async () => {
    let base = Date.parse('2026-03-02T00:00:00Z'); // each run gets its own hours
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            dt: fc.integer({ min: 1, max: 400_000 }),
            price: fc.integer({ min: 1, max: 5_000_000 }),
            vol: fc.integer({ min: 0, max: 1000 }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        async (steps) => {
          base += 30 * 86_400_000;
          const symbol = 'LTC/USDT';
          const id = instrumentId(symbol);
          let ts = base;
          const ticks = steps.map((s) => ({
            ts: (ts += s.dt),
            price: (s.price / 100).toFixed(2),
            volume: String(s.vol),
          }));
          for (const k of ticks) feed().push(symbol, k.price, k.ts, k.volume);
          await t.app.services.market.flush();
          for (const period of PERIODS) {
            const expected = new Map<
              number,
              { open: string; high: string; low: string; close: string; volume: string }
            >();
            for (const k of ticks) {
              const start = barStart(period, Math.floor(k.ts / 1000));
              const bar = expected.get(start);
              if (!bar)
                expected.set(start, {
                  open: k.price,
                  high: k.price,
                  low: k.price,
                  close: k.price,
                  volume: k.volume,
                });
              else {
                if (cmp(k.price, bar.high) > 0) bar.high = k.price;
                if (cmp(k.price, bar.low) < 0) bar.low = k.price;
                bar.close = k.price;
                bar.volume = add(bar.volume, k.volume);
              }
            }
            const first = Math.min(...expected.keys());
            const last = Math.max(...expected.keys());
            const rows = await repo.bars(t.db, id, period, first, last, 2000);
            const got = new Map(
              rows.map((r) => [
                r.open_time,
                { open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume },
              ]),
            );
            const norm = (b: {
              open: string;
              high: string;
              low: string;
              close: string;
              volume: string;
            }) => Object.values(b).map((v) => Number(v).toString());
            for (const [start, bar] of expected)
              expect(norm(got.get(start)!), `${period} ${start}`).toEqual(norm(bar));
          }
          await t.db.query('DELETE FROM klines WHERE instrument_id = $1', [id]);
        },
      ),
      { numRuns: 15, seed: 42 },
    );
  });

  it('leaves no gap while trading: a tick every minute makes consecutive 1-minute bars', async () => {
    const symbol = 'ADA/USDT';
    const start = Date.parse('2030-01-07T10:00:00Z');
    for (let m = 0; m < 90; m++)
      feed().push(symbol, (1 + m / 1000).toFixed(4), start + m * 60_000 + 5_000);
    await t.app.services.market.flush();
    const rows = await repo.bars(
      t.db,
      instrumentId(symbol),
      '1min',
      start / 1000,
      start / 1000 + 90 * 60,
      2000,
    );
    expect(rows).toHaveLength(90);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.open_time - rows[i - 1]!.open_time).toBe(60);
    const hour = await repo.bars(
      t.db,
      instrumentId(symbol),
      '60min',
      start / 1000,
      start / 1000 + 3600,
      10,
    );
    expect(hour[0]).toMatchObject({ open: '1', close: '1.059', high: '1.059', low: '1' });
  });

  it('a restart takes each instrument its newest 1-minute close, not an older or longer bar', async () => {
    const symbol = 'USDC/USDT';
    const start = Date.parse('2030-03-04T10:00:00Z');
    for (let m = 1; m <= 3; m++) feed().push(symbol, `1.000${m}`, start + (m - 1) * 60_000 + 1_000);
    await t.app.services.market.flush();
    const closes = await repo.lastCloses(t.db);
    expect(closes.get(instrumentId(symbol))).toEqual({ close: '1.0003', ts: start + 120_000 });
    const withBars = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT instrument_id)::int AS n FROM klines WHERE period = '1min'`,
    );
    expect(closes.size).toBe(withBars.rows[0]!.n);
  });

  it('a starting node takes each instrument its newest logged tick as the price, not a bar’s start', async () => {
    const symbol = 'USDC/USDT';
    const at = Date.parse('2030-03-05T10:00:00Z') + 7_000;
    feed().push(symbol, '1.0007', at);
    await t.app.services.market.flush();
    const config = testConfig({ feed: 'script', webDist: '/nonexistent' });
    const other = await buildApp(config, { db: t.db, modules: [marketModule] });
    try {
      await other.ready();
      const price = other.services.market.price(symbol, at + 1_000);
      expect(price).toMatchObject({ ts: at, stale: false });
      expect(Number(price!.price)).toBe(1.0007);
    } finally {
      await other.close();
    }
  });

  it('a starting node’s price from a bar’s close (bars but no ticks logged) is stale until a logged tick', async () => {
    const { rows } = await t.db.query<{ id: number; symbol: string }>(
      `SELECT id, symbol FROM instruments i
        WHERE NOT EXISTS (SELECT 1 FROM ticks WHERE instrument_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM klines WHERE instrument_id = i.id)
        ORDER BY id LIMIT 1`,
    );
    const { id, symbol } = rows[0]!;
    const minute = Date.parse('2030-03-06T10:00:00Z');
    await t.db.query(
      `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close)
       VALUES ($1, '1min', $2, 2, 2, 2, 2)`,
      [id, minute / 1000],
    );
    const config = testConfig({ feed: 'script', webDist: '/nonexistent' });
    const other = await buildApp(config, { db: t.db, modules: [marketModule] });
    try {
      await other.ready();
      const market = other.services.market;
      expect(market.price(symbol, minute + 1_000)).toMatchObject({ ts: minute, stale: true });
      expect(market.ticker(symbol, minute + 1_000)).toMatchObject({ stale: true });
      await market.start();
      market.script!.push(symbol, '2.5', minute + 5_000);
      await market.flush();
      const price = market.price(symbol, minute + 6_000);
      expect(price).toMatchObject({ ts: minute + 5_000, stale: false });
      expect(Number(price!.price)).toBe(2.5);
      expect(market.ticker(symbol, minute + 6_000)).toMatchObject({ stale: false });
    } finally {
      await other.close();
    }
  });

  it('ignores unknown symbols, non-positive prices and ticks older than the last one', async () => {
    const symbol = 'TRX/USDT';
    const at = Date.parse('2030-02-04T10:00:00Z');
    feed().push(symbol, '0.25', at);
    feed().push(symbol, '0.99', at - 1000);
    feed().push(symbol, '0', at + 1000);
    feed().push('NOPE/USDT', '1', at + 2000);
    await t.app.services.market.flush();
    expect(t.app.services.market.price(symbol, at)).toMatchObject({
      price: '0.25',
      ts: at,
      stale: false,
    });
  });

  it('flags a source silent for 10 s as stale while its market is open', async () => {
    const symbol = 'SOL/USDT';
    const at = Date.parse('2030-03-04T10:00:00Z');
    feed().push(symbol, '190.5', at);
    await t.app.services.market.flush();
    expect(t.app.services.market.price(symbol, at + 9_999)!.stale).toBe(false);
    expect(t.app.services.market.price(symbol, at + 10_001)!.stale).toBe(true);
  });

  it('settles only on recorded ticks: a tick received but not yet in the tick log is not the price', async () => {
    const symbol = 'ADA/USDT';
    const at = Date.parse('2030-03-05T10:00:00Z');
    feed().push(symbol, '0.71', at);
    await t.app.services.market.flush();
    feed().push(symbol, '0.72', at + 1000);
    expect(t.app.services.market.price(symbol, at + 1000)).toMatchObject({ price: '0.71', ts: at });
    expect(t.app.services.market.ticker(symbol, at + 1000)?.now_price).toBe('0.72');
    await t.app.services.market.flush();
    expect(t.app.services.market.price(symbol, at + 1000)).toMatchObject({
      price: '0.72',
      ts: at + 1000,
    });
  });
});

describe('backfill', () => {
  it('writes a day of 1-minute history for a 24x7 pair, ending at its start price, with consistent longer bars', async () => {
    const i = t.app.services.market.instrument('DOGE/USDT')!;
    await t.db.query('DELETE FROM klines WHERE instrument_id = $1', [i.id]);
    expect(await backfillInstrument(t.db, i, 1)).toBeGreaterThan(1440);
    const { rows } = await t.db.query<{ n: number; hi: string; lo: string; bad: number }>(
      `SELECT count(*)::int AS n, max(high)::text AS hi, min(low)::text AS lo,
              count(*) FILTER (WHERE NOT (low <= open AND low <= close AND high >= open AND high >= close))::int AS bad
         FROM klines WHERE instrument_id = $1 AND period = '1min'`,
      [i.id],
    );
    expect(rows[0]!.n).toBe(1440);
    expect(rows[0]!.bad).toBe(0);
    for (const period of ['5min', '60min', '1day']) {
      const agg = await t.db.query<{ hi: string; lo: string }>(
        `SELECT max(high)::text AS hi, min(low)::text AS lo FROM klines WHERE instrument_id = $1 AND period = $2`,
        [i.id, period],
      );
      expect(agg.rows[0], period).toEqual({ hi: rows[0]!.hi, lo: rows[0]!.lo });
    }
    // The live feed starts from the start price: the history ends there, so the chart is one line.
    const last = await t.db.query<{ close: string }>(
      `SELECT trim_scale(close)::text AS close FROM klines WHERE instrument_id = $1 AND period = '1min' ORDER BY open_time DESC LIMIT 1`,
      [i.id],
    );
    expect(Number(last.rows[0]!.close)).toBe(Number(i.start_price));
  });

  it('knows the day the history will show before writing it, so the first tickers are not 0.00% and 0', async () => {
    const i = t.app.services.market.instrument('ETH/USDT')!;
    await t.db.query('DELETE FROM klines WHERE instrument_id = $1', [i.id]);
    const now = Date.now();
    const seeded = simulatedDayStats(i, now);
    expect(seeded).not.toBeNull();
    expect(seeded!.open).not.toBe(i.start_price);
    expect(cmp(seeded!.volume, '0')).toBe(1);
    await backfillInstrument(t.db, i, 2, now);
    const written = (await repo.dayStats(t.db, Math.floor(now / 1000) - 86_400)).get(i.id);
    expect(written).toEqual({ instrument_id: i.id, ...seeded });
  });

  it('keeps 1-minute bars for two days and 5-minute bars for a week, longer bars for every day asked', async () => {
    const i = t.app.services.market.instrument('SOL/USDT')!;
    await t.db.query('DELETE FROM klines WHERE instrument_id = $1', [i.id]);
    const now = Date.now();
    await backfillInstrument(t.db, i, 10, now);
    const { rows } = await t.db.query<{ period: string; days: number }>(
      `SELECT period, round((max(open_time) - min(open_time)) / 86400.0)::int AS days FROM klines WHERE instrument_id = $1 GROUP BY period`,
      [i.id],
    );
    const reach = Object.fromEntries(rows.map((r) => [r.period, r.days]));
    expect(reach).toMatchObject({ '1min': 2, '5min': 7, '15min': 10, '60min': 10, '1day': 10 });
  });

  it('skips weekends for weekday markets', async () => {
    const i = t.app.services.market.instrument('EUR/USD')!;
    await t.db.query('DELETE FROM klines WHERE instrument_id = $1', [i.id]);
    await backfillInstrument(t.db, i, 14);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM klines WHERE instrument_id = $1 AND period = '1min' AND extract(isodow FROM to_timestamp(open_time) AT TIME ZONE 'UTC') IN (6, 7)`,
      [i.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('a fresh start', () => {
  it('shows each pair’s day from its history at once, not 0.00% and a volume of 0 until it is written', async () => {
    const fresh = await createTestApp({ feed: 'simulated', feedBackfillDays: 1 });
    try {
      const market = fresh.app.services.market;
      await market.start();
      // Read before any bar is written (the history and the first stats refresh come later).
      const btc = market.ticker('BTC/USDT')!;
      expect(cmp(btc.volume, '0')).toBe(1);
      expect(btc.change).not.toBe('0.00');
      // Once written, the bars say the day.
      await market.historyReady();
      await market.refreshStats();
      expect(cmp(market.ticker('BTC/USDT')!.volume, '0')).toBe(1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe('market API', () => {
  it('lists tickers with price, 24 h change and trading state', async () => {
    const { body } = await call(t.app, 'GET', '/api/currency/quotation_new');
    const tickers = body.message as Array<{ symbol: string; kind: string; market_open: boolean }>;
    expect(tickers.map((x) => x.symbol)).toEqual(
      expect.arrayContaining(['BTC/USDT', 'AAPL/USD', 'EUR/USD', 'XAU/USD']),
    );
    expect(new Set(tickers.map((x) => x.kind))).toEqual(
      new Set(['crypto', 'stock', 'forex', 'commodity']),
    );
  });

  it('answers kline history in the description’s {code, msg, data} shape', async () => {
    const symbol = 'BNB/USDT';
    const at = Date.parse('2030-04-01T08:00:00Z');
    feed().push(symbol, '650.5', at, '2');
    feed().push(symbol, '651', at + 70_000, '1');
    await t.app.services.market.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/currency/new_timeshar?symbol=bnbusdt&period=1min&from=${at / 1000 - 60}&to=${at / 1000 + 600}&lang=en`,
    });
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: [
        {
          id: at / 1000,
          open: '650.5',
          close: '650.5',
          high: '650.5',
          low: '650.5',
          vol: '2',
          amount: '2',
          time: at,
        },
        {
          id: at / 1000 + 60,
          open: '651',
          close: '651',
          high: '651',
          low: '651',
          vol: '1',
          amount: '1',
          time: at + 60_000,
        },
      ],
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/currency/new_timeshar?symbol=NOPE&period=1min',
    });
    expect(bad.json()).toEqual({ code: -1, msg: expect.stringContaining('error'), data: [] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currency/new_timeshar?symbol=BTC/USDT&period=2min',
        })
      ).json().code,
    ).toBe(-1);
  });

  it('finds a pair by part of its name and lists hot searches', async () => {
    const { body } = await call(t.app, 'GET', '/api/market/search', { q: 'dog' });
    const message = body.message as { results: Array<{ symbol: string }>; hot: string[] };
    expect(message.results.map((r) => r.symbol)).toEqual(['DOGE/USDT']);
    expect(message.hot).toContain('BTC/USDT');
  });

  it('keeps favourites per user', async () => {
    const a = await registerByEmail(t.app);
    const b = await registerByEmail(t.app);
    expect(
      (await call(t.app, 'POST', '/api/optional/add', { symbol: 'ETH/USDT' }, { token: a.token }))
        .body.type,
    ).toBe('ok');
    await call(t.app, 'POST', '/api/optional/add', { symbol: 'ethusdt' }, { token: a.token });
    const list = async (token: string) =>
      (
        (await call(t.app, 'GET', '/api/optional/list', {}, { token })).body.message as Array<{
          symbol: string;
        }>
      ).map((x) => x.symbol);
    expect(await list(a.token)).toEqual(['ETH/USDT']);
    expect(await list(b.token)).toEqual([]);
    await call(t.app, 'POST', '/api/optional/del', { symbol: 'ETH/USDT' }, { token: a.token });
    expect(await list(a.token)).toEqual([]);
    expect(
      (await call(t.app, 'POST', '/api/optional/add', { symbol: 'FAKE/USDT' }, { token: a.token }))
        .body.code,
    ).toBe('not_found');
  });

  it('reports trading hours per instrument', async () => {
    const { body } = await call(t.app, 'GET', '/api/market/instruments');
    const list = body.message as Array<{ symbol: string; hours: string; leverages: number[] }>;
    expect(list.find((i) => i.symbol === 'TSLA/USD')).toMatchObject({ hours: 'weekdays' });
    expect(list.find((i) => i.symbol === 'BTC/USDT')).toMatchObject({
      hours: '24x7',
      leverages: [5, 10, 20, 50, 100],
    });
  });
});

describe('flushing', () => {
  it('keeps flushing after a flush that failed', async () => {
    const symbol = 'BNB/USDT';
    const at = Date.parse('2031-01-01T00:00:00Z');
    // A price too large for the tick log: the flush that takes it (ours or the timer's) fails.
    feed().push(symbol, `1${'0'.repeat(40)}`, at);
    await t.app.services.market.flush().catch(() => undefined);
    feed().push(symbol, '0.9876', at + 1000);
    await t.app.services.market.flush();
    const { rows } = await t.db.query<{ price: string }>(
      'SELECT trim_scale(price)::text AS price FROM ticks WHERE instrument_id = $1 AND ts = $2',
      [instrumentId(symbol), at + 1000],
    );
    expect(rows[0]?.price).toBe('0.9876');
  });
});

describe('real time', () => {
  it('sends tickers and bars only to clients subscribed to them', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const open = () =>
      new Promise<Socket>((resolve) => {
        const s = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
        });
        s.once('connect', () => resolve(s));
      });
    const subscribed = await open();
    const other = await open();
    await subscribed.emitWithAck('sub', ['market', 'kline:XRP/USDT:1min']);
    const got: string[] = [];
    subscribed.on('daymarkets', (m: { tickers: Array<{ symbol: string }> }) =>
      got.push(...m.tickers.map((x) => `daymarkets:${x.symbol}`)),
    );
    subscribed.on('kline', (m: { symbol: string; period: string; close: string }) =>
      got.push(`kline:${m.symbol}:${m.period}:${m.close}`),
    );
    let otherGot = 0;
    other.on('daymarket', () => otherGot++);
    other.on('daymarkets', () => otherGot++);
    other.on('kline', () => otherGot++);
    feed().push('XRP/USDT', '2.2345', Date.now());
    await t.app.services.market.flush();
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toEqual(
      expect.arrayContaining(['daymarkets:XRP/USDT', 'kline:XRP/USDT:1min:2.2345']),
    );
    expect(got.filter((g) => g.startsWith('kline:'))).toHaveLength(1);
    expect(otherGot).toBe(0);
    subscribed.close();
    other.close();
  });
});
