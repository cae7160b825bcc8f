import { COPY_TRADER_STATUS, USER_PRODUCTS } from '@tidemark/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorCalls, operatorTokens, registerByEmail } from '../../test/accounts';
import { postJournal, systemAccount, userAccount } from '../../ledger';
import { faucet } from '../../test/community';
import { sub, sum } from '../../platform/money';

let t: TestApp;
let admin: string;
let support: string;
let finance: string;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, support, finance, compliance } = await operatorTokens(t.app, [
    'admin',
    'support',
    'finance',
    'compliance',
  ]));
}, 60_000);
afterAll(async () => t?.close());

const { get, post } = operatorCalls(() => t.app);
const msg = <T>(res: { body: { message: unknown } }) => res.body.message as T;

describe('canned replies of the support desk', () => {
  it('are created, edited and deleted by support, each step audited with before and after', async () => {
    const created = await post(support, '/api/admin/support/canned/save', {
      title: 'Greeting',
      text: 'Hello, how can we help?',
    });
    expect(created.body.type).toBe('ok');
    const { id } = msg<{ id: number }>(created);
    const edited = await post(support, '/api/admin/support/canned/save', {
      id,
      title: 'Greeting',
      text: 'Hello! How can we help you today?',
    });
    expect(msg(edited)).toMatchObject({ id, text: 'Hello! How can we help you today?' });
    const list = await get(support, '/api/admin/support/canned');
    // Both name the operator who changed the reply last.
    const { rows: names } = await t.db.query<{ name: string }>(
      'SELECT o.name FROM canned_replies r JOIN operators o ON o.id = r.updated_by WHERE r.id = $1',
      [id],
    );
    expect(names[0]!.name).not.toBe('');
    expect(msg(edited)).toMatchObject({ updated_by: names[0]!.name });
    expect(msg<{ data: Array<{ id: number; text: string }> }>(list).data).toContainEqual(
      expect.objectContaining({
        id,
        text: 'Hello! How can we help you today?',
        updated_by: names[0]!.name,
      }),
    );

    const audit = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'canned_reply' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['canned_reply.create', 'canned_reply.edit']);
    expect(audit.rows[1]!.detail).toMatchObject({
      before: { text: 'Hello, how can we help?' },
      after: { text: 'Hello! How can we help you today?' },
    });

    // Not a finance operator's to touch; an unknown id changes nothing.
    expect((await post(finance, '/api/admin/support/canned/delete', { id })).status).toBe(403);
    expect(
      (
        await post(support, '/api/admin/support/canned/save', {
          id: id + 999,
          title: 'x',
          text: 'y',
        })
      ).body,
    ).toMatchObject({ type: 'error', code: 'not_found' });
    expect(
      (await post(support, '/api/admin/support/canned/save', { title: '', text: 'y' })).body.type,
    ).not.toBe('ok');

    expect((await post(support, '/api/admin/support/canned/delete', { id })).body.type).toBe('ok');
    const after = await get(support, '/api/admin/support/canned');
    expect(msg<{ data: Array<{ id: number }> }>(after).data.map((r) => r.id)).not.toContain(id);
    const deleted = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'canned_reply.delete' AND target_id = $1`,
      [String(id)],
    );
    expect(deleted.rowCount).toBe(1);
  });
});

interface PnlRow {
  day: string;
  product: string;
  currency: string;
  amount: string;
}

describe('house result per product per day', () => {
  it('sums what landed on the house accounts by product, leaving custody and funding out', async () => {
    const before = msg<{ rows: PnlRow[] }>(
      await get(finance, '/api/admin/reports/house_pnl', { days: 7 }),
    ).rows;
    const u = await registerByEmail(t.app);
    await faucet(t.app, u.userId, 3, '100');
    await t.app.db.tx(async (tx) => {
      const user = await userAccount(tx, u.userId, 3, 3);
      const fees = await systemAccount(tx, 'fees', 3);
      const house = await systemAccount(tx, 'house', 3);
      const mm = await systemAccount(tx, 'market_maker', 3);
      const meta = { refType: 'test', refId: u.userId, actor: 'system:test' };
      // A contract fee (to fees) and a liquidation loss the house takes.
      await postJournal(tx, { ...meta, key: `t:${u.userId}:fee`, reason: 'lever_fee' }, [
        { accountId: user, bucket: 'available', amount: '-2.5' },
        { accountId: fees, bucket: 'available', amount: '2.5' },
      ]);
      await postJournal(tx, { ...meta, key: `t:${u.userId}:liq`, reason: 'lever_pnl' }, [
        { accountId: user, bucket: 'available', amount: '10' },
        { accountId: house, bucket: 'available', amount: '-10' },
      ]);
      // The house funding its market maker is no result.
      await postJournal(tx, { ...meta, key: `t:${u.userId}:mm`, reason: 'market_maker_funding' }, [
        { accountId: house, bucket: 'available', amount: '-50' },
        { accountId: mm, bucket: 'available', amount: '50' },
      ]);
    });
    const rows = msg<{ rows: PnlRow[] }>(
      await get(finance, '/api/admin/reports/house_pnl', { days: 7 }),
    ).rows;
    const total = (list: typeof rows, product: string) =>
      sum(list.filter((r) => r.product === product && r.currency === 'USDT').map((r) => r.amount));
    expect(sub(total(rows, 'contract'), total(before, 'contract'))).toBe('-7.5');
    expect(total(rows, 'other')).toBe(total(before, 'other'));
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.day))).toBe(true);

    expect((await get(support, '/api/admin/reports/house_pnl')).status).toBe(403);
    expect((await get(finance, '/api/admin/reports/house_pnl', { days: 0 })).body.type).not.toBe(
      'ok',
    );
  });
});

describe('house result of the dual desk', () => {
  it('counts a settled dual order on the settlement day: invested coin in, exercised USDT out', async () => {
    const pnl = async () =>
      msg<{ rows: PnlRow[] }>(await get(finance, '/api/admin/reports/house_pnl', { days: 7 })).rows;
    const total = (list: PnlRow[], currency: string) =>
      sum(list.filter((r) => r.product === 'dual' && r.currency === currency).map((r) => r.amount));
    const DAY = 86_400;
    const now = t.app.clock.nowSeconds();
    // Settlement is at 08:00 UTC; seven days at 36.5% a year make the factor 1.007.
    const end = Math.floor(now / DAY) * DAY + 7 * DAY + 8 * 3600;
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 2, '0.1', 1);
    const { id } = await t.app.services.dual.createProduct(
      { system: 'test' },
      {
        currency_id: 1,
        type: 'call',
        exercise_price: '99000',
        rate: '36.5',
        share_amount: '0.01',
        start_at: now - DAY,
        end_at: end,
        total_number: 100,
        user_limit: 100,
      },
    );
    const bought = await call(
      t.app,
      'POST',
      '/api/dual/buyDual',
      { id, num: 10 },
      { token: u.token },
    );
    expect(bought.body.type, JSON.stringify(bought.body)).toBe('ok');
    // Investing is only a hold on the user's account: no result yet.
    const before = await pnl();
    await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, $2)', [
      end * 1000 - 1000,
      '100000',
    ]);
    expect((await t.app.services.dual.settleDue(end + 60)).settled).toBeGreaterThanOrEqual(1);
    const after = await pnl();
    // Above the strike: 0.1 BTC is exercised into 0.1 × 99000 × 1.007 = 9969.3 USDT.
    expect(sub(total(after, 'BTC'), total(before, 'BTC'))).toBe('0.1');
    expect(sub(total(after, 'USDT'), total(before, 'USDT'))).toBe('-9969.3');
  });
});

describe("a user's orders and positions", () => {
  it('pages, sorts and filters on the server, one user only, for every product', async () => {
    const u = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    const loan = (userId: number, principal: string, status: string, opened: number) =>
      t.db.query(
        `INSERT INTO loans (user_id, loan_currency_id, collateral_currency_id, principal, collateral,
           annual_rate, term_days, opened_at, due_at, status, idempotency_key)
         VALUES ($1, 3, 1, $2, 1, 0.1, 7, $3::bigint, $3::bigint + 604800, $4, $5)`,
        [userId, principal, opened, status, `test-loan-${userId}-${principal}`],
      );
    await loan(u.userId, '100', 'open', 1_700_000_000);
    await loan(u.userId, '300', 'repaid', 1_700_000_100);
    await loan(u.userId, '200', 'open', 1_700_000_200);
    await loan(other.userId, '999', 'open', 1_700_000_300);

    const page = async (q: Record<string, unknown>) =>
      msg<{ data: Array<{ amount: string; status: string }>; total: number }>(
        await get(support, '/api/admin/users/products', {
          user_id: u.userId,
          product: 'loans',
          ...q,
        }),
      );
    const newest = await page({});
    expect(newest.total).toBe(3);
    expect(newest.data.map((r) => r.amount)).toEqual(['200', '300', '100']);
    const byAmount = await page({ sort: 'amount', order: 'asc', limit: 2 });
    expect(byAmount).toMatchObject({ total: 3 });
    expect(byAmount.data.map((r) => r.amount)).toEqual(['100', '200']);
    const open = await page({ status: 'open' });
    expect(open.total).toBe(2);
    expect(open.data.every((r) => r.status === 'open')).toBe(true);

    const counts = msg<{ counts: Array<{ product: string; status: string; count: number }> }>(
      await get(support, '/api/admin/users/product_counts', { user_id: u.userId }),
    ).counts;
    expect(counts).toEqual([
      { product: 'loans', status: 'open', count: 2 },
      { product: 'loans', status: 'repaid', count: 1 },
    ]);

    // Every product's read works (a new user has none), and a bad sort is refused.
    for (const product of USER_PRODUCTS) {
      const res = await get(admin, '/api/admin/users/products', { user_id: other.userId, product });
      expect(res.body.type, product).toBe('ok');
    }
    expect(
      (
        await get(admin, '/api/admin/users/products', {
          user_id: u.userId,
          product: 'loans',
          sort: 'id;drop',
        })
      ).body.type,
    ).not.toBe('ok');
    expect(
      (await get(admin, '/api/admin/users/products', { user_id: u.userId, product: 'loans' })).body
        .type,
    ).toBe('ok');
  });
});

describe('queues on the dashboard', () => {
  it('counts trader applications, open feedback, unread chats and IEO projects; lists IEO by phase', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    const dash = async () =>
      msg<Record<string, number>>(await get(compliance, '/api/admin/dashboard'));
    const before = await dash();
    expect(before).toHaveProperty('support_unread');
    expect(before).toHaveProperty('ieo_in_progress');
    const applied = await call(
      t.app,
      'POST',
      '/api/follow/apply',
      { nickname: 'Queue tester', introduction: 'I trade with care', experience: '3 years' },
      { token: u.token },
    );
    expect(applied.body.type).toBe('ok');
    expect((await dash()).trader_applications_pending).toBe(
      before.trader_applications_pending! + 1,
    );
    const decided = await post(compliance, '/api/admin/copytrade/decide', {
      user_id: u.userId,
      approve: true,
    });
    expect(decided.body.type).toBe('ok');
    expect((await dash()).trader_applications_pending).toBe(before.trader_applications_pending);
    const fb = await call(
      t.app,
      'POST',
      '/api/feedback/submit',
      { category: 'other', content: 'The chart could be bigger' },
      { token: u.token },
    );
    expect(fb.body.type).toBe('ok');
    expect((await dash()).feedback_open).toBe(before.feedback_open! + 1);

    // Each count is the owning module's, and together they are what the tables hold.
    const { rows: held } = await t.db.query(
      `SELECT (SELECT count(*) FROM kyc_applications WHERE status = 'pending')::int AS kyc_pending,
              (SELECT count(*) FROM deposit_requests WHERE status = 'pending')::int AS deposits_pending,
              (SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS withdrawals_pending,
              (SELECT count(*) FROM balance_adjustments WHERE status = 'pending')::int AS adjustments_pending,
              (SELECT count(*) FROM nft_items WHERE listing = 'pending')::int AS nft_reviews_pending,
              (SELECT count(*) FROM copy_traders WHERE status = ${COPY_TRADER_STATUS.applied})::int AS trader_applications_pending,
              (SELECT count(*) FROM feedback WHERE reply IS NULL)::int AS feedback_open,
              (SELECT count(DISTINCT conversation_id) FROM support_messages
                WHERE sender = 'user' AND read_at IS NULL)::int AS support_unread,
              (SELECT count(*) FROM launchpad_projects WHERE phase <> 'listed')::int AS ieo_in_progress`,
    );
    expect(await dash()).toEqual(held[0]);
    expect(held[0]).toMatchObject({ feedback_open: before.feedback_open! + 1 });

    const ieo = await get(admin, '/api/admin/ieo/projects', { phase: 'listed' });
    expect(ieo.body.type).toBe('ok');
    expect((await get(support, '/api/admin/ieo/projects')).status).toBe(403);
  });
});
