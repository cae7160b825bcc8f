import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Queryable } from '../platform/db';
import { operatorToken } from './accounts';
import { depositedUser, faucet } from './community';
import { call, type TestApp } from './harness';

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
