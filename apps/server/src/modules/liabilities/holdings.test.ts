import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  assetsSummarySchema,
  consoleReportsSchema,
  liabilityProofSchema,
  type AssetsSummary,
  type HoldingKind,
} from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { faucet } from '../../test/community';
import { operatorToken, PNG_1PX } from '../../test/accounts';
import { checkLedger } from '../../ledger/invariants';
import { cmp, sum } from '../../platform/money';

/**
 * One user holds money of every kind the platform owes, each made through the product's own
 * routes: the assets summary lists each kind, its total is the sum of its rows, and its
 * balances are the user's leaf of a proof of liabilities taken at the same moment.
 */
let t: TestApp;
let op: string;
const BTC = 1;
const USDT = 3;
const DAY = 86_400;
let now = 0;

beforeAll(async () => {
  t = await createTestApp({ feed: 'script', logLevel: process.env.DBG ? 'error' : 'silent' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

type User = { userId: number; token: string };
async function ok<T>(method: 'GET' | 'POST', url: string, token: string, body = {}): Promise<T> {
  const r = await call(t.app, method, `/api${url}`, body, { token });
  expect(r.body.type, `${url}: ${JSON.stringify(r.body)}`).toBe('ok');
  return r.body.message as T;
}

/** A BTC/USDT price recorded now (loans and contracts read it). */
async function tick(price: string) {
  now = Math.max(now + 1000, t.app.clock.nowMs());
  t.app.services.market.script!.push('BTC/USDT', price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}

async function launchpadSubscription(u: User) {
  const lp = t.app.services.launchpad;
  const start = t.app.clock.nowSeconds() + 3600;
  const p = await lp.createProject(
    { system: 'test' },
    {
      title: 'Holdings project',
      token_code: 'HLD',
      token_precision: 2,
      summary: { en: 'summary' },
      content: { en: 'content' },
      logo: '',
      white_book: '',
      link: '',
      amount: '1000',
      min_amount: '1',
      max_amount: '500',
      prices: { [String(USDT)]: '0.5' },
      warmup_at: t.app.clock.nowSeconds(),
      start_at: start,
      end_at: start + DAY,
      listing_at: start + 2 * DAY,
      lock_days: 0,
    },
  );
  t.app.clock.advance(3600 * 1000);
  await lp.advanceAll();
  await ok('POST', '/project/order', u.token, {
    project_id: p.id,
    amount: '20',
    pay_currency: USDT,
  });
}

async function earnOrders(u: User) {
  // Products are the operators' (no user route makes one): rows as the console stores them.
  const product = async (kind: 'lock' | 'flexible', termDays: number, annualRate: string | null) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO earn_products (kind, name, intro, currency_id, payout_currency_id, term_days,
           min_amount, max_amount, quota_total, quota_left, user_cap, annual_rate, early_fee_rate)
         VALUES ($1, $2, '', $3, $3, $4, 100, 50000, 1000000, 1000000, 1000000, $5, 0.005)
         RETURNING id`,
        [kind, `Holdings ${kind}`, USDT, termDays, annualRate],
      )
    ).rows[0]!.id;
  const lock = await product('lock', 5, null);
  await t.db.query(
    'INSERT INTO earn_product_tiers (product_id, min_amount, daily_rate) VALUES ($1, 100, 0.003)',
    [lock],
  );
  const flexible = await product('flexible', 0, '0.05');
  const preview = await ok<{ day_rate: string }>('GET', '/lh/deposit/preview', u.token, {
    config_id: lock,
    amount: '1000',
  });
  await ok('POST', '/lh/deposit', u.token, {
    config_id: lock,
    amount: '1000',
    day_rate: preview.day_rate,
  });
  await ok('POST', '/earn/flexible/subscribe', u.token, { product_id: flexible, amount: '300' });
}

async function dualStake(u: User) {
  const nowS = t.app.clock.nowSeconds();
  const { id } = await t.app.services.dual.createProduct(
    { system: 'test' },
    {
      currency_id: BTC,
      type: 'put',
      exercise_price: '90000',
      rate: '36.5',
      share_amount: '100',
      start_at: nowS - DAY,
      end_at: Math.floor(nowS / DAY) * DAY + 7 * DAY + 8 * 3600,
      total_number: 100,
      user_limit: 10,
    },
  );
  await ok('POST', '/dual/buyDual', u.token, { id, num: 2 });
}

/** The user sells 100 USDT of the fiat account to a merchant's buy ad: it is held in escrow. */
async function otcEscrow(u: User) {
  const m = await createUserWithSession(t.db, { kycLevel: 2 });
  await faucet(t.app, m.userId, ACCOUNT_TYPES.legal, '1000', USDT);
  for (const id of [m.userId, u.userId])
    await t.db.query(
      `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name) VALUES ($1, 'domestic', 'Test', '1234', 'Bank')`,
      [id],
    );
  await ok('POST', '/otc/merchant/apply', m.token, { name: 'Holdings desk' });
  await ok('POST', '/admin/otc/merchant/review', op, { user_id: m.userId, approve: true });
  const ad = await ok<{ id: number }>('POST', '/otc/ad/create', m.token, {
    side: 'buy',
    currency_id: USDT,
    fiat: 'USD',
    price_type: 'fixed',
    price: '1.25',
    total: '500',
    min_fiat: '10',
    max_fiat: '1000',
    pay_methods: ['domestic'],
  });
  await ok('POST', '/otc/order/create', u.token, { ad_id: ad.id, fiat_amount: '125' });
}

/** A trader opens a contract position; the user's copy of it holds margin. */
async function copyTrade(u: User) {
  const trader = await createUserWithSession(t.db, { kycLevel: 1 });
  await faucet(t.app, trader.userId, ACCOUNT_TYPES.lever, '1000', USDT);
  await ok('POST', '/follow/apply', trader.token, {
    nickname: 'Holdings',
    introduction: 'Trend',
    experience: '5 years',
  });
  await ok('POST', '/admin/copytrade/decide', op, { user_id: trader.userId, approve: true });
  await ok('POST', '/follow/acceptAgreement', u.token, { version: 1 });
  await ok('POST', '/follow/follow', u.token, {
    trader_user_id: trader.userId,
    type: 1,
    number: '1',
  });
  await t.app.services.lever.submit(trader.userId, {
    symbol: 'BTC/USDT',
    type: 1,
    share: '1',
    multiple: 10,
  } as Parameters<typeof t.app.services.lever.submit>[1]);
}

/** An artist's auction; the user's bid holds its margin. */
async function nftBid(u: User) {
  const artist = await createUserWithSession(t.db, { kycLevel: 2 });
  await ok('POST', '/bind_box/becomeArtist', artist.token, { name: 'Holdings artist' });
  const media = await t.app.services.nft.storeMedia(artist.userId, PNG_1PX);
  const created = await ok<{ id: number }>('POST', '/bind_box/createNFT', artist.token, {
    name: 'Holdings work',
    media: media.name,
    currency_id: USDT,
    pay_type: 2,
    price: '100',
    per_increase: '10',
    start_time: t.app.clock.nowSeconds(),
    end_time: t.app.clock.nowSeconds() + 3600,
  });
  const item = await ok<{ code: string }>('POST', '/admin/nft/approve', op, { id: created.id });
  await ok('POST', '/bind_box/auctionNFT', u.token, { code: item.code, price: '100' });
}

const summaryOf = async (u: User): Promise<AssetsSummary> =>
  assetsSummarySchema.parse(await ok('GET', '/wallet/assets_summary', u.token));

const amounts = (s: AssetsSummary, kind: HoldingKind) =>
  Object.fromEntries(
    (s.rows.find((r) => r.kind === kind)?.balances ?? []).map((b) => [b.currency_name, b.amount]),
  );

describe('holdings of every kind', () => {
  it('lists every kind the platform owes, totals its rows, and equals the liabilities leaf', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 2 });
    await faucet(t.app, u.userId, ACCOUNT_TYPES.change, '20000', USDT);
    await faucet(t.app, u.userId, ACCOUNT_TYPES.change, '1', BTC);
    await faucet(t.app, u.userId, ACCOUNT_TYPES.legal, '1000', USDT);
    await faucet(t.app, u.userId, ACCOUNT_TYPES.lever, '1000', USDT);
    await faucet(t.app, u.userId, ACCOUNT_TYPES.micro, '50', USDT);

    await launchpadSubscription(u);
    await tick('100000');
    await earnOrders(u);
    await dualStake(u);
    await ok('POST', '/loan/borrow', u.token, {
      loan_currency_id: USDT,
      collateral_currency_id: BTC,
      amount: '1000',
      collateral: '0.03',
      term_days: 0,
    });
    await otcEscrow(u);
    await copyTrade(u);
    await nftBid(u);

    const s = await summaryOf(u);
    expect(amounts(s, 'lock_mining')).toEqual({ USDT: '1000' });
    expect(amounts(s, 'defi')).toEqual({ USDT: '300' });
    expect(amounts(s, 'dual')).toEqual({ USDT: '200' });
    expect(amounts(s, 'launchpad')).toEqual({ USDT: '10' });
    expect(amounts(s, 'loan_collateral')).toEqual({ BTC: '0.03' });
    expect(amounts(s, 'otc')).toEqual({ USDT: '100' });
    expect(amounts(s, 'copytrade')).toEqual({ USDT: '100' });
    expect(amounts(s, 'nft')).toEqual({ USDT: '10' });
    // The accounts show what no product keeps: the loan's 1000 USDT arrived in spot.
    expect(amounts(s, 'spot')).toEqual({ BTC: '0.97', USDT: '19480' });
    expect(amounts(s, 'fiat')).toEqual({ USDT: '900' });
    expect(amounts(s, 'contract')).toEqual({ USDT: '899' });
    expect(amounts(s, 'options')).toEqual({ USDT: '50' });
    expect(cmp(s.total_usdt, sum(s.rows.map((r) => r.usdt_value)))).toBe(0);
    // At 100000 USDT a BTC: 1 BTC and 23049 USDT.
    expect(s.total_usdt).toBe('123049.00');
    for (const r of s.rows)
      expect(cmp(r.usdt_value, sum(['0', ...r.balances.map((b) => b.usdt_value)])), r.kind).toBe(0);

    expect(await t.app.scheduler.runOnce('liabilities.snapshot')).toBe('done');
    const proof = liabilityProofSchema.parse(await ok('GET', '/liabilities/proof', u.token));
    expect(proof.leaf.balances).toEqual(s.balances);
    expect(s.balances).toEqual({ BTC: '1', USDT: '23049' });
    // The ledger's own totals (user and custody accounts) agree with the tree's.
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("the console's liabilities report totals, per currency, the snapshot's leaves", async () => {
    // The user above holds earn principal and loan collateral; nothing moved since the snapshot.
    const { rows } = await t.db.query<{ balances: Record<string, string> }>(
      `SELECT balances FROM liability_leaves
        WHERE day = (SELECT max(day) FROM liability_snapshots)`,
    );
    const leaves: Record<string, string> = {};
    for (const r of rows)
      for (const [code, amount] of Object.entries(r.balances))
        leaves[code] = sum([leaves[code] ?? '0', amount]);
    const report = consoleReportsSchema.parse(await ok('GET', '/admin/reports', op));
    const totals = Object.fromEntries(report.liabilities.map((l) => [l.currency, l.total]));
    expect(Object.keys(totals).sort()).toEqual(Object.keys(leaves).sort());
    for (const [code, total] of Object.entries(leaves))
      expect(cmp(totals[code]!, total), code).toBe(0);
    // Earn principal and loan collateral are columns of their own, and in the total.
    const usdt = report.liabilities.find((l) => l.currency === 'USDT')!;
    const btc = report.liabilities.find((l) => l.currency === 'BTC')!;
    expect(cmp(usdt.earn, '1300')).toBe(0);
    expect(cmp(btc.loan_collateral, '0.03')).toBe(0);
    for (const l of report.liabilities)
      expect(cmp(sum([l.accounts, l.earn, l.loan_collateral]), l.total), l.currency).toBe(0);
  });
});
