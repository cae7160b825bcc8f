import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDb, type Db } from '../../platform/db';
import { LeaseLost } from '../../platform/lease';
import { marketModule } from './index';
import { FEED_LEASE, FOLLOW_EVERY_MS, type MarketData } from './market.service';
import * as repo from './market.repo';
import { ticksSince } from './ticks.repo';
import type { Tick } from './feed';

/*
 * The simulated feed in a cluster: two app instances (two nodes) on one database. One of them
 * walks the prices and writes the ticks; the other follows the tick log.
 */

const BTC = 'BTC/USDT';

async function node(db: Db, leaseSeconds: number): Promise<FastifyInstance> {
  const config = testConfig({ feed: 'simulated', leaseSeconds, webDist: '/nonexistent' });
  return buildApp(config, { db, modules: [marketModule] });
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a node's recorded-tick listeners were told, per BTC tick time. */
function listen(market: MarketData): Map<number, string> {
  const seen = new Map<number, string>();
  market.onRecorded((ticks: Tick[]) => {
    for (const t of ticks) if (t.symbol === BTC) seen.set(t.ts, t.price);
  });
  return seen;
}

async function loggedBtc(db: Db, market: MarketData, afterMs: number) {
  const id = market.instrument(BTC)!.id;
  const rows = await ticksSince(db, [{ instrumentId: id, afterMs }], 10_000);
  return new Map(rows.map((r) => [r.ts, r.price]));
}

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: ':memory:' });
});
afterAll(async () => db?.close());

describe('simulated feed on two nodes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const ma = () => a.services.market;
  const mb = () => b.services.market;

  beforeAll(async () => {
    // A 10 s lease, claimed every 2.5 s: never run out by a slow renewal of a busy test run,
    // and far longer than a handover of a released one takes.
    a = await node(db, 10);
    b = await node(db, 10);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('only the lease owner walks and writes ticks; the other follows its prices', async () => {
    const byA = listen(ma());
    const byB = listen(mb());
    const since = Date.now();
    await ma().start();
    await mb().start();
    expect(ma().walksFeed()).toBe(true);
    expect(mb().walksFeed()).toBe(false);

    await until(
      'three ticks are logged',
      () => [...byA.keys()].filter((ts) => ts > since).length >= 3,
    );
    const upTo = Math.max(...byA.keys());
    await until('the follower read them', () => (mb().price(BTC)?.ts ?? 0) >= upTo);

    // Every tick in the log is one the owner wrote (a second walk would add its own)...
    const logged = [...(await loggedBtc(db, ma(), since))].filter(([ts]) => ts <= upTo);
    const written = [...byA].filter(([ts]) => ts > since && ts <= upTo);
    const asNumbers = (rows: Array<[number, string]>) => rows.map(([ts, p]) => [ts, Number(p)]);
    expect(asNumbers(logged)).toEqual(asNumbers(written));
    // ...and the follower's listeners and last price got exactly those (the same strings).
    expect([...byB].filter(([ts]) => ts > since && ts <= upTo)).toEqual(written);
    // The follower's price and ticker are the owner's tick of that moment, as the owner wrote it.
    const followed = mb().price(BTC)!;
    const ticker = mb().ticker(BTC)!;
    await until('the owner told its listeners', () => byA.has(followed.ts) && byA.has(ticker.ts));
    expect(followed.price).toBe(byA.get(followed.ts));
    expect(ticker.now_price).toBe(byA.get(ticker.ts));

    const metrics = async (app: FastifyInstance) => (await app.metrics.text()).body;
    expect(await metrics(a)).toContain('lease_owned{kind="price_feed",key="simulated"} 1');
    expect(await metrics(b)).not.toContain('kind="price_feed"');
  });

  it('a released lease is taken over by the follower, whose walk goes on from the last logged price', async () => {
    await a.releaseLeases();
    expect(ma().walksFeed()).toBe(false);
    // The last tick the log holds when the follower takes over: far from the walk so far.
    const id = mb().instrument(BTC)!.id;
    const last = { ts: Date.now() + 1, price: '12345.67' };
    await repo.insertTicks(db, [{ instrumentId: id, ...last }]);

    const started = Date.now();
    await until('the follower walks', () => mb().walksFeed());
    // At the follower's next claim (a quarter lease), not when the lease would have run out.
    expect(Date.now() - started).toBeLessThan(6000);
    await until(
      'the new owner logged a tick',
      async () => (await loggedBtc(db, mb(), last.ts)).size > 0,
    );
    const [next] = [...(await loggedBtc(db, mb(), last.ts)).values()];
    // One step of the walk from 12345.67 (a walk from anywhere else would be thousands away).
    expect(Math.abs(Number(next) / 12345.67 - 1)).toBeLessThan(0.01);
    // Handed over, not taken from a dead node: no takeover counted; b holds it now.
    const metrics = (await b.metrics.text()).body;
    expect(metrics).not.toContain('lease_takeovers_total{kind="price_feed"}');
    expect(metrics).toContain('lease_owned{kind="price_feed",key="simulated"} 1');

    // The former owner follows the new one.
    await until('the former owner follows', () => (ma().price(BTC)?.ts ?? 0) > last.ts);
    expect(ma().walksFeed()).toBe(false);
  });
});

describe('a former owner of the simulated feed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The nodes above are closed (their lease released). A long lease: nothing is claimed again during the test unless the fence asks for it.
    app = await node(db, 60);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('cannot write ticks once another node took its lease (fencing)', async () => {
    const market = app.services.market;
    await market.start();
    expect(market.walksFeed()).toBe(true);
    // Paused past its lease while another node took it (the generation one higher).
    await db.query(
      `UPDATE leases SET node = 'another-node', generation = generation + 1,
              expires_at = now() + interval '1 minute' WHERE name = $1`,
      [FEED_LEASE],
    );
    const ts = Date.now() + 60_000;
    market.ingest({ symbol: BTC, price: '1.5', ts, volume: '0' });
    await expect(market.flush()).rejects.toBeInstanceOf(LeaseLost);
    expect((await loggedBtc(db, market, ts - 1)).size).toBe(0);
    // The refusal makes it look at the lease: it stops walking and follows the tick log.
    await until('it follows', () => !market.walksFeed());
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS * 2));
    market.ingest({ symbol: BTC, price: '1.6', ts: ts + 1, volume: '0' });
    await market.flush();
    expect((await loggedBtc(db, market, ts - 1)).size).toBe(0);
  });
});
