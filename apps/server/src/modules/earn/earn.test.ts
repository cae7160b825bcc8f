import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, type EarnOrder, type LockPreview, type Page } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { eventMessages, recipients, rendered } from '../../test/inbox';
import { balanceOf, findSystemAccount, userBalance } from '../../ledger/reads';
import { add, cmp, mul, roundDown, sub, sum } from '../../platform/money';
import * as repo from './earn.repo';
import { payDaysBefore } from './earn.payout';
import { addDays, utcDay } from './earn.shared';

/**
 * Earn scenarios as data, on a whole app and a real database. The test owns business time
 * (`t.app.clock`): each scenario starts at the next UTC midnight, so its days are known.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: process.env.DBG ? 'error' : 'silent' });
});
afterAll(async () => t?.close());

const USDT = 3;
const BTC = 1;
const DAY = 86_400_000;
const clock = () => t.app.clock;
const today = () => utcDay(clock().nowMs());
/** Moves the clock to `hh:mm` UTC of the next day (or of today when that is still ahead and `sameDay`). */
function toNextDay(hour = 0, minute = 0) {
  const now = clock().nowMs();
  const target = Math.floor(now / DAY) * DAY + DAY + (hour * 60 + minute) * 60_000;
  clock().advance(target - now);
}
function toTimeToday(hour: number, minute = 0) {
  const now = clock().nowMs();
  const target = Math.floor(now / DAY) * DAY + (hour * 60 + minute) * 60_000;
  if (target < now) throw new Error('the clock cannot go back');
  clock().advance(target - now);
}
const runJob = () => payDaysBefore(t.app.services.earn.deps, today());

let seq = 0;
async function product(p: Partial<repo.NewProduct> & Pick<repo.NewProduct, 'kind'>) {
  seq += 1;
  return repo.insertProduct(t.db, {
    name: `test ${p.kind} ${seq}`,
    currency_id: USDT,
    payout_currency_id: USDT,
    term_days: p.kind === 'flexible' ? 0 : 5,
    min_amount: '100',
    max_amount: '50000',
    quota_total: '10000000',
    user_cap: '1000000',
    ...(p.kind === 'lock'
      ? {
          tiers: [
            { min_amount: '100', daily_rate: '0.003' },
            { min_amount: '5000', daily_rate: '0.0035' },
            { min_amount: '20000', daily_rate: '0.004' },
          ],
        }
      : {}),
    ...p,
  });
}

async function fundedUser(amount = '100000', currency = USDT) {
  const u = await createUserWithSession(t.db, { kycLevel: 1 });
  await t.db.tx(async (tx) => {
    await transfer(
      tx,
      {
        key: `test:earn:${u.userId}:${currency}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: u.userId,
        actor: 'system:test',
      },
      {
        from: await systemAccount(tx, 'demo_faucet', currency),
        to: await userAccount(tx, u.userId, currency, ACCOUNT_TYPES.change),
        amount,
      },
    );
  });
  return u;
}

const spot = async (userId: number, currency = USDT) =>
  (await userBalance(t.db, userId, currency, ACCOUNT_TYPES.change)).available;
async function system(code: 'earn' | 'earn_payouts' | 'fees', currency = USDT) {
  const id = await findSystemAccount(t.db, code, currency);
  return id === null ? '0' : (await balanceOf(t.db, id)).available;
}

async function api<T>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown>,
): Promise<{ ok: true; data: T } | { ok: false; code: string }> {
  if (url === '/api/lh/deposit' && !('day_rate' in data)) {
    // As the web client does: a purchase carries the rate its preview showed (a refused
    // preview leaves a rate that cannot match, and the purchase's own refusal comes first).
    const { config_id, amount } = data;
    const preview = await call(
      t.app,
      'GET',
      '/api/lh/deposit/preview',
      { config_id, amount },
      { token },
    );
    const rate = preview.body.type === 'ok' ? (preview.body.message as LockPreview).day_rate : '0';
    data = { ...data, day_rate: rate };
  }
  const { body } = await call(t.app, method, url, data, { token });
  return body.type === 'ok'
    ? { ok: true, data: body.message as T }
    : { ok: false, code: body.code! };
}
async function ok<T>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown>,
) {
  const r = await api<T>(token, method, url, data);
  if (!r.ok) throw new Error(`${url} answered ${r.code}`);
  return r.data;
}

/** The books hold: every journal balances, and custody equals the principal of active orders. */
async function booksHold() {
  expect(await checkLedger(t.db)).toEqual([]);
  const { rows } = await t.db.query<{ s: string }>(
    `SELECT trim_scale(coalesce(sum(amount), 0))::text AS s FROM earn_orders
      WHERE status = 1 AND kind <> 'cloud' AND currency_id = $1`,
    [USDT],
  );
  expect(cmp(await system('earn'), rows[0]!.s)).toBe(0);
}

async function incomeDays(token: string, id: number) {
  const page = await ok<Page<{ day: string; amount: string }>>(token, 'GET', '/api/earn/income', {
    id,
    limit: 100,
  });
  return page.data.map((r) => [r.day, r.amount]).reverse();
}

describe('lock mining: the tier is chosen at the boundaries and fixed at purchase', () => {
  const cases: Array<[amount: string, rate: string, daily: string]> = [
    ['100', '0.003', '0.3'],
    ['4999.999999', '0.003', '14.999999'],
    ['5000', '0.0035', '17.5'],
    ['19999.99', '0.0035', '69.999965'],
    ['20000', '0.004', '80'],
    ['50000', '0.004', '200'],
  ];
  for (const [amount, rate, daily] of cases)
    it(`${amount} earns ${rate} a day (${daily})`, async () => {
      const id = await product({ kind: 'lock' });
      const u = await fundedUser();
      const preview = await ok<LockPreview>(u.token, 'GET', '/api/lh/deposit/preview', {
        config_id: id,
        amount,
      });
      expect(preview).toMatchObject({ day_rate: rate, daily_income: daily });
      expect(cmp(preview.expected_income, mul(daily, '5'))).toBe(0);
      const order = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
        config_id: id,
        amount,
      });
      expect(order.day_rate).toBe(rate);
      // An operator's later change of the tiers does not touch a sold order.
      await t.db.query('UPDATE earn_product_tiers SET daily_rate = 0.01 WHERE product_id = $1', [
        id,
      ]);
      toNextDay();
      toNextDay();
      await runJob();
      expect(await incomeDays(u.token, order.id)).toEqual([[addDays(today(), -1), daily]]);
      await booksHold();
    });
});

describe('lock mining: maturity pays each day and returns the principal (docs/domain.md example)', () => {
  const cases: Array<{ rate: string; amount: string; days: number; income: string }> = [
    { rate: '0.003', amount: '10000', days: 5, income: '150' },
    { rate: '0.004', amount: '10000', days: 5, income: '200' },
    { rate: '0.0035', amount: '1000', days: 7, income: '24.5' },
  ];
  for (const c of cases)
    it(`${c.amount} for ${c.days} days at ${c.rate} earns ${c.income}`, async () => {
      const id = await product({
        kind: 'lock',
        term_days: c.days,
        tiers: [{ min_amount: '0', daily_rate: c.rate }],
      });
      const u = await fundedUser('20000');
      toNextDay(9);
      const bought = today();
      const order = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
        config_id: id,
        amount: c.amount,
      });
      expect(await spot(u.userId)).toBe(sub('20000', c.amount));
      // The job the same day pays nothing: income starts the day after purchase.
      await runJob();
      expect(await incomeDays(u.token, order.id)).toEqual([]);
      for (let d = 1; d <= c.days; d++) {
        toNextDay(0, 5);
        await runJob();
        await runJob(); // a second run the same day pays nothing more
      }
      toNextDay(0, 5);
      await runJob();
      const daily = mul(c.amount, c.rate);
      expect(await incomeDays(u.token, order.id)).toEqual(
        Array.from({ length: c.days }, (_, i) => [addDays(bought, i + 1), daily]),
      );
      expect(await spot(u.userId)).toBe(add('20000', c.income));
      const done = await ok<Page<EarnOrder>>(u.token, 'GET', '/api/lh/deposit/order', {
        status: 2,
      });
      expect(done.data[0]).toMatchObject({
        id: order.id,
        status: 2,
        is_cancel: false,
        total_interest: c.income,
        withdraw_amount: c.amount,
      });
      await booksHold();
    });
});

describe('lock mining: early redemption returns principal × (1 − 0.5%) and keeps paid income', () => {
  const cases: Array<{ amount: string; daysPaid: number; back: string; income: string }> = [
    { amount: '1000', daysPaid: 0, back: '995', income: '0' },
    { amount: '1000', daysPaid: 2, back: '995', income: '6' },
    { amount: '123.456789', daysPaid: 1, back: '122.839505', income: '0.37037' },
  ];
  for (const c of cases)
    it(`${c.amount} after ${c.daysPaid} paid days returns ${c.back}`, async () => {
      const id = await product({ kind: 'lock', min_amount: '1' });
      const u = await fundedUser('5000');
      const feesBefore = await system('fees');
      const order = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
        config_id: id,
        amount: c.amount,
      });
      expect(order.early_redeem_amount).toBe(c.back);
      for (let d = 0; d < c.daysPaid; d++) toNextDay(1);
      if (c.daysPaid) {
        toNextDay(1);
        await runJob();
      }
      const ended = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit/order/cancel', {
        id: order.id,
      });
      expect(ended).toMatchObject({ status: 2, is_cancel: true, withdraw_amount: c.back });
      expect(ended.total_interest).toBe(c.income);
      expect(await spot(u.userId)).toBe(add(sub(add('5000', c.back), c.amount), c.income));
      expect(await system('fees')).toBe(add(feesBefore, sub(c.amount, c.back)));
      const again = await api(u.token, 'POST', '/api/lh/deposit/order/cancel', { id: order.id });
      expect(again).toEqual({ ok: false, code: 'earn_order_not_active' });
      // Nothing more is paid after the redemption.
      toNextDay(2);
      toNextDay(2);
      await runJob();
      expect((await incomeDays(u.token, order.id)).length).toBe(c.daysPaid);
      await booksHold();
    });

  it('after maturity, before the job ran, redemption returns the whole principal; the job still pays every day', async () => {
    const id = await product({ kind: 'lock', term_days: 5 });
    const u = await fundedUser('1000');
    const order = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: id,
      amount: '1000',
    });
    for (let d = 0; d < 7; d++) toNextDay(3);
    expect(order.early_redeem_amount).toBe('995');
    const ended = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit/order/cancel', {
      id: order.id,
    });
    expect(ended).toMatchObject({ status: 2, is_cancel: false, withdraw_amount: '1000' });
    await runJob();
    expect((await incomeDays(u.token, order.id)).length).toBe(5);
    expect(await spot(u.userId)).toBe('1015');
    await booksHold();
  });

  it('another user cannot redeem or read an order', async () => {
    const id = await product({ kind: 'lock' });
    const owner = await fundedUser();
    const other = await fundedUser();
    const order = await ok<EarnOrder>(owner.token, 'POST', '/api/lh/deposit', {
      config_id: id,
      amount: '1000',
    });
    expect(
      await api(other.token, 'POST', '/api/lh/deposit/order/cancel', { id: order.id }),
    ).toEqual({
      ok: false,
      code: 'earn_order_not_found',
    });
    expect(await api(other.token, 'GET', '/api/earn/income', { id: order.id })).toEqual({
      ok: false,
      code: 'earn_order_not_found',
    });
    expect(await spot(owner.userId)).toBe('99000');
  });
});

describe('inbox: a day’s income is one message per user, maturity and early redemption one each', () => {
  it('sums every order of the day into one message, tells the right user only, and re-runs add nothing', async () => {
    const id = await product({
      kind: 'lock',
      term_days: 2,
      tiers: [{ min_amount: '0', daily_rate: '0.003' }],
    });
    const a = await fundedUser('10000');
    const b = await fundedUser('10000');
    toNextDay(9);
    const bought = today();
    const buy = (token: string, amount: string) =>
      ok<EarnOrder>(token, 'POST', '/api/lh/deposit', { config_id: id, amount });
    const a1 = await buy(a.token, '1000');
    const a2 = await buy(a.token, '2000');
    const a3 = await buy(a.token, '1000');
    const b1 = await buy(b.token, '500');
    const mine = async (pattern: string) =>
      (await eventMessages(t.db, pattern)).filter((m) => [a.userId, b.userId].includes(m.user_id));

    // Income starts the day after purchase, paid the day after that.
    toNextDay(0, 5);
    await runJob();
    expect(await mine('earn:income:%')).toEqual([]);
    toNextDay(0, 5);
    await runJob();
    await runJob();
    const day1 = addDays(bought, 1);
    const income1 = await mine(`earn:income:${day1}:%`);
    expect(recipients(income1)).toEqual([
      [a.userId, 'earn_income'],
      [b.userId, 'earn_income'],
    ]);
    // 1000 × 0.003 + 2000 × 0.003 + 1000 × 0.003 = 12 for a; 1.5 for b.
    expect(income1.map((m) => m.params.amount)).toEqual(['12', '1.5']);
    expect(rendered(income1[0]!)).toBe(
      `Income of 12 USDT for ${day1} has been paid to your spot account.`,
    );

    // a redeems one order early: one message, and none on a second try.
    await ok(a.token, 'POST', '/api/lh/deposit/order/cancel', { id: a3.id });
    await api(a.token, 'POST', '/api/lh/deposit/order/cancel', { id: a3.id });
    const redeemed = await mine(`earn:end:${a3.id}`);
    expect(recipients(redeemed)).toEqual([[a.userId, 'earn_lock_redeemed']]);
    expect(rendered(redeemed[0]!)).toBe(
      `Locked order #${a3.id} was redeemed early: 995 USDT returned to your spot account, early redemption fee 5 USDT.`,
    );

    toNextDay(0, 5);
    await runJob();
    await runJob();
    const income2 = await mine(`earn:income:${addDays(bought, 2)}:%`);
    expect(income2.map((m) => [m.user_id, m.params.amount])).toEqual([
      [a.userId, '9'],
      [b.userId, '1.5'],
    ]);
    // The last day paid: every order matured, one message each, to its owner.
    const matured = [
      ...(await mine(`earn:end:${a1.id}`)),
      ...(await mine(`earn:end:${a2.id}`)),
      ...(await mine(`earn:end:${b1.id}`)),
    ];
    expect(recipients(matured)).toEqual([
      [a.userId, 'earn_lock_matured'],
      [a.userId, 'earn_lock_matured'],
      [b.userId, 'earn_lock_matured'],
    ]);
    // A later run changes no message.
    toNextDay(0, 5);
    await runJob();
    const all = [...income1, ...redeemed, ...income2, ...matured];
    const after = await mine('earn:%');
    expect(after).toHaveLength(all.length);
    expect(after).toEqual(expect.arrayContaining(all));
    await booksHold();
  });
});

describe('purchases refused change nothing', () => {
  const cases: Array<{
    name: string;
    product?: Partial<repo.NewProduct>;
    balance?: string;
    before?: string;
    amount: string;
    code: string;
  }> = [
    { name: 'below the minimum', amount: '99.99', code: 'earn_amount_below_minimum' },
    { name: 'above the maximum', amount: '50000.01', code: 'earn_amount_above_maximum' },
    {
      name: 'above the quota left',
      product: { quota_total: '1500' },
      before: '1000',
      amount: '600',
      code: 'earn_quota_exceeded',
    },
    {
      name: 'above the per-user cap',
      product: { user_cap: '3000' },
      before: '2000',
      amount: '1000.01',
      code: 'earn_user_cap_exceeded',
    },
    {
      name: 'insufficient balance',
      balance: '500',
      amount: '500.01',
      code: 'insufficient_balance',
    },
    {
      name: 'sale not started',
      product: { sale_start: new Date(Date.now() + 400 * DAY) },
      amount: '1000',
      code: 'earn_not_on_sale',
    },
    {
      name: 'sale ended',
      product: { sale_end: new Date(Date.now() - DAY) },
      amount: '1000',
      code: 'earn_not_on_sale',
    },
    { name: 'too many decimals', amount: '100.0000001', code: 'earn_amount_too_precise' },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const id = await product({ kind: 'lock', ...c.product });
      const u = await fundedUser(c.balance ?? '100000');
      if (c.before)
        await ok(u.token, 'POST', '/api/lh/deposit', { config_id: id, amount: c.before });
      const balance = await spot(u.userId);
      const quota = (await repo.product(t.db, id, today()))!.quota_left;
      const r = await api(u.token, 'POST', '/api/lh/deposit', { config_id: id, amount: c.amount });
      expect(r).toEqual({ ok: false, code: c.code });
      expect(await spot(u.userId)).toBe(balance);
      expect((await repo.product(t.db, id, today()))!.quota_left).toBe(quota);
      const orders = await ok<Page<EarnOrder>>(u.token, 'GET', '/api/lh/deposit/order', {});
      expect(orders.total).toBe(c.before ? 1 : 0);
      await booksHold();
    });

  it('an unknown product, a withdrawn one and the wrong kind', async () => {
    const u = await fundedUser();
    const off = await product({ kind: 'lock' });
    await t.db.query('UPDATE earn_products SET status = 0 WHERE id = $1', [off]);
    const flex = await product({ kind: 'flexible', annual_rate: '0.05' });
    for (const [config_id, code] of [
      [999_999, 'earn_product_not_found'],
      [off, 'earn_not_on_sale'],
      [flex, 'earn_product_not_found'],
    ] as const)
      expect(await api(u.token, 'POST', '/api/lh/deposit', { config_id, amount: '1000' })).toEqual({
        ok: false,
        code,
      });
    expect(await spot(u.userId)).toBe('100000');
  });

  it('a repeated idempotency key buys once', async () => {
    const id = await product({ kind: 'lock' });
    const u = await fundedUser();
    const body = { config_id: id, amount: '1000', idempotency_key: 'earn-key-0001' };
    const [a, b] = await Promise.all([
      ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', body),
      ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', body),
    ]);
    expect(a.id).toBe(b.id);
    expect(await spot(u.userId)).toBe('99000');
    // The console's drill-down shows the one order, its currency by code.
    const drill = await repo.consoleOrders.page(
      t.db,
      { userId: u.userId, status: undefined, sort: 'created_at', order: 'desc' },
      { limit: 10, offset: 0 },
    );
    expect(drill.rows.map((r) => [r.id, r.currency])).toEqual([[a.id, a.currency_name]]);
    expect(a.currency_name).toMatch(/^[A-Z]+$/);
  });
});

describe('lock mining: the purchase carries the previewed rate', () => {
  it('an operator rate change between preview and confirmation refuses the purchase and changes nothing', async () => {
    const op = await operatorToken(t.app);
    const id = await product({ kind: 'lock' });
    const u = await fundedUser('10000');
    const preview = await ok<LockPreview>(u.token, 'GET', '/api/lh/deposit/preview', {
      config_id: id,
      amount: '1000',
    });
    expect(preview.day_rate).toBe('0.003');
    await ok(op, 'POST', '/api/admin/earn/product', { id, tiers: '100:0.002,5000:0.0035' });
    const quota = (await repo.product(t.db, id, today()))!.quota_left;
    expect(
      await api(u.token, 'POST', '/api/lh/deposit', {
        config_id: id,
        amount: '1000',
        day_rate: preview.day_rate,
      }),
    ).toEqual({ ok: false, code: 'earn_rate_changed' });
    expect(await spot(u.userId)).toBe('10000');
    expect((await repo.product(t.db, id, today()))!.quota_left).toBe(quota);
    // Confirming the new rate buys at it.
    const order = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: id,
      amount: '1000',
      day_rate: '0.002',
    });
    expect(order).toMatchObject({ day_rate: '0.002', amount: '1000' });
    expect(await spot(u.userId)).toBe('9000');
    await booksHold();
  });
});

describe('idempotency keys name one command', () => {
  it('a key used for a lock purchase, a subscription, a redemption and a cloud purchase does each once', async () => {
    const lock = await product({ kind: 'lock' });
    const flex = await product({ kind: 'flexible', annual_rate: '0.05', min_amount: '1' });
    const cloud = await product({ kind: 'cloud', payout_currency_id: BTC, unit_price: '100' });
    const u = await fundedUser('10000');
    const idempotency_key = 'earn-shared-key-01';
    const a = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: lock,
      amount: '1000',
      idempotency_key,
    });
    const b = await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: flex,
      amount: '500',
      idempotency_key,
    });
    const c = await ok<EarnOrder>(u.token, 'POST', '/api/earn/cloud/buy', {
      product_id: cloud,
      units: 2,
      idempotency_key,
    });
    expect([a.kind, b.kind, c.kind]).toEqual(['lock', 'flexible', 'cloud']);
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    expect(await spot(u.userId)).toBe('8300');
    // A top-up and a redemption reuse the key of each other's command: each moves once.
    const topUpKey = 'earn-shared-key-02';
    const up = await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: flex,
      amount: '100',
      idempotency_key: topUpKey,
    });
    expect(up).toMatchObject({ id: b.id, amount: '600' });
    const redeem = { id: b.id, amount: '200', idempotency_key: topUpKey };
    const down = await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/redeem', redeem);
    expect(down).toMatchObject({ id: b.id, amount: '400' });
    expect(await spot(u.userId)).toBe('8400');
    // Repeats of each command replay it and move nothing.
    expect(
      await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
        config_id: lock,
        amount: '1000',
        idempotency_key,
      }),
    ).toMatchObject({ id: a.id, kind: 'lock' });
    expect(
      await ok<EarnOrder>(u.token, 'POST', '/api/earn/cloud/buy', {
        product_id: cloud,
        units: 2,
        idempotency_key,
      }),
    ).toMatchObject({ id: c.id, kind: 'cloud' });
    await ok(u.token, 'POST', '/api/earn/flexible/redeem', redeem);
    await ok(u.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: flex,
      amount: '100',
      idempotency_key: topUpKey,
    });
    expect(await spot(u.userId)).toBe('8400');
    await booksHold();
  });
});

describe('quota under 100 concurrent purchases', () => {
  it('is never oversold', async () => {
    const id = await product({ kind: 'lock', quota_total: '5000' });
    const users = await Promise.all(Array.from({ length: 100 }, () => fundedUser('1000')));
    const results = await Promise.all(
      users.map((u) => api(u.token, 'POST', '/api/lh/deposit', { config_id: id, amount: '100' })),
    );
    const sold = results.filter((r) => r.ok).length;
    expect(sold).toBe(50);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'earn_quota_exceeded'),
    ).toBe(true);
    expect((await repo.product(t.db, id, today()))!.quota_left).toBe('0');
    const balances = await Promise.all(users.map((u) => spot(u.userId)));
    expect(sum(balances.map((b) => sub('1000', b)))).toBe('5000');
    await booksHold();
  });
});

describe('flexible savings: interest on the balance held through the whole UTC day', () => {
  /** Moves at times of consecutive days (day 0 = the first), and the interest each day earns. */
  const cases: Array<{
    name: string;
    moves: Array<[day: number, hour: number, op: 'sub' | 'redeem', amount: string]>;
    interest: string[];
  }> = [
    {
      name: 'held whole days',
      moves: [[0, 10, 'sub', '1000']],
      interest: ['0', '0.1', '0.1'],
    },
    {
      name: 'subscribe and redeem within one day: the lowest balance counts',
      moves: [
        [0, 10, 'sub', '1000'],
        [1, 8, 'sub', '500'],
        [1, 12, 'redeem', '1200'],
        [1, 18, 'sub', '700'],
      ],
      interest: ['0', '0.03', '0.1'],
    },
    {
      name: 'a subscription earns from the next whole day',
      moves: [
        [0, 10, 'sub', '1000'],
        [1, 23, 'sub', '2000'],
      ],
      interest: ['0', '0.1', '0.3'],
    },
    {
      name: 'redeemed in full on day 1: day 0 unpaid, nothing after',
      moves: [
        [0, 1, 'sub', '1000'],
        [1, 1, 'redeem', '1000'],
      ],
      interest: ['0', '0', '0'],
    },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const id = await product({ kind: 'flexible', annual_rate: '0.0365', min_amount: '1' });
      const u = await fundedUser('10000');
      toNextDay();
      const day0 = today();
      let holding = 0;
      let paid = '0';
      for (let d = 0; d < c.interest.length; d++) {
        if (d > 0) toNextDay();
        for (const [day, hour, op, amount] of c.moves.filter((m) => m[0] === d)) {
          toTimeToday(hour);
          const order =
            op === 'sub'
              ? await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', {
                  product_id: id,
                  amount,
                })
              : await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/redeem', {
                  id: holding,
                  amount,
                });
          holding = order.id;
          expect(day).toBe(d);
        }
      }
      toNextDay(3);
      await runJob();
      const expected = c.interest
        .map((v, i) => [addDays(day0, i), v])
        .filter(([, v]) => cmp(v!, '0') > 0);
      const days = (await incomeDays(u.token, holding)).filter(([, v]) => cmp(v!, '0') > 0);
      expect(days).toEqual(expected);
      for (const v of c.interest) paid = add(paid, v);
      const held = c.moves.reduce((s, [, , op, a]) => (op === 'sub' ? add(s, a) : sub(s, a)), '0');
      expect(await spot(u.userId)).toBe(add(sub('10000', held), paid));
      await booksHold();
    });

  it('a top-up after an operator rate change earns the current rate; the savings held keep theirs', async () => {
    const op = await operatorToken(t.app);
    const id = await product({ kind: 'flexible', annual_rate: '0.0365', min_amount: '1' });
    const u = await fundedUser('10000');
    toNextDay(10);
    const day0 = today();
    const subscribe = (amount: string) =>
      ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', { product_id: id, amount });
    const first = await subscribe('1000');
    expect(first).toMatchObject({ amount: '1000', annual_rate: '0.0365' });
    await ok(op, 'POST', '/api/admin/earn/product', { id, annual_rate: '0.073' });
    toTimeToday(12);
    const second = await subscribe('1000');
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ amount: '1000', annual_rate: '0.073' });
    // Another top-up at the current rate joins the holding with that rate.
    const third = await subscribe('500');
    expect(third).toMatchObject({ id: second.id, amount: '1500', annual_rate: '0.073' });
    const held = await ok<Page<EarnOrder>>(u.token, 'GET', '/api/earn/orders', {
      kind: 'flexible',
      status: 1,
    });
    expect(held.data.map((o) => [o.id, o.amount, o.annual_rate]).sort()).toEqual(
      [
        [first.id, '1000', '0.0365'],
        [second.id, '1500', '0.073'],
      ].sort(),
    );
    toNextDay();
    toNextDay(3);
    await runJob();
    const day1 = addDays(day0, 1);
    expect(await incomeDays(u.token, first.id)).toEqual([[day1, '0.1']]);
    expect(await incomeDays(u.token, second.id)).toEqual([[day1, '0.3']]);
    expect(await spot(u.userId)).toBe('7500.4');
    await booksHold();
  });

  it('refuses redeeming more than held, and redeeming a cloud contract', async () => {
    const id = await product({ kind: 'flexible', annual_rate: '0.05', min_amount: '1' });
    const u = await fundedUser('1000');
    const h = await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: id,
      amount: '300',
    });
    expect(
      await api(u.token, 'POST', '/api/earn/flexible/redeem', { id: h.id, amount: '300.01' }),
    ).toEqual({ ok: false, code: 'earn_redeem_above_balance' });
    expect(await spot(u.userId)).toBe('700');
    // A lock order is not a flexible holding: it ends only through early redemption.
    const lock = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: await product({ kind: 'lock' }),
      amount: '100',
    });
    expect(
      await api(u.token, 'POST', '/api/earn/flexible/redeem', { id: lock.id, amount: '1' }),
    ).toEqual({ ok: false, code: 'earn_order_not_found' });
    expect(await spot(u.userId)).toBe('600');
  });
});

describe('cloud mining: daily payouts per unit at the yield of each day; the price is not returned', () => {
  it('pays units × yield, follows an operator change from its day, ends after the term', async () => {
    const id = await product({
      kind: 'cloud',
      payout_currency_id: BTC,
      term_days: 4,
      unit_price: '100',
    });
    const u = await fundedUser('1000');
    toNextDay(6);
    const bought = today();
    await repo.setCloudYield(t.db, id, bought, '0.00001', 'system:test');
    const order = await ok<EarnOrder>(u.token, 'POST', '/api/earn/cloud/buy', {
      product_id: id,
      units: 3,
    });
    expect(order).toMatchObject({ amount: '300', units: 3, payout_currency_name: 'BTC' });
    expect(await spot(u.userId)).toBe('700');
    toNextDay(6);
    toNextDay(6);
    await t.app.services.earn.setCloudYield({ system: 'test' }, id, '0.00002');
    toNextDay(6);
    toNextDay(6);
    toNextDay(6);
    await runJob();
    expect(await incomeDays(u.token, order.id)).toEqual([
      [addDays(bought, 1), '0.00003'],
      [addDays(bought, 2), '0.00006'],
      [addDays(bought, 3), '0.00006'],
      [addDays(bought, 4), '0.00006'],
    ]);
    expect(await spot(u.userId, BTC)).toBe('0.00021');
    expect(await spot(u.userId)).toBe('700');
    expect(await api(u.token, 'POST', '/api/lh/deposit/order/cancel', { id: order.id })).toEqual({
      ok: false,
      code: 'earn_cannot_redeem',
    });
    const list = await ok<Page<EarnOrder>>(u.token, 'GET', '/api/earn/orders', { kind: 'cloud' });
    expect(list.data[0]).toMatchObject({ status: 2, total_interest: '0.00021' });
    await booksHold();
  });
});

/** A flexible product (3.65% a year: 0.5 a day on 5000) and a cloud product paying BTC (100 USDT a unit). */
async function flexibleAndCloud(cloudDays: number) {
  const flex = await product({ kind: 'flexible', annual_rate: '0.0365', min_amount: '1' });
  const cloud = await product({
    kind: 'cloud',
    payout_currency_id: BTC,
    term_days: cloudDays,
    unit_price: '100',
  });
  return { flex, cloud };
}

/** Noon of the next day, from which the cloud product yields 0.00001 BTC a unit; returns that day. */
async function startAtNoon(cloud: number): Promise<string> {
  toNextDay(12);
  const day0 = today();
  await repo.setCloudYield(t.db, cloud, day0, '0.00001', 'system:test');
  return day0;
}

describe('the daily job over 40 days with missed runs', () => {
  it('pays every order every day exactly once, with its own dates, as the model says', async () => {
    const lock7 = await product({ kind: 'lock', term_days: 7 });
    const lock30 = await product({ kind: 'lock', term_days: 30 });
    const { flex, cloud } = await flexibleAndCloud(15);
    const u = await fundedUser('100000');
    const day0 = await startAtNoon(cloud);
    const a = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: lock7,
      amount: '1000',
    });
    const b = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: lock30,
      amount: '20000',
    });
    const f = await ok<EarnOrder>(u.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: flex,
      amount: '5000',
    });
    const c = await ok<EarnOrder>(u.token, 'POST', '/api/earn/cloud/buy', {
      product_id: cloud,
      units: 2,
    });

    // The model: what each order earns on each day, independently of when the job runs.
    const model = new Map<string, string>();
    for (let d = 1; d <= 7; d++) model.set(`${a.id}:${addDays(day0, d)}`, '3');
    for (let d = 1; d <= 30; d++) model.set(`${b.id}:${addDays(day0, d)}`, '80');
    for (let d = 1; d <= 15; d++) model.set(`${c.id}:${addDays(day0, d)}`, '0.00002');
    // Flexible: 5000 held, 2000 redeemed at noon of day 10 (3000 held through day 10 and after);
    // fully redeemed on day 25: days 25 and after earn nothing.
    for (let d = 1; d <= 24; d++)
      model.set(
        `${f.id}:${addDays(day0, d)}`,
        roundDown(mul(d < 10 ? '5000' : '3000', '0.0001'), 6),
      );

    const skipped = new Set([2, 3, 4, 9, 10, 11, 12, 13, 20, 26, 27, 28, 29, 30, 31, 35, 36]);
    for (let d = 1; d <= 40; d++) {
      toNextDay(0, 30);
      if (d === 10) {
        toTimeToday(12);
        await ok(u.token, 'POST', '/api/earn/flexible/redeem', { id: f.id, amount: '2000' });
      }
      if (d === 25) {
        toTimeToday(8);
        await ok(u.token, 'POST', '/api/earn/flexible/redeem', { id: f.id, amount: '3000' });
      }
      if (skipped.has(d)) continue;
      expect(await t.app.scheduler.runOnce('earn.daily')).toBe('done');
      expect(await t.app.scheduler.runOnce('earn.daily')).toBe('skipped');
      await runJob(); // a direct re-run of the same day pays nothing either
    }

    const { rows } = await t.db.query<{ order_id: number; day: string; amount: string }>(
      `SELECT order_id, to_char(day, 'YYYY-MM-DD') AS day, trim_scale(amount)::text AS amount
         FROM earn_income WHERE order_id = ANY($1::bigint[]) AND amount > 0 ORDER BY order_id, day`,
      [[a.id, b.id, f.id, c.id]],
    );
    const paid = new Map(rows.map((r) => [`${r.order_id}:${r.day}`, r.amount]));
    expect(Object.fromEntries(paid)).toEqual(Object.fromEntries(model));
    const usdtIncome = sum([...model].filter(([k]) => !k.startsWith(`${c.id}:`)).map(([, v]) => v));
    expect(await spot(u.userId)).toBe(add(sub('100000', '200'), usdtIncome));
    expect(await spot(u.userId, BTC)).toBe('0.0003');
    const all = await ok<Page<EarnOrder>>(u.token, 'GET', '/api/earn/orders', { status: 1 });
    expect(all.total).toBe(0);
    await booksHold();
  });
});

describe('the daily job pays a batch of orders one day at a time', () => {
  it('lock, flexible and cloud orders of two users, one day already claimed: each (order, day) pays once', async () => {
    const lock = await product({ kind: 'lock', term_days: 3 });
    const { flex, cloud } = await flexibleAndCloud(3);
    const u1 = await fundedUser('100000');
    const u2 = await fundedUser('100000');
    const day0 = await startAtNoon(cloud);
    const days = [1, 2, 3].map((d) => addDays(day0, d));
    const buyLock = (token: string, amount: string) =>
      ok<EarnOrder>(token, 'POST', '/api/lh/deposit', { config_id: lock, amount });
    const a = await buyLock(u1.token, '1000'); // 3 a day
    const f = await ok<EarnOrder>(u1.token, 'POST', '/api/earn/flexible/subscribe', {
      product_id: flex,
      amount: '5000', // 0.5 a day
    });
    const b = await buyLock(u2.token, '20000'); // 80 a day
    const c = await ok<EarnOrder>(u2.token, 'POST', '/api/earn/cloud/buy', {
      product_id: cloud,
      units: 2, // 0.00002 BTC a day
    });
    // b's first day was claimed before the run (as by another node): it must not pay again.
    await t.db.query(
      `INSERT INTO earn_income (order_id, day, amount, currency_id, created_at) VALUES ($1, $2, 0, $3, now())`,
      [b.id, days[0], USDT],
    );
    for (let d = 0; d < 4; d++) toNextDay(0, 30);

    const first = await runJob();
    expect(first.more).toBe(false);
    // Twelve (order, day)s were due; b's first was claimed already.
    expect(first.records).toBeGreaterThanOrEqual(11);
    const ids = [a.id, f.id, b.id, c.id];
    const journals = async () =>
      (
        await t.db.query<{ key: string }>(
          `SELECT idempotency_key AS key FROM journals
            WHERE actor = 'system:earn-daily' AND ref_type = 'earn_order' AND ref_id = ANY($1::text[])
            ORDER BY idempotency_key`,
          [ids.map(String)],
        )
      ).rows.map((r) => r.key);
    expect(await journals()).toEqual(
      [
        ...days.map((d) => `earn:income:${a.id}:${d}`),
        ...days.map((d) => `earn:income:${f.id}:${d}`),
        ...days.slice(1).map((d) => `earn:income:${b.id}:${d}`),
        ...days.map((d) => `earn:income:${c.id}:${d}`),
        `earn:end:${a.id}`,
        `earn:end:${b.id}`,
      ].sort(),
    );
    const { rows } = await t.db.query<{ order_id: number; day: string; amount: string }>(
      `SELECT order_id, to_char(day, 'YYYY-MM-DD') AS day, trim_scale(amount)::text AS amount
         FROM earn_income WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, day`,
      [ids],
    );
    expect(rows.map((r) => [r.order_id, r.day, r.amount])).toEqual([
      ...days.map((d) => [a.id, d, '3']),
      ...days.map((d) => [f.id, d, '0.5']),
      [b.id, days[0], '0'],
      ...days.slice(1).map((d) => [b.id, d, '80']),
      ...days.map((d) => [c.id, d, '0.00002']),
    ]);
    const usd1 = add(sub('100000', '6000'), add('1000', '10.5'));
    const usd2 = add(sub('100000', '20200'), add('20000', '160'));
    expect(await spot(u1.userId)).toBe(usd1);
    expect(await spot(u2.userId)).toBe(usd2);
    expect(await spot(u2.userId, BTC)).toBe('0.00006');
    const order = async (id: number) => (await repo.order(t.db, id))!;
    expect((await order(b.id)).total_interest).toBe('160');
    expect((await order(b.id)).status).toBe(2);
    expect((await order(c.id)).status).toBe(2);
    expect((await order(f.id)).next_day).toBe(addDays(day0, 4));
    // One message per user, day and currency, summing that user's orders of the day.
    const mine = async (day: string) =>
      (await eventMessages(t.db, `earn:income:${day}:%`))
        .filter((m) => [u1.userId, u2.userId].includes(m.user_id))
        .map((m) => [m.user_id, m.params.currency, m.params.amount]);
    expect(await mine(days[0]!)).toEqual([
      [u1.userId, 'USDT', '3.5'],
      [u2.userId, 'BTC', '0.00002'],
    ]);
    expect(await mine(days[1]!)).toEqual([
      [u1.userId, 'USDT', '3.5'],
      [u2.userId, 'USDT', '80'],
      [u2.userId, 'BTC', '0.00002'],
    ]);
    expect(recipients(await eventMessages(t.db, `earn:end:${b.id}`))).toEqual([
      [u2.userId, 'earn_lock_matured'],
    ]);

    // A second run the same day pays nothing and moves nothing.
    expect(await runJob()).toEqual({ records: 0, more: false });
    expect(await journals()).toHaveLength(13);
    expect(await spot(u1.userId)).toBe(usd1);
    expect(await spot(u2.userId)).toBe(usd2);
    await booksHold();
  });
});

describe('holdings: the assets page lists earn holdings with their USDT value', () => {
  it('values lock and flexible principal; a cloud contract has none', async () => {
    const lockId = await product({ kind: 'lock' });
    const cloud = await product({ kind: 'cloud', payout_currency_id: BTC, unit_price: '100' });
    const u = await fundedUser('5000');
    await ok(u.token, 'POST', '/api/lh/deposit', { config_id: lockId, amount: '1234.5' });
    await ok(u.token, 'POST', '/api/earn/cloud/buy', { product_id: cloud, units: 1 });
    const h = await ok<{ total_usdt: string; items: Array<{ kind: string; usdt_value: string }> }>(
      u.token,
      'GET',
      '/api/earn/holdings',
      {},
    );
    expect(h.total_usdt).toBe('1234.50');
    expect(h.items.map((i) => [i.kind, i.usdt_value])).toEqual([
      ['cloud', '0'],
      ['lock', '1234.50'],
    ]);
  });
});

describe('operators change a product’s terms; sold orders keep theirs', () => {
  it('new tiers apply to new orders only, with an audit record; inconsistent terms are refused', async () => {
    const op = await operatorToken(t.app);
    const id = await product({ kind: 'lock', quota_total: '10000' });
    const u = await fundedUser();
    const before = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: id,
      amount: '1000',
    });
    const changed = await ok<{ tiers: unknown; quota_left: string; quota_total: string }>(
      op,
      'POST',
      '/api/admin/earn/product',
      { id, tiers: '100:0.005,5000:0.006', quota_total: '20000' },
    );
    expect(changed).toMatchObject({
      tiers: [
        { min_amount: '100', day_rate: '0.005' },
        { min_amount: '5000', day_rate: '0.006' },
      ],
      quota_total: '20000',
      quota_left: '19000',
    });
    const after = await ok<EarnOrder>(u.token, 'POST', '/api/lh/deposit', {
      config_id: id,
      amount: '1000',
    });
    expect([before.day_rate, after.day_rate]).toEqual(['0.003', '0.005']);
    const { rows } = await t.db.query<{
      action: string;
      detail: { after: { quota_left: string } };
    }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'earn_product' AND target_id = $1`,
      [String(id)],
    );
    expect(rows.map((r) => [r.action, r.detail.after.quota_left])).toEqual([
      ['earn.product_update', '19000'],
    ]);
    for (const bad of [
      { quota_total: '1000' }, // below what is sold
      { min_amount: '60000' }, // above the maximum
      { annual_rate: '0.05' }, // not a flexible product
      { early_redeem_fee_rate: '1' },
      { max_amount: '1000000000000000000' },
    ])
      expect(await api(op, 'POST', '/api/admin/earn/product', { id, ...bad })).toEqual({
        ok: false,
        code: 'earn_product_invalid',
      });
    expect(await api(u.token, 'POST', '/api/admin/earn/product', { id, status: 0 })).toMatchObject({
      ok: false,
    });
    expect((await repo.product(t.db, id, today()))!.status).toBe(1);

    // The cloud yield of today on, set by an operator and audited; shown with its day.
    const cloud = await product({ kind: 'cloud', payout_currency_id: BTC, unit_price: '100' });
    expect(
      await ok(op, 'POST', '/api/admin/earn/cloud_yield', {
        product_id: cloud,
        btc_per_unit: '0.0000125',
      }),
    ).toEqual({ product_id: cloud, day: today(), btc_per_unit: '0.0000125' });
    const listed = await ok<Page<{ id: number; cloud_yield: string; cloud_yield_day: string }>>(
      u.token,
      'GET',
      '/api/earn/products',
      { kind: 'cloud', limit: 100 },
    );
    expect(listed.data.find((p) => p.id === cloud)).toMatchObject({
      cloud_yield: '0.0000125',
      cloud_yield_day: today(),
    });
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'earn_product' AND target_id = $1`,
      [String(cloud)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['earn.cloud_yield']);
  });
});

describe('operator terms the columns cannot hold are refused, not rounded or a 500', () => {
  // Rates are numeric(12, 8) and amounts numeric(36, 18): a value the column would round is not
  // what the operator set (and an order keeps it), one past it is a database error.
  const cases: Array<{
    name: string;
    kind: 'lock' | 'flexible' | 'cloud';
    url: string;
    body: Record<string, string>;
  }> = [
    {
      name: 'an early redemption fee with 9 decimals',
      kind: 'lock',
      url: '/api/admin/earn/product',
      body: { early_redeem_fee_rate: '0.005000001' },
    },
    {
      name: 'a flexible annual rate with 9 decimals',
      kind: 'flexible',
      url: '/api/admin/earn/product',
      body: { annual_rate: '0.050000001' },
    },
    {
      name: 'a cloud yield of 10^18 per unit',
      kind: 'cloud',
      url: '/api/admin/earn/cloud_yield',
      body: { btc_per_unit: '1000000000000000000' },
    },
  ];
  it.each(cases)('$name', async ({ kind, url, body }) => {
    const op = await operatorToken(t.app);
    const id = await product(
      kind === 'flexible'
        ? { kind, annual_rate: '0.05' }
        : kind === 'cloud'
          ? { kind, payout_currency_id: BTC, unit_price: '100' }
          : { kind },
    );
    const before = await repo.product(t.db, id, today());
    const key = kind === 'cloud' ? 'product_id' : 'id';
    expect(await api(op, 'POST', url, { [key]: id, ...body })).toEqual({
      ok: false,
      code: 'earn_product_invalid',
    });
    expect(await repo.product(t.db, id, today())).toEqual(before);
  });
});
