import { afterAll, beforeAll, expect } from 'vitest';
import type { LeverPosition } from '@tidemark/contracts';
import { shardOf, systemAccount, userAccount, useSystemShards } from '../ledger/accounts';
import { transfer } from '../ledger/ledger';
import { call, createTestApp, createUserWithSession, type TestApp } from './harness';

const USDT = 3;
const BTC = 'BTC/USDT';

/**
 * A whole app with a scripted BTC/USDT price and funded traders, for the house-shard tests:
 * registers its own beforeAll/afterAll (which puts the shard count back to 16).
 */
export function houseShardApp() {
  let t!: TestApp;
  let now = Date.UTC(2026, 0, 5, 9, 0, 0);
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ feed: 'script' });
    await t.app.services.market.start();
    t.app.services.lever.clock = () => now;
  });
  afterAll(async () => {
    useSystemShards(16);
    await t?.close();
  });

  async function tick(price: string): Promise<void> {
    now += 1000;
    t.app.services.market.script!.push(BTC, price, now);
    await t.app.services.market.flush();
    await t.app.services.lever.risk.idle();
  }

  async function trader(): Promise<{ userId: number; token: string }> {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await t.db.tx(async (tx) =>
      transfer(
        tx,
        {
          key: `test-shards-fund:${u.userId}:${++seq}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: u.userId,
          actor: 'system:test',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', USDT),
          to: await userAccount(tx, u.userId, USDT, 3),
          amount: '10000',
        },
      ),
    );
    return u;
  }

  /** Two users whose postings go to different shards. */
  async function twoShards() {
    const a = await trader();
    let b = await trader();
    while (shardOf(b.userId) === shardOf(a.userId)) b = await trader();
    return [a, b] as const;
  }

  const post = (url: string, token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/api${url}`, body, { token });

  async function open(token: string): Promise<LeverPosition> {
    const r = await post('/lever/submit', token, {
      symbol: BTC,
      type: 1,
      share: '1',
      multiple: 10,
    });
    expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
    return r.body.message as LeverPosition;
  }
  async function close(token: string, id: number): Promise<void> {
    const r = await post('/lever/close', token, { id });
    expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
  }

  return {
    get t() {
      return t;
    },
    tick,
    twoShards,
    open,
    close,
    /** A fresh number for journal keys. */
    nextSeq: () => ++seq,
  };
}
