import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Queryable } from '../platform/db';
import { operatorToken } from './accounts';
import { depositedUser, faucet } from './community';
import { call, createUserWithSession, type TestApp } from './harness';

/** What the backup tests back up and compare: a little of everything, and a way to read it. */
const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';

/** Users with approved deposits (a voucher file each) and spot orders resting on a priced pair. */
export async function activity(t: TestApp): Promise<void> {
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

type Reply = Promise<{ body: { type: string; message: unknown } }>;
async function ok<T>(reply: Reply): Promise<T> {
  const r = await reply;
  expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
  return r.body.message as T;
}

/**
 * Results the settlement verifier recomputes from the tick log, on a timeline of their own that
 * starts after every tick logged so far: two 30 s options settled (a win and a loss), a long
 * closed by its take-profit, and a limit entry that fills and is then closed by hand. `round`
 * opens and settles one more option (the load a backup runs under); `window` holds them all.
 */
export async function settledTrading(t: TestApp) {
  let now = Date.now() + 1_000;
  t.app.services.options.clock = () => now;
  t.app.services.lever.clock = () => now;
  const tick = async (price: string, afterMs: number) => {
    now += afterMs;
    t.app.services.market.script!.push(SYMBOL, price, now);
    await t.app.services.market.flush();
    await t.app.services.lever.risk.idle();
  };
  const trader = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, trader.userId, 4, '10000', USDT);
  await faucet(t.app, trader.userId, 3, '10000', USDT);
  const post = (url: string, body: Record<string, unknown>, form = false) =>
    call(t.app, 'POST', `/api${url}`, body, { token: trader.token, form });
  const option = (type: 1 | 2) =>
    ok(
      post(
        '/microtrade/submit',
        { match_id: BTC, currency_id: USDT, type, seconds: 30, number: '100' },
        true,
      ),
    );
  const lever = (body: Record<string, unknown>) =>
    ok<{ id: number }>(post('/lever/submit', { symbol: SYMBOL, ...body }));
  const settle = async () => expect((await t.app.services.options.settleDue(now)).waiting).toBe(0);

  await tick('100000', 0);
  const fromMs = now;
  await option(1);
  await option(2);
  await lever({ type: 1, share: '1', multiple: 10, target_profit_price: '101000' });
  const entry = await lever({
    type: 1,
    share: '2',
    multiple: 20,
    status: 0,
    target_price: '99000',
  });
  await tick('100500', 1_000);
  await tick('101000', 29_000); // the options expire: up wins, down loses; the take-profit
  await tick('98990', 1_000); // the limit entry fills
  await ok(post('/lever/close', { id: entry.id }));
  await tick('99000', 1_000);
  await settle();
  return {
    userId: trader.userId,
    /** How many of each kind this made, as the verifier counts them. */
    made: { options: 2, lever_stops: 1, lever_closes: 1, lever_entries: 1 },
    async round(): Promise<void> {
      await option(1);
      await tick('99010', 30_000);
      await settle();
    },
    window: () => ({ fromMs, toMs: now + 1 }),
  };
}

/** Who the users are and what every account holds. */
export async function state(q: Queryable) {
  const users = await q.query('SELECT id, email FROM users ORDER BY id');
  const accounts = await q.query(
    `SELECT id, user_id, system_code, currency_id, account_type, available::text, frozen::text
       FROM ledger_accounts ORDER BY id`,
  );
  const orders = await q.query('SELECT id, user_id, status FROM spot_orders ORDER BY id');
  return { users: users.rows, accounts: accounts.rows, orders: orders.rows };
}

export const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];
