import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import { add, cmp, mul, sub, sum } from '../../platform/money';
import { makerLadder } from './maker';
import { SpotEngine } from './engine';

let t: TestApp;
const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
});
afterAll(async () => t?.close());

let faucetSeq = 0;
async function fund(userId: number, currencyId: number, amount: string): Promise<void> {
  await t.db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', currencyId);
    const to = await userAccount(tx, userId, currencyId, 2);
    await postJournal(
      tx,
      {
        key: `test-fund:${userId}:${currencyId}:${++faucetSeq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      [
        { accountId: from, bucket: 'available', amount: `-${amount}` },
        { accountId: to, bucket: 'available', amount },
      ],
    );
  });
}

async function spotBalance(userId: number, currencyId: number) {
  const { rows } = await t.db.query<{ available: string; frozen: string }>(
    'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 2',
    [userId, currencyId],
  );
  return rows[0] ?? { available: '0', frozen: '0' };
}

type Order = {
  id: number;
  status: number;
  deal_amount: string;
  deal_money: string;
  avg_price: string;
  target_price: string;
  type: number;
  order_type: string;
  fee: string;
};
type Depth = { bids: Array<[string, string]>; asks: Array<[string, string]> };

async function trade(token: string, body: Record<string, unknown>, lang?: string) {
  return call(
    t.app,
    'POST',
    '/api/coin/trade',
    { legal_id: USDT, currency_id: BTC, ...body },
    { token, ...(lang ? { lang } : {}) },
  );
}
async function depth(): Promise<Depth> {
  const r = await call(t.app, 'GET', `/api/coin/depth?symbol=${encodeURIComponent(SYMBOL)}`);
  return r.body.message as Depth;
}
/** Sets the reference price and lets the house ladder follow it. */
async function price(p: string): Promise<void> {
  t.app.services.market.script!.push(SYMBOL, p, Date.now());
  await t.app.services.market.flush();
  await t.app.services.spot.run(SYMBOL, { maker: true });
}

describe('the house ladder', () => {
  it('puts 10 levels each side, 0.05% apart on the tick, strictly around the reference', () => {
    const pair = {
      start_price: '96000',
      tick_size: '0.01',
      maker_level_qty: '0.02',
      qty_step: '0.00001',
    };
    for (const ref of ['96000', '96123.45', '91000.01', '101999.99']) {
      const ladder = makerLadder(pair, ref);
      const bids = ladder.filter((l) => l.side === 1).map((l) => l.price);
      const asks = ladder.filter((l) => l.side === 2).map((l) => l.price);
      expect(bids).toHaveLength(10);
      expect(asks).toHaveLength(10);
      for (const b of bids) expect(cmp(b, ref)).toBeLessThan(0);
      for (const a of asks) expect(cmp(a, ref)).toBeGreaterThan(0);
      for (const p of [...bids, ...asks]) expect(p).toMatch(/^\d+(\.\d{1,2})?$/);
      // Nearest first, each level about 0.05% from the next.
      for (let i = 1; i < 10; i++) {
        const gap = Number(sub(bids[i - 1]!, bids[i]!)) / Number(bids[i]!);
        expect(gap).toBeGreaterThan(0.00049);
        expect(gap).toBeLessThan(0.00051);
      }
      expect(Number(sub(asks[0]!, ref)) / Number(ref)).toBeLessThanOrEqual(0.00051);
      // Sizes vary, grow with distance, sit on the quantity step, and stay the same per level.
      for (const side of [1, 2] as const) {
        const sizes = ladder.filter((l) => l.side === side).map((l) => l.qty);
        for (const q of sizes) expect(q).toMatch(/^0\.\d{1,5}$/);
        expect(new Set(sizes).size).toBeGreaterThan(5);
        expect(cmp(sum(sizes.slice(7)), sum(sizes.slice(0, 3)))).toBeGreaterThan(0);
        expect(cmp(sizes[9]!, sizes[0]!)).toBeGreaterThan(0);
      }
      const again = makerLadder(pair, ref);
      expect(again).toEqual(ladder);
    }
  });

  it('quotes from real, ledgered inventory and moves only the levels that left the ladder', async () => {
    await price('96000');
    const d = await depth();
    expect(d.bids).toHaveLength(10);
    expect(d.asks).toHaveLength(10);
    const pair = {
      start_price: '96000',
      tick_size: '0.01',
      maker_level_qty: '0.02',
      qty_step: '0.00001',
    };
    const ladder = makerLadder(pair, '96000');
    const quoted = (side: 1 | 2) =>
      ladder.filter((l) => l.side === side).map((l) => [l.price, l.qty]);
    expect(d.bids).toEqual(quoted(1));
    expect(d.asks).toEqual(quoted(2));
    // Every ask is held on the maker's real BTC inventory.
    const { rows } = await t.db.query<{ frozen: string }>(
      `SELECT trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE system_code = 'market_maker' AND currency_id = $1`,
      [BTC],
    );
    expect(rows[0]!.frozen).toBe(sum(d.asks.map(([, q]) => q)));
    const before = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM spot_orders WHERE user_id IS NULL',
    );
    await price('96050'); // about one level up
    const after = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM spot_orders WHERE user_id IS NULL',
    );
    expect(after.rows[0]!.n - before.rows[0]!.n).toBeLessThanOrEqual(4);
    await price('96000');
  });
});

describe('orders against the book', () => {
  let user: { userId: number; token: string };
  beforeAll(async () => {
    user = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(user.userId, USDT, '20000');
    await price('96000');
  });

  it('rests a limit buy below the market with its funds frozen', async () => {
    const r = await trade(user.token, { type: 1, amount: '0.01', target_price: '90000' });
    expect(r.body.type).toBe('ok');
    const o = r.body.message as Order;
    expect(o).toMatchObject({
      status: 1,
      deal_amount: '0',
      order_type: 'limit',
      target_price: '90000',
    });
    expect(await spotBalance(user.userId, USDT)).toEqual({ available: '19100', frozen: '900' });
    expect(t.app.services.spot.snapshot(SYMBOL)).toContainEqual({
      id: String(o.id),
      side: 'buy',
      price: 9_000_000n,
      qty: 1000n,
    });
    const list = await call(t.app, 'GET', '/api/coin/list?status=1', {}, { token: user.token });
    expect((list.body.message as { data: Order[] }).data.map((x) => x.id)).toContain(o.id);
  });

  it('fills a limit buy above the market against the ladder, best price first, and releases the improvement', async () => {
    const asks = (await depth()).asks;
    const usdtBefore = await spotBalance(user.userId, USDT);
    // What 0.03 takes from the asks, nearest first.
    const fills: Array<[string, string]> = [];
    let left = '0.03';
    for (const [p, q] of asks) {
      if (cmp(left, '0') <= 0) break;
      const take = cmp(q, left) < 0 ? q : left;
      fills.push([p, take]);
      left = sub(left, take);
    }
    expect(fills.length).toBeGreaterThan(1);
    const limit = fills[fills.length - 1]![0];
    const r = await trade(user.token, { type: 1, amount: '0.03', target_price: limit });
    const o = r.body.message as Order;
    const cost = sum(fills.map(([p, q]) => mul(p, q)));
    expect(o).toMatchObject({ status: 2, deal_amount: '0.03' });
    expect(o.deal_money).toBe(cost);
    expect(await spotBalance(user.userId, BTC)).toEqual({ available: '0.03', frozen: '0' });
    expect(await spotBalance(user.userId, USDT)).toEqual({
      available: sub(usdtBefore.available, cost),
      frozen: '900',
    });
    const trades = await call(
      t.app,
      'GET',
      `/api/coin/trades?symbol=${encodeURIComponent(SYMBOL)}`,
    );
    expect(
      (trades.body.message as Array<{ price: string; amount: string; direction: string }>).slice(
        0,
        fills.length,
      ),
    ).toEqual(
      [...fills]
        .reverse()
        .map(([price, amount]) => expect.objectContaining({ price, amount, direction: 'buy' })),
    );
  });

  it('fills a large order partially; the cancelled rest returns every frozen cent', async () => {
    await price('96000');
    const asks = (await depth()).asks;
    const limit = asks[2]![0];
    const reachable = sum(asks.filter(([p]) => cmp(p, limit) <= 0).map(([, q]) => q));
    const cost = sum(asks.filter(([p]) => cmp(p, limit) <= 0).map(([p, q]) => mul(p, q)));
    const usdtBefore = await spotBalance(user.userId, USDT);
    const btcBefore = await spotBalance(user.userId, BTC);
    const r = await trade(user.token, { type: 1, amount: '0.15', target_price: limit });
    const o = r.body.message as Order;
    expect(o).toMatchObject({ status: 1, deal_amount: reachable });
    const cancelled = await call(
      t.app,
      'PUT',
      '/api/coin/trade',
      { id: o.id },
      { token: user.token },
    );
    expect(cancelled.body.message).toMatchObject({
      status: 3,
      deal_amount: reachable,
      deal_money: cost,
    });
    expect(await spotBalance(user.userId, USDT)).toEqual({
      available: sub(usdtBefore.available, cost),
      frozen: usdtBefore.frozen,
    });
    expect((await spotBalance(user.userId, BTC)).available).toBe(
      add(btcBefore.available, reachable),
    );
    const again = await call(t.app, 'PUT', '/api/coin/trade', { id: o.id }, { token: user.token });
    expect(again.body).toMatchObject({ type: 'error', code: 'order_not_open' });
  });

  it('sells at market into the best bids and never beyond 5% of the reference', async () => {
    await price('96000');
    const bids = (await depth()).bids.filter(([p]) => p !== '90000');
    const btc = await spotBalance(user.userId, BTC);
    const usdt = await spotBalance(user.userId, USDT);
    const r = await trade(user.token, { type: 2, amount: '0.01' });
    const o = r.body.message as Order;
    expect(o).toMatchObject({
      status: 2,
      order_type: 'market',
      deal_amount: '0.01',
      deal_money: mul(bids[0]![0], '0.01'),
      target_price: '91200',
    });
    expect(await spotBalance(user.userId, BTC)).toEqual({
      available: sub(btc.available, '0.01'),
      frozen: '0',
    });
    expect((await spotBalance(user.userId, USDT)).available).toBe(
      add(usdt.available, mul(bids[0]![0], '0.01')),
    );
  });

  it('cancels the rest of a market order beyond the protective price', async () => {
    await fund(user.userId, USDT, '30000');
    await price('96000');
    const asks = (await depth()).asks;
    const all = sum(asks.map(([, q]) => q));
    // More than the whole ask side, which lies within the 5% protection.
    const r = await trade(user.token, { type: 1, amount: add(all, '0.05') });
    const o = r.body.message as Order;
    expect(o).toMatchObject({ status: 3, deal_amount: all });
    expect(o.target_price).toBe('100800');
    expect((await spotBalance(user.userId, USDT)).frozen).toBe('900');
    await price('96000');
  });

  it('lets only the owner cancel, and lists by state, paged', async () => {
    const other = await createUserWithSession(t.db);
    const open = (await call(t.app, 'GET', '/api/coin/list?status=1', {}, { token: user.token }))
      .body.message as { data: Order[] };
    const id = open.data[0]!.id;
    const r = await call(t.app, 'PUT', '/api/coin/trade', { id }, { token: other.token });
    expect(r.body).toMatchObject({ type: 'error', code: 'order_not_found' });
    const theirs = await call(t.app, 'GET', '/api/coin/list', {}, { token: other.token });
    expect((theirs.body.message as { total: number }).total).toBe(0);
    const page = await call(
      t.app,
      'GET',
      '/api/coin/list?limit=2&page=1',
      {},
      { token: user.token },
    );
    expect(page.body.message).toMatchObject({ per_page: 2, current_page: 1 });
    expect((page.body.message as { data: Order[]; total: number }).data).toHaveLength(2);
    const done = await call(t.app, 'GET', '/api/coin/list?status=2', {}, { token: user.token });
    expect((done.body.message as { data: Order[] }).data.every((o) => o.status === 2)).toBe(true);
    const anon = await call(t.app, 'GET', '/api/coin/list');
    expect(anon.body.type).toBe('999');
  });

  it('places an order once per idempotency key', async () => {
    const body = {
      type: 1,
      amount: '0.001',
      target_price: '80000',
      idempotency_key: 'spot-key-0001',
    };
    const a = (await trade(user.token, body)).body.message as Order;
    const before = await spotBalance(user.userId, USDT);
    const b = (await trade(user.token, body)).body.message as Order;
    expect(b.id).toBe(a.id);
    expect(await spotBalance(user.userId, USDT)).toEqual(before);
  });

  it('sends its times as Unix seconds (docs/api.md), in the answer and the list', async () => {
    const now = Math.floor(Date.now() / 1000);
    const o = (await trade(user.token, { type: 1, amount: '0.001', target_price: '85000' })).body
      .message as Order & { created_at: unknown; updated_at: unknown };
    const listed = (
      (await call(t.app, 'GET', '/api/coin/list?status=1', {}, { token: user.token })).body
        .message as { data: Array<{ id: number; created_at: unknown; updated_at: unknown }> }
    ).data.find((x) => x.id === o.id);
    for (const v of [o.created_at, o.updated_at, listed?.created_at, listed?.updated_at]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(String(v)).toMatch(/^\d{10}$/);
      expect(Math.abs((v as number) - now)).toBeLessThan(60);
    }
  });
});

describe('bad input changes nothing', () => {
  let user: { userId: number; token: string };
  beforeAll(async () => {
    user = await createUserWithSession(t.db);
    await fund(user.userId, USDT, '100');
    await price('96000');
  });
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'a quantity off the step',
      { type: 1, amount: '0.000015', target_price: '90000' },
      'quantity_invalid',
    ],
    [
      'a quantity below the minimum',
      { type: 1, amount: '0.00001', target_price: '90000' },
      'quantity_below_minimum',
    ],
    ['a quantity above the maximum', { type: 2, amount: '101' }, 'quantity_above_maximum'],
    [
      'a price off the tick',
      { type: 1, amount: '0.001', target_price: '90000.005' },
      'price_invalid',
    ],
    [
      'a price far from the market',
      { type: 1, amount: '0.001', target_price: '40000' },
      'price_out_of_band',
    ],
    [
      'an order worth too little',
      { type: 1, amount: '0.0001', target_price: '48001' },
      'order_value_below_minimum',
    ],
    [
      'more than the balance',
      { type: 1, amount: '0.01', target_price: '90000' },
      'insufficient_balance',
    ],
    ['selling a coin one does not have', { type: 2, amount: '0.001' }, 'insufficient_balance'],
    ['an unknown pair', { currency_id: 999, type: 1, amount: '1' }, 'pair_not_tradable'],
    ['a pair without a price', { currency_id: 47, type: 1, amount: '10' }, 'price_unavailable'],
    ['a zero amount', { type: 1, amount: '0' }, 'validation_failed'],
    ['a side that does not exist', { type: 3, amount: '0.001' }, 'validation_failed'],
  ];
  it.each(cases)('refuses %s', async (_name, body, code) => {
    const orders = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spot_orders');
    const r = await trade(user.token, body, 'spa');
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ type: 'error', code });
    expect(typeof r.body.message).toBe('string');
    expect(await spotBalance(user.userId, USDT)).toEqual({ available: '100', frozen: '0' });
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spot_orders')).rows[0]!.n,
    ).toBe(orders.rows[0]!.n);
  });
  it('trades after a refusal that created (and rolled back) the account', async () => {
    const fresh = await createUserWithSession(t.db);
    const refused = await trade(fresh.token, { type: 2, amount: '0.001' });
    expect(refused.body).toMatchObject({ type: 'error', code: 'insufficient_balance' });
    await fund(fresh.userId, BTC, '0.001');
    const sold = await trade(fresh.token, { type: 2, amount: '0.001' });
    expect(sold.body.type).toBe('ok');
    expect((await spotBalance(fresh.userId, BTC)).available).toBe('0');
  });

  it('says it in the user’s language', async () => {
    const r = await trade(
      user.token,
      { type: 1, amount: '0.000015', target_price: '90000' },
      'spa',
    );
    expect(r.body.message).toBe('Introduzca una cantidad correcta');
  });
});

describe('fees, inventory and restarts', () => {
  it('takes the configured fee from what each side receives, into the fees account', async () => {
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '1000');
    await price('96000');
    await t.db.query(`UPDATE settings SET value = '0.001' WHERE key = 'spot_fee_rate'`);
    try {
      const pair = (await call(t.app, 'GET', `/api/coin/pair?symbol=${encodeURIComponent(SYMBOL)}`))
        .body.message as { fee_rate: string };
      expect(pair.fee_rate).toBe('0.001');
      const o = (await trade(u.token, { type: 1, amount: '0.005' })).body.message as Order;
      expect(o).toMatchObject({ status: 2, deal_amount: '0.005', fee: '0.000005' });
      expect((await spotBalance(u.userId, BTC)).available).toBe('0.004995');
    } finally {
      await t.db.query(`UPDATE settings SET value = '0' WHERE key = 'spot_fee_rate'`);
    }
  });

  it('stops quoting a side its inventory cannot fund', async () => {
    await price('96000');
    // Move the maker's free BTC back to the house (a journal that names who and why).
    await t.db.tx(async (tx) => {
      const mm = await systemAccount(tx, 'market_maker', BTC);
      const house = await systemAccount(tx, 'house', BTC);
      const { rows } = await tx.query<{ available: string }>(
        'SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE id = $1',
        [mm],
      );
      await postJournal(
        tx,
        {
          key: 'test:drain-maker',
          reason: 'adjustment',
          refType: 'test',
          refId: 1,
          actor: 'system:test',
          memo: 'drain maker inventory',
        },
        [
          { accountId: mm, bucket: 'available', amount: `-${rows[0]!.available}` },
          { accountId: house, bucket: 'available', amount: rows[0]!.available },
        ],
      );
    });
    // A buyer takes every ask: the maker has no BTC left, neither free nor frozen.
    const buyer = await createUserWithSession(t.db);
    await fund(buyer.userId, USDT, '50000');
    const all = sum((await depth()).asks.map(([, q]) => q));
    const taken = (await trade(buyer.token, { type: 1, amount: all })).body.message as Order;
    expect(taken).toMatchObject({ status: 2, deal_amount: all });
    await price('96000');
    const d = await depth();
    expect(d.asks).toHaveLength(0);
    expect(d.bids.length).toBeGreaterThanOrEqual(10);
  });

  it('rebuilds the same book from the database after a restart', async () => {
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '5000');
    await trade(u.token, { type: 1, amount: '0.01', target_price: '95000' });
    await trade(u.token, { type: 1, amount: '0.02', target_price: '95000' });
    // Orders of one batch at one price: the rebuilt book keeps the order the engine took them in.
    await Promise.all(
      ['0.03', '0.04', '0.05', '0.06'].map((amount) =>
        trade(u.token, { type: 1, amount, target_price: '95000' }),
      ),
    );
    const before = t.app.services.spot.snapshot(SYMBOL);
    const fresh = new SpotEngine({
      db: t.db,
      log: t.app.log,
      realtime: t.app.realtime,
      market: t.app.services.market,
    });
    try {
      await fresh.init();
      // One engine owner per pair: on PostgreSQL a second node does not get the lock.
      if (t.db.kind === 'postgres') expect(await fresh.run(SYMBOL)).toBe(false);
      await fresh.loadBook(SYMBOL);
      expect(fresh.snapshot(SYMBOL)).toEqual(before);
      expect(before.length).toBeGreaterThan(10);
    } finally {
      await fresh.stop();
    }
  });

  it('matches an order accepted before a crash on the next start', async () => {
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '5000');
    // Accepted and committed with its hold, but the engine never saw it.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO spot_orders (user_id, instrument_id, side, kind, price, amount, fee_rate, ref_price) VALUES ($1, 1, 1, 'limit', 94000, 0.01, 0, 96000) RETURNING id`,
      [u.userId],
    );
    const id = rows[0]!.id;
    await t.db.tx(async (tx) => {
      const { hold } = await import('../../ledger/ledger');
      const acct = await userAccount(tx, u.userId, USDT, 2);
      const h = await hold(
        tx,
        {
          key: `spot:hold:${id}`,
          reason: 'spot_order_hold',
          refType: 'spot_order',
          refId: id,
          actor: `user:${u.userId}`,
        },
        { accountId: acct, amount: '940' },
      );
      await tx.query('UPDATE spot_orders SET hold_id = $2 WHERE id = $1', [id, h.holdId]);
    });
    await t.app.services.spot.run(SYMBOL);
    const { rows: after } = await t.db.query<{ engine_seq: number | null }>(
      'SELECT engine_seq FROM spot_orders WHERE id = $1',
      [id],
    );
    expect(after[0]!.engine_seq).not.toBeNull();
    expect(t.app.services.spot.snapshot(SYMBOL).some((o) => o.id === String(id))).toBe(true);
  });
});

describe('real time', () => {
  it('pushes depth and trades to subscribers and the order update to its owner only, after commit', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const u = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    await fund(u.userId, BTC, '0.01');
    const open = (token?: string) =>
      new Promise<Socket>((resolve) => {
        const s = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          ...(token ? { auth: { token } } : {}),
        });
        s.once('connect', () => resolve(s));
      });
    const publicSocket = await open();
    const owner = await open(u.token);
    const stranger = await open(other.token);
    await publicSocket.emitWithAck('sub', [`depth:${SYMBOL}`, `trades:${SYMBOL}`]);
    const got: string[] = [];
    publicSocket.on('market_depth', () => got.push('depth'));
    publicSocket.on('match_trade', (m: { data: unknown[] }) => got.push(`trades:${m.data.length}`));
    const updates: Array<{ status: number }> = [];
    owner.on('order_update', (o: { status: number }) => updates.push(o));
    let strangerGot = 0;
    stranger.on('order_update', () => strangerGot++);
    try {
      await price('96000');
      const o = (await trade(u.token, { type: 2, amount: '0.001' })).body.message as Order;
      expect(o).toMatchObject({ status: 2 });
      await new Promise((r) => setTimeout(r, 300));
      expect(got).toContain('depth');
      expect(got).toContain('trades:1');
      expect(updates.at(-1)).toMatchObject({ status: 2 });
      expect(strangerGot).toBe(0);
    } finally {
      for (const s of [publicSocket, owner, stranger]) s.close();
    }
  });
});

describe('real time, times', () => {
  it('sends the order update with its times as Unix seconds', async () => {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const u = await createUserWithSession(t.db);
    await fund(u.userId, USDT, '1000');
    const socket = await new Promise<Socket>((resolve) => {
      const s = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token: u.token },
      });
      s.once('connect', () => resolve(s));
    });
    const updates: Array<{ id: number; created_at: unknown; updated_at: unknown }> = [];
    socket.on('order_update', (o: { id: number; created_at: unknown; updated_at: unknown }) =>
      updates.push(o),
    );
    try {
      await price('96000');
      const o = (await trade(u.token, { type: 1, amount: '0.001', target_price: '90000' })).body
        .message as Order;
      for (let i = 0; i < 20 && !updates.some((x) => x.id === o.id); i++)
        await new Promise((r) => setTimeout(r, 50));
      const update = updates.find((x) => x.id === o.id);
      expect(update).toBeDefined();
      for (const v of [update!.created_at, update!.updated_at])
        expect(String(v)).toMatch(/^\d{10}$/);
      expect(typeof update!.created_at).toBe('number');
    } finally {
      socket.close();
    }
  });
});
