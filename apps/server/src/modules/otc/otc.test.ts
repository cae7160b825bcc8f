import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtcOrder } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { balanceOf, userBalance } from '../../ledger/reads';
import { eventMessages, recipients, rendered } from '../../test/inbox';
import { recordStatements } from '../../test/statements';
import { checkLedger } from '../../ledger/invariants';
import { sub } from '../../platform/money';
import { accountModule } from '../account';
import { adminModule } from '../admin';
import { marketModule } from '../market';
import { otcConsoleOrders, otcModule } from '.';

let t: TestApp;
let op: string;
const USDT = 3;
const LEGAL = 1;

beforeAll(async () => {
  t = await createTestApp({}, { modules: [accountModule, adminModule, marketModule, otcModule] });
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

let seq = 0;
async function fund(userId: number, amount: string) {
  await t.db.tx(async (tx) =>
    transfer(
      tx,
      {
        key: `test-otc-fund:${++seq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      {
        from: await systemAccount(tx, 'demo_faucet', USDT),
        to: await userAccount(tx, userId, USDT, LEGAL),
        amount,
      },
    ),
  );
}
const card = (userId: number) =>
  t.db.query(
    `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name) VALUES ($1, 'domestic', 'Test', '1234', 'Bank')`,
    [userId],
  );
const legal = async (userId: number) => {
  const b = await userBalance(t.db, userId, USDT, LEGAL);
  return [b.available, b.frozen];
};
async function fees(): Promise<string> {
  return (await balanceOf(t.db, await systemAccount(t.db, 'fees', USDT))).available;
}

interface Party {
  userId: number;
  token: string;
}
async function user(kycLevel: number, funds = '1000'): Promise<Party> {
  const u = await createUserWithSession(t.db, { kycLevel });
  await card(u.userId);
  await fund(u.userId, funds);
  return u;
}

async function ok<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown>,
  token: string,
): Promise<T> {
  const r = await call(t.app, method, url, data, { token });
  expect(r.body.type, `${url} ${JSON.stringify(r.body)}`).toBe('ok');
  return r.body.message as T;
}
const err = async (
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown>,
  token: string,
) => (await call(t.app, method, url, data, { token })).body.code;

/** An approved merchant (through the operator route) with one ad of the given side. */
async function merchantWithAd(side: 'buy' | 'sell', total = '500') {
  const m = await user(2);
  await ok('POST', '/api/otc/merchant/apply', { name: `Desk ${++seq}` }, m.token);
  await ok('POST', '/api/admin/otc/merchant/review', { user_id: m.userId, approve: true }, op);
  const ad = await ok<{ id: number }>(
    'POST',
    '/api/otc/ad/create',
    {
      side,
      currency_id: USDT,
      fiat: 'USD',
      price_type: 'fixed',
      price: '1.25',
      total,
      min_fiat: '10',
      max_fiat: '1000',
      pay_methods: ['domestic'],
    },
    m.token,
  );
  return { m, adId: ad.id };
}

type Step =
  | 'paid'
  | 'release'
  | 'cancel'
  | 'timeout'
  | 'appeal_by_buyer'
  | 'appeal_by_seller'
  | 'operator_release'
  | 'operator_refund';

/**
 * Each row: the merchant's ad side, the taker's order of 100 USDT at 1.25 USD (125 USD), the
 * steps, and every balance afterwards. The merchant fee is 0.1% of the coin amount (0.1 USDT).
 */
const SCENARIOS: Array<{
  name: string;
  side: 'buy' | 'sell';
  steps: Step[];
  status: OtcOrder['status'];
  cancelReason: string | null;
  taker: [string, string];
  merchant: [string, string];
  fee: string;
  remaining: string;
  /** The inbox messages of the order, in order: who got which kind. */
  inbox: Array<['buyer' | 'seller', string]>;
}> = [
  {
    name: 'happy path: the user buys, pays, the merchant releases',
    side: 'sell',
    steps: ['paid', 'release'],
    status: 'done',
    cancelReason: null,
    taker: ['1100', '0'],
    merchant: ['899.9', '0'],
    fee: '0.1',
    remaining: '400',
    inbox: [
      ['seller', 'otc_paid'],
      ['buyer', 'otc_released'],
    ],
  },
  {
    name: 'the user sells to a buy ad: the merchant pays, the user releases',
    side: 'buy',
    steps: ['paid', 'release'],
    status: 'done',
    cancelReason: null,
    taker: ['900', '0'],
    merchant: ['1099.9', '0'],
    fee: '0.1',
    remaining: '400',
    inbox: [
      ['seller', 'otc_paid'],
      ['buyer', 'otc_released'],
    ],
  },
  {
    name: 'timeout: the payment window passes, the escrow and the ad are restored',
    side: 'sell',
    steps: ['timeout'],
    status: 'cancelled',
    cancelReason: 'timeout',
    taker: ['1000', '0'],
    merchant: ['1000', '0'],
    fee: '0',
    remaining: '500',
    inbox: [
      ['buyer', 'otc_cancelled'],
      ['seller', 'otc_cancelled'],
    ],
  },
  {
    name: 'buyer cancels before paying',
    side: 'sell',
    steps: ['cancel'],
    status: 'cancelled',
    cancelReason: 'buyer',
    taker: ['1000', '0'],
    merchant: ['1000', '0'],
    fee: '0',
    remaining: '500',
    inbox: [['seller', 'otc_cancelled']],
  },
  {
    name: 'appeal by the buyer, the operator releases to the buyer',
    side: 'sell',
    steps: ['paid', 'appeal_by_buyer', 'operator_release'],
    status: 'done',
    cancelReason: null,
    taker: ['1100', '0'],
    merchant: ['899.9', '0'],
    fee: '0.1',
    remaining: '400',
    inbox: [
      ['seller', 'otc_paid'],
      ['buyer', 'otc_appeal_result'],
      ['seller', 'otc_appeal_result'],
    ],
  },
  {
    name: 'appeal by the seller, the operator refunds the seller',
    side: 'sell',
    steps: ['paid', 'appeal_by_seller', 'operator_refund'],
    status: 'cancelled',
    cancelReason: 'appeal_refund',
    taker: ['1000', '0'],
    merchant: ['1000', '0'],
    fee: '0',
    remaining: '500',
    inbox: [
      ['seller', 'otc_paid'],
      ['buyer', 'otc_appeal_result'],
      ['seller', 'otc_appeal_result'],
    ],
  },
];

describe('OTC scenarios', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const { m, adId } = await merchantWithAd(s.side);
      const taker = await user(1);
      const feesBefore = await fees();
      const order = await ok<OtcOrder>(
        'POST',
        '/api/otc/order/create',
        { ad_id: adId, fiat_amount: '125', idempotency_key: `scenario-${++seq}` },
        taker.token,
      );
      expect(order).toMatchObject({
        amount: '100',
        fiat_total: '125',
        price: '1.25',
        fee: '0.1',
        status: 'unpaid',
      });
      const [buyer, seller] = s.side === 'sell' ? [taker, m] : [m, taker];
      // While open the seller's coin is in escrow.
      expect((await legal(seller.userId))[1]).toBe(s.side === 'sell' ? '100.1' : '100');
      for (const step of s.steps) {
        if (step === 'paid') await ok('POST', '/api/otc/order/paid', { id: order.id }, buyer.token);
        if (step === 'release')
          await ok('POST', '/api/otc/order/release', { id: order.id }, seller.token);
        if (step === 'cancel')
          await ok('POST', '/api/otc/order/cancel', { id: order.id }, buyer.token);
        if (step === 'timeout') {
          t.app.clock.advance(901_000);
          await t.app.scheduler.runOnce('otc.expire');
        }
        const appealer =
          step === 'appeal_by_buyer' ? buyer : step === 'appeal_by_seller' ? seller : null;
        if (appealer)
          await ok(
            'POST',
            '/api/otc/order/appeal',
            { id: order.id, reason: 'no payment seen' },
            appealer.token,
          );
        if (step === 'operator_release' || step === 'operator_refund')
          await ok(
            'POST',
            '/api/admin/otc/appeal/resolve',
            {
              id: order.id,
              result: step === 'operator_release' ? 'release' : 'refund',
              note: 'bank statement checked',
            },
            op,
          );
      }
      const after = await ok<OtcOrder>('GET', '/api/otc/order', { id: order.id }, taker.token);
      expect(after.status).toBe(s.status);
      expect(after.cancel_reason).toBe(s.cancelReason);
      expect(await legal(taker.userId)).toEqual(s.taker);
      expect(await legal(m.userId)).toEqual(s.merchant);
      expect(sub(await fees(), feesBefore)).toBe(s.fee);
      const ad = await ok<{ remaining: string }>('GET', '/api/otc/ad', { id: adId }, taker.token);
      expect(ad.remaining).toBe(s.remaining);
      // Each step tells the other party (both on a timeout or an appeal), and nobody else.
      const messages = await eventMessages(t.db, `otc:${order.id}:%`);
      const party = { buyer: buyer.userId, seller: seller.userId };
      expect(recipients(messages)).toEqual(s.inbox.map(([who, kind]) => [party[who], kind]));
      expect(rendered(messages[0]!)).toContain(`#${order.id}`);
      if (s.steps.includes('timeout')) {
        await t.app.scheduler.runOnce('otc.expire');
        expect(await eventMessages(t.db, `otc:${order.id}:%`)).toEqual(messages);
        expect(rendered(messages[0]!)).toBe(
          `Order #${order.id} (100 USDT) was cancelled: it was not paid in time; the coins went back to the seller.`,
        );
      }
      if (s.steps.some((x) => x.startsWith('operator'))) {
        const { rows } = await t.db.query<{ action: string; operator_id: number | null }>(
          `SELECT action, operator_id FROM audit_log WHERE target_type = 'otc_order' AND target_id = $1`,
          [String(order.id)],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.operator_id).not.toBeNull();
      }
    });
  }

  it('concurrent orders on one ad never take more than it holds', async () => {
    const { m, adId } = await merchantWithAd('sell', '250');
    const takers = await Promise.all([1, 2, 3, 4, 5].map(() => user(1)));
    const results = await Promise.all(
      takers.map((u) =>
        call(
          t.app,
          'POST',
          '/api/otc/order/create',
          { ad_id: adId, amount: '100' },
          { token: u.token },
        ),
      ),
    );
    const codes = results.map((r) => r.body.code ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'ok', 'otc_ad_exhausted', 'otc_ad_exhausted', 'otc_ad_exhausted']);
    expect(await legal(m.userId)).toEqual(['799.8', '200.2']);
    const ad = await ok<{ remaining: string }>('GET', '/api/otc/ad', { id: adId }, m.token);
    expect(ad.remaining).toBe('50');
  });

  it('the same idempotency key opens one order', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const u = await user(1);
    const body = { ad_id: adId, amount: '10', idempotency_key: 'same-key-otc-1' };
    const a = await ok<OtcOrder>('POST', '/api/otc/order/create', body, u.token);
    const b = await ok<OtcOrder>('POST', '/api/otc/order/create', body, u.token);
    expect(b.id).toBe(a.id);
    expect(await legal(m.userId)).toEqual(['989.99', '10.01']);
    // The console's drill-down shows the order to both sides, the pair named by the coin's code.
    const { rows: fiat } = await t.db.query<{ fiat: string }>(
      'SELECT fiat FROM otc_orders WHERE id = $1',
      [a.id],
    );
    for (const [userId, side] of [
      [u.userId, 'buy'],
      [m.userId, 'sell'],
    ] as const) {
      const drill = await otcConsoleOrders.page(
        t.db,
        { userId, status: undefined, sort: 'created_at', order: 'desc' },
        { limit: 10, offset: 0 },
      );
      expect(drill.rows.map((r) => [r.id, r.instrument, r.side, r.currency])).toEqual([
        [a.id, `USDT/${fiat[0]!.fiat}`, side, 'USDT'],
      ]);
    }
  });

  it('three buyer cancellations in 24 h block new orders until the day has passed', async () => {
    const { adId } = await merchantWithAd('sell', '5000');
    const u = await user(1);
    for (let i = 0; i < 3; i++) {
      const o = await ok<OtcOrder>(
        'POST',
        '/api/otc/order/create',
        { ad_id: adId, amount: '10' },
        u.token,
      );
      await ok('POST', '/api/otc/order/cancel', { id: o.id }, u.token);
    }
    expect(await err('POST', '/api/otc/order/create', { ad_id: adId, amount: '10' }, u.token)).toBe(
      'otc_cancel_limit',
    );
    t.app.clock.advance(86_401_000);
    await ok('POST', '/api/otc/order/create', { ad_id: adId, amount: '10' }, u.token);
  });

  it('refuses bad input and other users, changing nothing', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const u = await user(1);
    const stranger = await user(1);
    expect(
      await err('POST', '/api/otc/order/create', { ad_id: adId, fiat_amount: '5' }, u.token),
    ).toBe('otc_amount_out_of_range');
    expect(await err('POST', '/api/otc/order/create', { ad_id: adId, amount: '10' }, m.token)).toBe(
      'otc_own_ad',
    );
    const o = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10' },
      u.token,
    );
    expect(o.pay_details).toEqual([
      { kind: 'domestic', real_name: 'Test', bank_name: 'Bank', bank_account: '1234' },
    ]);
    expect(await err('GET', '/api/otc/order', { id: o.id }, stranger.token)).toBe(
      'otc_order_not_found',
    );
    expect(await err('POST', '/api/otc/order/release', { id: o.id }, stranger.token)).toBe(
      'otc_order_not_found',
    );
    expect(await err('GET', '/api/otc/order/chat', { id: o.id }, stranger.token)).toBe(
      'otc_order_not_found',
    );
    // The buyer cannot release, the seller cannot mark paid; an appeal needs "paid".
    expect(await err('POST', '/api/otc/order/release', { id: o.id }, u.token)).toBe(
      'otc_bad_state',
    );
    expect(await err('POST', '/api/otc/order/paid', { id: o.id }, m.token)).toBe('otc_bad_state');
    expect(await err('POST', '/api/otc/order/appeal', { id: o.id, reason: 'x' }, u.token)).toBe(
      'otc_bad_state',
    );
    // Paying after the window is refused.
    t.app.clock.advance(901_000);
    expect(await err('POST', '/api/otc/order/paid', { id: o.id }, u.token)).toBe('otc_bad_state');
    expect(await legal(m.userId)).toEqual(['989.99', '10.01']);
    // Appeal evidence must be the appellant's own upload.
    const o2 = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10' },
      u.token,
    );
    await ok('POST', '/api/otc/order/paid', { id: o2.id }, u.token);
    const name = `strangerproof${++seq}abcdef.png`;
    await t.db.query(
      `INSERT INTO uploads (user_id, kind, name, mime, size_bytes, sha256) VALUES ($1, 'voucher', $2, 'image/png', 1, 'x')`,
      [stranger.userId, name],
    );
    const appeal = { id: o2.id, reason: 'x', evidence: `/uploads/${name}` };
    expect(await err('POST', '/api/otc/order/appeal', appeal, u.token)).toBe(
      'otc_evidence_invalid',
    );
    await t.db.query(`UPDATE uploads SET user_id = $1 WHERE name = $2`, [u.userId, name]);
    const appealed = await ok<OtcOrder>('POST', '/api/otc/order/appeal', appeal, u.token);
    expect(appealed).toMatchObject({ status: 'appeal', appeal_evidence: `/uploads/${name}` });
  });

  it('chat between the two parties', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const u = await user(1);
    const o = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10' },
      u.token,
    );
    await ok('POST', '/api/otc/order/chat/send', { id: o.id, body: 'sent from my bank' }, u.token);
    const seen = await ok<{ list: Array<{ body: string; mine: boolean }> }>(
      'GET',
      '/api/otc/order/chat',
      { id: o.id },
      m.token,
    );
    expect(seen.list).toEqual([
      expect.objectContaining({ body: 'sent from my bank', mine: false }),
    ]);
  });

  it('merchants: level 2 only, approved by an operator, ads need a bank card of their method', async () => {
    const low = await user(1);
    expect(await err('POST', '/api/otc/merchant/apply', { name: 'Low Desk' }, low.token)).toBe(
      'otc_merchant_level',
    );
    const m = await createUserWithSession(t.db, { kycLevel: 2 });
    await ok('POST', '/api/otc/merchant/apply', { name: 'No Card Desk' }, m.token);
    const ad = {
      side: 'sell',
      currency_id: USDT,
      fiat: 'USD',
      price_type: 'fixed',
      price: '1',
      total: '10',
      min_fiat: '1',
      max_fiat: '10',
      pay_methods: ['domestic'],
    };
    expect(await err('POST', '/api/otc/ad/create', ad, m.token)).toBe('otc_not_merchant');
    await ok('POST', '/api/admin/otc/merchant/review', { user_id: m.userId, approve: true }, op);
    expect(await err('POST', '/api/otc/ad/create', ad, m.token)).toBe('otc_no_bank_card');
  });

  it('fiat figures are in cents: ads and orders name fiat_places, finer fixed prices are refused', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const ad = await ok<{ fiat_places: number }>('GET', '/api/otc/ad', { id: adId }, m.token);
    expect(ad.fiat_places).toBe(2);
    const u = await user(1);
    const order = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10' },
      u.token,
    );
    expect(order).toMatchObject({ fiat_places: 2, price: '1.25', fiat_total: '12.5' });
    await ok('POST', '/api/otc/order/cancel', { id: order.id }, u.token);
    // A buy ad holds nothing: only the price rule can refuse it.
    const base = {
      side: 'buy',
      currency_id: USDT,
      fiat: 'USD',
      price_type: 'fixed',
      price: '1.25',
      total: '10',
      min_fiat: '1',
      max_fiat: '10',
      pay_methods: ['domestic'],
    };
    const ads = async () =>
      (
        await t.db.query('SELECT count(*)::int AS n FROM otc_ads WHERE merchant_id = $1', [
          m.userId,
        ])
      ).rows[0];
    const before = await ads();
    for (const change of [{ price: '1.255' }, { min_fiat: '1.001' }, { max_fiat: '9.999' }])
      expect(await err('POST', '/api/otc/ad/create', { ...base, ...change }, m.token)).toBe(
        'otc_ad_invalid',
      );
    // A floating margin is a percentage, not a fiat figure: its decimals are its own.
    await ok(
      'POST',
      '/api/otc/ad/create',
      { ...base, price_type: 'float', price: '1.255' },
      m.token,
    );
    expect(await ads()).toEqual({ n: (before as { n: number }).n + 1 });
  });

  it('typed amounts are taken as they are or refused, never rounded quietly', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const u = await user(1);
    const orders = async () =>
      (await t.db.query('SELECT count(*)::int AS n FROM otc_orders WHERE ad_id = $1', [adId]))
        .rows[0];
    const none = await orders();
    // USDT has 6 places and fiat 2: a finer figure is refused, with nothing written.
    for (const data of [{ amount: '10.1234567' }, { fiat_amount: '12.501' }])
      expect(await err('POST', '/api/otc/order/create', { ad_id: adId, ...data }, u.token)).toBe(
        'amount_too_precise',
      );
    expect(await orders()).toEqual(none);
    expect(await legal(m.userId)).toEqual(['1000', '0']);
    // The figure worked out rounds for the coin seller: 10.123456 × 1.25 = 12.65432 → 12.66.
    const byCoin = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10.123456' },
      u.token,
    );
    expect(byCoin).toMatchObject({ amount: '10.123456', fiat_total: '12.66' });
    // 12.51 / 1.25 = 10.008 USDT for exactly the fiat typed.
    const byFiat = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, fiat_amount: '12.51' },
      u.token,
    );
    expect(byFiat).toMatchObject({ amount: '10.008', fiat_total: '12.51' });
    // An ad's total: at most the coin's places, worth at least its smallest order, and no more
    // digits than a column holds (a validation error, not a 500).
    const base = {
      side: 'buy',
      currency_id: USDT,
      fiat: 'USD',
      price_type: 'fixed',
      price: '1.25',
      total: '10',
      min_fiat: '10',
      max_fiat: '100',
      pay_methods: ['domestic'],
    };
    const ads = async () =>
      (
        await t.db.query('SELECT count(*)::int AS n FROM otc_ads WHERE merchant_id = $1', [
          m.userId,
        ])
      ).rows[0];
    const before = await ads();
    for (const [change, code] of [
      [{ total: '50.1234567' }, 'amount_too_precise'],
      [{ total: '7.99' }, 'otc_ad_invalid'],
      [{ total: '99999999999999999999' }, 'validation_failed'],
      [{ price: '99999999999999999999' }, 'validation_failed'],
      [{ max_fiat: '99999999999999999999' }, 'validation_failed'],
    ] as const)
      expect(await err('POST', '/api/otc/ad/create', { ...base, ...change }, m.token)).toBe(code);
    expect(await ads()).toEqual(before);
    await ok('POST', '/api/otc/ad/create', { ...base, total: '8' }, m.token);
  });

  it('one user holds at most three unpaid orders at once; paying or cancelling frees a place', async () => {
    const { adId } = await merchantWithAd('sell');
    const u = await user(1);
    const open = async () =>
      call(
        t.app,
        'POST',
        '/api/otc/order/create',
        { ad_id: adId, amount: '10' },
        { token: u.token, lang: 'spa' },
      );
    const first = (await open()).body.message as OtcOrder;
    await open();
    await open();
    const remaining = async () =>
      (await ok<{ remaining: string }>('GET', '/api/otc/ad', { id: adId }, u.token)).remaining;
    const before = await remaining();
    expect((await open()).body).toMatchObject({
      code: 'otc_open_orders_limit',
      message: 'Tiene demasiados pedidos pendientes de pago; pague o cancele uno primero',
    });
    expect(await remaining()).toBe(before);
    await ok('POST', '/api/otc/order/paid', { id: first.id }, u.token);
    expect((await open()).body.type).toBe('ok');
  });

  it('quick buy picks the best matching ad', async () => {
    const { adId } = await merchantWithAd('sell');
    const q = await ok<{ ad: { id: number; price: string }; amount: string; fiat_total: string }>(
      'POST',
      '/api/otc/quick',
      { side: 'buy', currency_id: USDT, fiat: 'USD', fiat_amount: '125' },
      '',
    );
    // Other tests' ads have the same price; the chosen one has the best price and fits.
    expect(q.ad.price).toBe('1.25');
    expect(q.amount).toBe('100');
    expect(adId).toBeGreaterThan(0);
  });

  it('operator queues: applications rejected with a reason the applicant sees, appeals with both sides', async () => {
    const a = await user(2);
    await ok('POST', '/api/otc/merchant/apply', { name: 'Queue Desk' }, a.token);
    const pending = await ok<{
      data: Array<{ user_id: number; name: string; bank_cards: string[] }>;
    }>('GET', '/api/admin/otc/merchants', { status: 'pending' }, op);
    expect(pending.data.find((r) => r.user_id === a.userId)).toMatchObject({
      name: 'Queue Desk',
      bank_cards: ['domestic'],
    });
    const before = await ok<{ merchants_pending: number }>('GET', '/api/admin/otc/counts', {}, op);
    // Rejecting needs a reason; a refused review changes nothing.
    expect(
      await err(
        'POST',
        '/api/admin/otc/merchant/review',
        { user_id: a.userId, approve: false },
        op,
      ),
    ).toBe('validation_failed');
    await ok(
      'POST',
      '/api/admin/otc/merchant/review',
      { user_id: a.userId, approve: false, reason: 'name unclear' },
      op,
    );
    expect(await ok('GET', '/api/otc/merchant', {}, a.token)).toMatchObject({
      status: 'rejected',
      reject_reason: 'name unclear',
    });
    const after = await ok<{ merchants_pending: number }>('GET', '/api/admin/otc/counts', {}, op);
    expect(after.merchants_pending).toBe(before.merchants_pending - 1);

    const { m, adId } = await merchantWithAd('sell');
    const u = await user(1);
    const o = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '10' },
      u.token,
    );
    await ok('POST', '/api/otc/order/chat/send', { id: o.id, body: 'paid by transfer' }, u.token);
    await ok('POST', '/api/otc/order/chat/send', { id: o.id, body: 'nothing arrived' }, m.token);
    await ok('POST', '/api/otc/order/paid', { id: o.id }, u.token);
    await ok('POST', '/api/otc/order/appeal', { id: o.id, reason: 'seller silent' }, u.token);
    // The other side answers with its own evidence; someone else's upload is refused.
    const proof = async (owner: number) => {
      const name = `sideproof${++seq}abcdefgh.png`;
      await t.db.query(
        `INSERT INTO uploads (user_id, kind, name, mime, size_bytes, sha256) VALUES ($1, 'voucher', $2, 'image/png', 1, 'x')`,
        [owner, name],
      );
      return `/uploads/${name}`;
    };
    const theirs = await proof(u.userId);
    expect(
      await err('POST', '/api/otc/order/evidence', { id: o.id, evidence: theirs }, m.token),
    ).toBe('otc_evidence_invalid');
    const statement = await proof(m.userId);
    const withEvidence = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/evidence',
      { id: o.id, evidence: statement, note: 'bank statement' },
      m.token,
    );
    expect(withEvidence.evidence).toEqual([
      expect.objectContaining({ mine: true, file: statement, note: 'bank statement' }),
    ]);
    const outsider = await user(1);
    expect(
      await err(
        'POST',
        '/api/otc/order/evidence',
        { id: o.id, evidence: await proof(outsider.userId) },
        outsider.token,
      ),
    ).toBe('otc_order_not_found');
    for (let i = 0; i < 4; i++)
      await ok(
        'POST',
        '/api/otc/order/evidence',
        { id: o.id, evidence: await proof(m.userId) },
        m.token,
      );
    expect(
      await err(
        'POST',
        '/api/otc/order/evidence',
        { id: o.id, evidence: await proof(m.userId) },
        m.token,
      ),
    ).toBe('otc_evidence_limit');
    const open = await ok<{ data: Array<Record<string, unknown>> }>(
      'GET',
      '/api/admin/otc/appeals',
      { status: 'open' },
      op,
    );
    expect(open.data.find((r) => r.id === o.id)).toMatchObject({
      appeal_by: 'buyer',
      appeal_reason: 'seller silent',
      merchant_side: 'seller',
      fiat_places: 2,
      buyer: { user_id: u.userId },
      seller: { user_id: m.userId },
      chat: [
        expect.objectContaining({ from: 'buyer', body: 'paid by transfer' }),
        expect.objectContaining({ from: 'seller', body: 'nothing arrived' }),
      ],
    });
    const both = open.data.find((r) => r.id === o.id) as { evidence: Array<{ from: string }> };
    expect(both.evidence).toHaveLength(5);
    expect(both.evidence[0]).toMatchObject({
      from: 'seller',
      name: statement.slice('/uploads/'.length),
      note: 'bank statement',
    });
    await ok(
      'POST',
      '/api/admin/otc/appeal/resolve',
      { id: o.id, result: 'refund', note: 'no payment' },
      op,
    );
    // Once resolved, no more evidence.
    expect(
      await err(
        'POST',
        '/api/otc/order/evidence',
        { id: o.id, evidence: await proof(u.userId) },
        u.token,
      ),
    ).toBe('otc_bad_state');
    const resolved = await ok<{ data: Array<{ id: number; status: string }> }>(
      'GET',
      '/api/admin/otc/appeals',
      { status: 'resolved' },
      op,
    );
    expect(resolved.data.find((r) => r.id === o.id)?.status).toBe('cancelled');
    // Users cannot read the operator queues.
    expect(
      (await call(t.app, 'GET', '/api/admin/otc/appeals', {}, { token: u.token })).body.type,
    ).not.toBe('ok');
  });

  it('the ad filters: fiat and payment method; the config names them', async () => {
    const cfg = await ok<{ fiats: string[]; pay_methods: string[] }>(
      'GET',
      '/api/otc/config',
      {},
      '',
    );
    expect(cfg.fiats).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR']));
    expect(cfg.pay_methods).toEqual(['domestic', 'international']);
    const { adId } = await merchantWithAd('sell');
    const list = (q: Record<string, unknown>) =>
      ok<{ data: Array<{ id: number }> }>('GET', '/api/otc/ads', { side: 'sell', ...q }, '');
    expect((await list({ fiat: 'USD', pay_method: 'domestic' })).data.map((a) => a.id)).toContain(
      adId,
    );
    expect((await list({ fiat: 'EUR' })).data.map((a) => a.id)).not.toContain(adId);
    expect((await list({ pay_method: 'international' })).data.map((a) => a.id)).not.toContain(adId);
  });

  it('ads show the merchant’s 30 days: orders completed, completion rate, mean release time', async () => {
    const { m, adId } = await merchantWithAd('sell');
    type Stats = {
      orders_30d: number;
      completion_rate: string | null;
      avg_release_seconds: number | null;
    };
    const stats = async () =>
      (await ok<{ merchant_stats: Stats }>('GET', '/api/otc/ad', { id: adId }, m.token))
        .merchant_stats;
    expect(await stats()).toEqual({
      orders_30d: 0,
      completion_rate: null,
      avg_release_seconds: null,
    });

    const take = async () => {
      const taker = await user(1);
      const order = await ok<OtcOrder>(
        'POST',
        '/api/otc/order/create',
        { ad_id: adId, fiat_amount: '125', idempotency_key: `merchant-stats-${++seq}` },
        taker.token,
      );
      return { taker, id: order.id };
    };
    // Released 120 s and 300 s after payment (a second more when the wall clock crossed one
    // between the two requests); a third order cancelled by its buyer.
    const released: number[] = [];
    for (const seconds of [120, 300]) {
      const { taker, id } = await take();
      await ok('POST', '/api/otc/order/paid', { id }, taker.token);
      t.app.clock.advance(seconds * 1000);
      await ok('POST', '/api/otc/order/release', { id }, m.token);
      released.push(id);
    }
    const { rows: waits } = await t.db.query<{ s: string }>(
      'SELECT (finished_at - paid_at)::text AS s FROM otc_orders WHERE id = ANY($1::bigint[])',
      [released],
    );
    const [first, second] = waits.map((w) => Number(w.s));
    expect(first! - 120).toBeGreaterThanOrEqual(0);
    expect(first! - 120).toBeLessThanOrEqual(1);
    expect(second! - 300).toBeGreaterThanOrEqual(0);
    expect(second! - 300).toBeLessThanOrEqual(1);
    const cancelled = await take();
    await ok('POST', '/api/otc/order/cancel', { id: cancelled.id }, cancelled.taker.token);
    // Still open, so not counted either way.
    await take();

    expect(await stats()).toEqual({
      orders_30d: 2,
      completion_rate: '66.66',
      // The mean of the stored waits, rounded half up: 210 unless a second was crossed.
      avg_release_seconds: Math.round((first! + second!) / 2),
    });
    const list = await ok<{ data: Array<{ id: number; merchant_stats: Stats }> }>(
      'GET',
      '/api/otc/ads',
      { side: 'sell', currency_id: USDT },
      m.token,
    );
    expect(list.data.find((x) => x.id === adId)?.merchant_stats.orders_30d).toBe(2);

    // Past the window the old orders no longer count; the open one, expired now, ended inside
    // it without completing.
    t.app.clock.advance(31 * 86_400_000);
    await t.app.scheduler.runOnce('otc.expire');
    expect(await stats()).toEqual({
      orders_30d: 0,
      completion_rate: '0',
      avg_release_seconds: null,
    });
  });

  it('a page of 50 orders and of 50 ads is read in a few statements', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const buyer = await user(1);
    const ids: number[] = [];
    // Paid orders stay open: the buyer sees the seller's bank details on each.
    for (let i = 0; i < 50; i++) {
      const o = await ok<OtcOrder>(
        'POST',
        '/api/otc/order/create',
        { ad_id: adId, amount: '10' },
        buyer.token,
      );
      await ok('POST', '/api/otc/order/paid', { id: o.id }, buyer.token);
      ids.push(o.id);
    }
    await ok('POST', '/api/otc/order/appeal', { id: ids[0], reason: 'slow' }, buyer.token);
    const orders = await recordStatements(() =>
      ok<{ data: OtcOrder[]; total: number }>('GET', '/api/otc/orders', { limit: 50 }, buyer.token),
    );
    expect(orders.result.total).toBe(50);
    expect(orders.result.data.map((o) => o.id)).toEqual([...ids].reverse());
    expect(orders.statements.length, orders.statements.join('\n')).toBeLessThanOrEqual(8);
    // Each row is the order's own view, as its detail shows it (but for the clock's `now`).
    for (const [viewer, list] of [
      [buyer, orders.result.data],
      [m, (await ok<{ data: OtcOrder[] }>('GET', '/api/otc/orders', { limit: 50 }, m.token)).data],
    ] as const)
      for (const o of list.filter((_, i) => i % 10 === 0 || i === list.length - 1)) {
        const one = await ok<OtcOrder>('GET', '/api/otc/order', { id: o.id }, viewer.token);
        expect({ ...o, now: 0 }).toEqual({ ...one, now: 0 });
      }
    expect(orders.result.data[0]!.pay_details.length).toBeGreaterThan(0);

    // 50 ads of one merchant, fixed and floating, with its 30 days behind each.
    for (let i = 0; i < 49; i++)
      await ok(
        'POST',
        '/api/otc/ad/create',
        {
          side: 'sell',
          currency_id: USDT,
          fiat: i % 2 ? 'EUR' : 'USD',
          price_type: i % 3 ? 'fixed' : 'float',
          price: i % 3 ? '1.25' : '0.5',
          total: '1',
          min_fiat: '1',
          max_fiat: '10',
          pay_methods: ['domestic'],
        },
        m.token,
      );
    const ads = await recordStatements(() =>
      ok<{ data: Array<{ id: number }>; total: number }>(
        'GET',
        '/api/otc/my_ads',
        { limit: 50 },
        m.token,
      ),
    );
    expect(ads.result.data).toHaveLength(50);
    expect(ads.statements.length, ads.statements.join('\n')).toBeLessThanOrEqual(8);
    for (const a of ads.result.data.filter((_, i) => i % 7 === 0))
      expect(a).toEqual(await ok('GET', '/api/otc/ad', { id: a.id }, m.token));
    const market = await recordStatements(() =>
      ok<{ data: Array<{ id: number }> }>(
        'GET',
        '/api/otc/ads',
        { side: 'sell', currency_id: USDT, limit: 50 },
        '',
      ),
    );
    expect(market.result.data.length).toBeGreaterThan(0);
    expect(market.statements.length, market.statements.join('\n')).toBeLessThanOrEqual(8);
  });

  it('the ledger balances after escrow, release and refund journals, made here', async () => {
    const { m, adId } = await merchantWithAd('sell');
    const [buyer, canceller] = [await user(1), await user(1)];
    const feesBefore = await fees();
    const released = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '100' },
      buyer.token,
    );
    await ok('POST', '/api/otc/order/paid', { id: released.id }, buyer.token);
    await ok('POST', '/api/otc/order/release', { id: released.id }, m.token);
    const refunded = await ok<OtcOrder>(
      'POST',
      '/api/otc/order/create',
      { ad_id: adId, amount: '40' },
      canceller.token,
    );
    await ok('POST', '/api/otc/order/cancel', { id: refunded.id }, canceller.token);
    const { rows } = await t.db.query<{ ref_id: string; reason: string }>(
      `SELECT ref_id, reason FROM journals WHERE ref_type = 'otc_order' AND ref_id = ANY($1::text[])
        ORDER BY id`,
      [[String(released.id), String(refunded.id)]],
    );
    expect(rows.map((r) => [Number(r.ref_id), r.reason])).toEqual([
      [released.id, 'otc_escrow'],
      [released.id, 'otc_release'],
      [refunded.id, 'otc_escrow'],
      [refunded.id, 'otc_refund'],
    ]);
    // The merchant sold 100 USDT less its 0.1 fee; the refund gave the escrow back whole.
    expect(await legal(m.userId)).toEqual(['899.9', '0']);
    expect(await legal(buyer.userId)).toEqual(['1100', '0']);
    expect(await legal(canceller.userId)).toEqual(['1000', '0']);
    expect(sub(await fees(), feesBefore)).toBe('0.1');
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
