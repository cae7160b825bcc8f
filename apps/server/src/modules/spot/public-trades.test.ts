import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { DEMO_FLOW_USER, demoFlowStep, seedDemoFlow } from './demo-flow';

let t: TestApp;
const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';
const q = encodeURIComponent(SYMBOL);

type Trade = { id: number; price: string; amount: string; direction: string };
type Fill = Trade & { order_id: number; role: string };

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.market.script!.push(SYMBOL, '96000', Date.now());
  await t.app.services.market.flush();
  await t.app.services.spot.run(SYMBOL, { maker: true });
});
afterAll(async () => t?.close());

let funded = 0;
async function fund(userId: number, currencyId: number, amount: string): Promise<void> {
  await t.db.tx(async (tx) =>
    transfer(
      tx,
      {
        key: `test-fund:trades:${userId}:${++funded}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      {
        from: await systemAccount(tx, 'demo_faucet', currencyId),
        to: await userAccount(tx, userId, currencyId, 2),
        amount,
      },
    ),
  );
}

const marketOrder = (token: string, type: 1 | 2, amount: string) =>
  call(
    t.app,
    'POST',
    '/api/coin/trade',
    { legal_id: USDT, currency_id: BTC, type, amount },
    { token },
  );

async function flowUserId(): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_FLOW_USER.email,
  ]);
  return rows[0]!.id;
}

describe('public trades of a pair', () => {
  it('returns the last N trades, newest first, and refuses more than 100', async () => {
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '5000');
    for (const amount of ['0.001', '0.002', '0.003'])
      expect((await marketOrder(u.token, 1, amount)).body.type).toBe('ok');
    const two = await call(t.app, 'GET', `/api/coin/trades?symbol=${q}&limit=2`);
    const trades = two.body.message as Trade[];
    expect(trades).toHaveLength(2);
    expect(trades[0]!.id).toBeGreaterThan(trades[1]!.id);
    expect(trades.map((x) => x.direction)).toEqual(['buy', 'buy']);
    const all = (await call(t.app, 'GET', `/api/coin/trades?symbol=${q}`)).body.message as Trade[];
    expect(all.slice(0, 2)).toEqual(trades);
    const tooMany = await call(t.app, 'GET', `/api/coin/trades?symbol=${q}&limit=101`);
    expect(tooMany.body.type).toBe('error');
  });

  it("lists one's own fills only, with one's side and role, and needs a session", async () => {
    const buyer = await createUserWithSession(t.db);
    const seller = await createUserWithSession(t.db);
    await fund(buyer.userId, USDT, '5000');
    await fund(seller.userId, BTC, '0.01');
    expect((await marketOrder(buyer.token, 1, '0.004')).body.type).toBe('ok');
    expect((await marketOrder(seller.token, 2, '0.005')).body.type).toBe('ok');
    const mine = await call(t.app, 'GET', `/api/coin/my_trades?symbol=${q}`, undefined, {
      token: buyer.token,
    });
    const fills = mine.body.message as Fill[];
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((f) => f.direction === 'buy' && f.role === 'taker')).toBe(true);
    expect(fills.reduce((s, f) => s + Number(f.amount) * 1e5, 0)).toBe(400);
    const theirs = await call(t.app, 'GET', `/api/coin/my_trades?symbol=${q}`, undefined, {
      token: seller.token,
    });
    const sellerFills = theirs.body.message as Fill[];
    expect(sellerFills.every((f) => f.direction === 'sell')).toBe(true);
    expect(sellerFills.some((f) => fills.some((b) => b.id === f.id))).toBe(false);
    const anonymous = await call(t.app, 'GET', `/api/coin/my_trades?symbol=${q}`);
    expect(anonymous.body.type).toBe('999');
  });
});

describe('the demo market flow', () => {
  it('is funded once, however often the seed runs', async () => {
    await seedDemoFlow(t.db);
    await seedDemoFlow(t.db);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journals WHERE idempotency_key LIKE 'demo:spot-flow:%'`,
    );
    const { rows: pairs } = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT c)::int AS n FROM (
         SELECT i.currency_id AS c FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id
         UNION SELECT i.legal_id FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id) x`,
    );
    expect(rows[0]!.n).toBe(pairs[0]!.n);
  });

  it('trades with the house ladder: the public room and the trades list see it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const socket = await new Promise<Socket>((resolve) => {
      const s = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      s.once('connect', () => resolve(s));
    });
    const pushed: Trade[] = [];
    socket.on('match_trade', (m: { symbol: string; data: Trade[] }) => {
      if (m.symbol === SYMBOL) pushed.push(...m.data);
    });
    try {
      await socket.emitWithAck('sub', [`trades:${SYMBOL}`]);
      const before = (await call(t.app, 'GET', `/api/coin/trades?symbol=${q}&limit=1`)).body
        .message as Trade[];
      // 0.1 picks BTC/USDT (the first 0.4 of a roll goes to it), 0.9 the unused fallback pair,
      // 0.5 the size, 0.9 a sell.
      const rolls = [0.1, 0.9, 0.5, 0.9];
      const placed = await demoFlowStep(
        {
          db: t.db,
          log: t.app.log,
          spot: t.app.services.spot,
          price: (s) => t.app.services.market.price(s)?.price ?? null,
          random: () => rolls.shift() ?? 0.5,
        },
        await flowUserId(),
      );
      expect(placed).toEqual({ symbol: SYMBOL, side: 'sell' });
      for (let i = 0; i < 40 && pushed.length === 0; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(pushed.length).toBeGreaterThan(0);
      expect(pushed.every((x) => x.direction === 'sell')).toBe(true);
      const after = (await call(t.app, 'GET', `/api/coin/trades?symbol=${q}`)).body
        .message as Trade[];
      expect(after[0]!.id).toBeGreaterThan(before[0]!.id);
      expect(after.slice(0, pushed.length).map((x) => x.id)).toEqual(pushed.map((x) => x.id));
    } finally {
      socket.close();
    }
  });
});
