import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, Page } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { faucet } from '../../test/community';
import { checkLedger } from '../../ledger/invariants';
import { createOperator } from '../admin';
import { seedDemoCoupons } from './demo';

/**
 * Coupons with exact money: a contract fee voucher pays (part of) the fee from rewards at open;
 * a seconds stake voucher pays part of the stake and a win pays the profit only. Used once,
 * never twice, whatever the timing.
 */
let t: TestApp;
let op: string;
/** Monday 5 January 2026: markets open; lever and options run on this clock. */
let now = Date.UTC(2026, 0, 5, 9, 0, 0);
const USDT = 3;
const BTC = 'BTC/USDT';

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
  t.app.services.options.clock = () => now;
  op = await operatorToken(t.app);
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.db)).toEqual([]);
  await t?.close();
});

async function tick(price: string, stepMs = 1000): Promise<void> {
  now += stepMs;
  t.app.services.market.script!.push(BTC, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}

async function account(userId: number, type: number): Promise<[string, string]> {
  const { rows } = await t.db.query<{ available: string; frozen: string }>(
    `SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts
      WHERE user_id = $1 AND currency_id = $2 AND account_type = $3`,
    [userId, USDT, type],
  );
  return rows[0] ? [rows[0].available, rows[0].frozen] : ['0', '0'];
}
/** A system account as a whole (house and fees: the sum of their shards). */
async function system(code: 'rewards' | 'fees' | 'house'): Promise<string> {
  const { rows } = await t.db.query<{ available: string }>(
    `SELECT trim_scale(coalesce(sum(available), 0))::text AS available FROM ledger_accounts
      WHERE split_part(system_code, '#', 1) = $1 AND currency_id = $2`,
    [code, USDT],
  );
  return rows[0]?.available ?? '0';
}
const delta = (before: string, after: string) => {
  // Exact decimal difference through the database, never a JS float.
  return t.db
    .query<{ d: string }>('SELECT trim_scale($2::numeric - $1::numeric)::text AS d', [
      before,
      after,
    ])
    .then((r) => r.rows[0]!.d);
};

let campaignSeq = 0;
/** A campaign and its coupon granted to and claimed by the user; returns the coupon id. */
async function couponFor(
  userId: number,
  token: string,
  c: { kind: 'lever_fee' | 'option_stake'; amount: string; min_order: string },
): Promise<number> {
  campaignSeq += 1;
  const created = await call(
    t.app,
    'POST',
    '/api/admin/coupon/campaign',
    {
      ...c,
      currency_id: USDT,
      name: { en: `Campaign ${campaignSeq}`, zh: `活动 ${campaignSeq}` },
      terms: { en: 'One use' },
      expires_at: Math.floor(t.app.clock.nowMs() / 1000) + 30 * 86_400,
    },
    { token: op },
  );
  expect(created.body.type).toBe('ok');
  const campaign = (created.body.message as { id: number }).id;
  await call(
    t.app,
    'POST',
    '/api/admin/coupon/grant',
    { campaign_id: campaign, user_ids: [userId] },
    { token: op },
  );
  const claimed = await call(
    t.app,
    'POST',
    '/api/coupon/claim',
    { campaign_id: campaign },
    { token },
  );
  expect(claimed.body.type).toBe('ok');
  return (claimed.body.message as { id: number }).id;
}

const coupons = async (token: string, state: string, lang = 'en') => {
  const r = await call(t.app, 'GET', '/api/coupon/list', { state, limit: 100 }, { token, lang });
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return (r.body.message as Page<Coupon>).data;
};

// ---------------------------------------------------------------- contracts: fee voucher

interface FeeScenario {
  name: string;
  coupon: { amount: string; min_order: string };
  /** 10 lots at 100 000 with 100× leverage: notional 10 000, margin 100, fee 10. */
  result: {
    code?: string;
    lever: [string, string];
    fees: string;
    rewards: string;
    used_amount?: string;
  };
}

const FEE_SCENARIOS: FeeScenario[] = [
  {
    name: 'a 5 USDT voucher pays half the 10 USDT fee',
    coupon: { amount: '5', min_order: '50' },
    result: { lever: ['195', '100'], fees: '10', rewards: '-5', used_amount: '5' },
  },
  {
    name: 'a 20 USDT voucher pays the whole fee, and only the fee',
    coupon: { amount: '20', min_order: '0' },
    result: { lever: ['200', '100'], fees: '10', rewards: '-10', used_amount: '10' },
  },
  {
    name: 'below the minimum order (margin 100 < 150): refused, nothing moves',
    coupon: { amount: '5', min_order: '150' },
    result: { code: 'coupon_min_order', lever: ['300', '0'], fees: '0', rewards: '0' },
  },
];

describe('contract handling-fee voucher', () => {
  for (const s of FEE_SCENARIOS) {
    it(s.name, async () => {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await faucet(t.app, u.userId, 3, '300');
      const id = await couponFor(u.userId, u.token, { kind: 'lever_fee', ...s.coupon });
      await tick('100000');
      const [fees, rewards] = [await system('fees'), await system('rewards')];
      const res = await call(
        t.app,
        'POST',
        '/api/lever/submit',
        { symbol: BTC, type: 1, share: '10', multiple: 100, coupon_id: id },
        { token: u.token },
      );
      if (s.result.code) expect(res.body.code).toBe(s.result.code);
      else expect(res.body.type).toBe('ok');
      expect(await account(u.userId, 3)).toEqual(s.result.lever);
      expect(await delta(fees, await system('fees'))).toBe(s.result.fees);
      expect(await delta(rewards, await system('rewards'))).toBe(s.result.rewards);
      const used = await coupons(u.token, 'used');
      if (s.result.used_amount)
        expect(used.map((c) => [c.id, c.used_amount])).toEqual([[id, s.result.used_amount]]);
      else expect((await coupons(u.token, 'available')).map((c) => c.id)).toEqual([id]);
    });
  }

  it('refuses a fee voucher on a limit order (the fee is not charged until it opens)', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 3, '300');
    const id = await couponFor(u.userId, u.token, {
      kind: 'lever_fee',
      amount: '5',
      min_order: '0',
    });
    await tick('100000');
    const res = await call(
      t.app,
      'POST',
      '/api/lever/submit',
      {
        symbol: BTC,
        type: 1,
        share: '10',
        multiple: 100,
        status: 0,
        target_price: '99000',
        coupon_id: id,
      },
      { token: u.token, lang: 'fra' },
    );
    expect(res.body).toMatchObject({
      code: 'coupon_not_applicable',
      message: 'Ce coupon ne s’applique pas à cet ordre',
    });
    expect(await account(u.userId, 3)).toEqual(['300', '0']);
  });
});

// ---------------------------------------------------------------- seconds options: stake voucher

interface StakeScenario {
  name: string;
  close: string;
  /** Stake 100 of which the voucher pays 20; the user's micro account starts at 100. */
  micro_after_submit: string;
  micro_after: string;
  house: string;
  rewards: string;
  payout: string;
}

const STAKE_SCENARIOS: StakeScenario[] = [
  {
    name: 'win: the profit on the whole stake (80) and the user’s own 80 back, never the voucher',
    close: '90100',
    micro_after_submit: '20',
    micro_after: '180',
    house: '-60',
    rewards: '-20',
    payout: '160',
  },
  {
    name: 'loss: the user loses their own 80 only',
    close: '89900',
    micro_after_submit: '20',
    micro_after: '20',
    house: '100',
    rewards: '-20',
    payout: '0',
  },
  {
    name: 'tie: the user’s 80 comes back and the voucher’s 20 returns to rewards',
    close: '90000',
    micro_after_submit: '20',
    micro_after: '100',
    house: '0',
    rewards: '0',
    payout: '80',
  },
];

describe('seconds-options stake voucher', () => {
  for (const s of STAKE_SCENARIOS) {
    it(s.name, async () => {
      const u = await createUserWithSession(t.db, { kycLevel: 1 });
      await faucet(t.app, u.userId, 4, '100');
      const id = await couponFor(u.userId, u.token, {
        kind: 'option_stake',
        amount: '20',
        min_order: '50',
      });
      await tick('90000');
      const [house, rewards] = [await system('house'), await system('rewards')];
      const res = await call(
        t.app,
        'POST',
        '/api/microtrade/submit',
        { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100', coupon_id: id },
        { token: u.token },
      );
      expect(res.body.type).toBe('ok');
      expect(await account(u.userId, 4)).toEqual([s.micro_after_submit, '80']);
      await tick(s.close, 31_000);
      await t.app.services.options.settleDue(now);
      expect(await account(u.userId, 4)).toEqual([s.micro_after, '0']);
      expect(await delta(house, await system('house'))).toBe(s.house);
      expect(await delta(rewards, await system('rewards'))).toBe(s.rewards);
      const { rows } = await t.db.query<{ payout: string }>(
        'SELECT trim_scale(payout)::text AS payout FROM option_orders WHERE user_id = $1',
        [u.userId],
      );
      expect(rows[0]!.payout).toBe(s.payout);
    });
  }
});

// ---------------------------------------------------------------- once, and only the owner's

describe('one use only', () => {
  it('two orders naming one coupon at the same time: one uses it, the other is refused and moves nothing', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, u.userId, 4, '1000');
    const id = await couponFor(u.userId, u.token, {
      kind: 'option_stake',
      amount: '20',
      min_order: '50',
    });
    await tick('90000');
    const rewards = await system('rewards');
    const submit = (n: number) =>
      call(
        t.app,
        'POST',
        '/api/microtrade/submit',
        {
          match_id: 1,
          currency_id: USDT,
          type: 1,
          seconds: 30,
          number: '100',
          coupon_id: id,
          idempotency_key: `race-${id}-${n}`,
        },
        { token: u.token },
      );
    const results = await Promise.all([submit(1), submit(2), submit(3)]);
    expect(results.map((r) => r.body.type).sort()).toEqual(['error', 'error', 'ok']);
    expect(results.filter((r) => r.body.type === 'error').map((r) => r.body.code)).toEqual([
      'coupon_used',
      'coupon_used',
    ]);
    expect(await account(u.userId, 4)).toEqual(['920', '80']);
    expect(await delta(rewards, await system('rewards'))).toBe('-20');
    // A repeat of the winning request with its key returns the same order and uses nothing again.
    const winner = results.findIndex((r) => r.body.type === 'ok') + 1;
    expect((await submit(winner)).body.type).toBe('ok');
    expect(await delta(rewards, await system('rewards'))).toBe('-20');
    await tick('90000', 31_000);
    await t.app.services.options.settleDue(now);
  });

  it('never uses another user’s coupon, an unclaimed one, or one of the other kind', async () => {
    const owner = await createUserWithSession(t.db, { kycLevel: 1 });
    const thief = await createUserWithSession(t.db, { kycLevel: 1 });
    await faucet(t.app, thief.userId, 4, '100');
    await faucet(t.app, owner.userId, 4, '100');
    const stake = await couponFor(owner.userId, owner.token, {
      kind: 'option_stake',
      amount: '20',
      min_order: '50',
    });
    const fee = await couponFor(owner.userId, owner.token, {
      kind: 'lever_fee',
      amount: '5',
      min_order: '0',
    });
    await tick('90000');
    const submit = (token: string, coupon: number) =>
      call(
        t.app,
        'POST',
        '/api/microtrade/submit',
        { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100', coupon_id: coupon },
        { token },
      );
    expect((await submit(thief.token, stake)).body.code).toBe('coupon_not_found');
    expect((await submit(owner.token, fee)).body.code).toBe('coupon_not_applicable');
    expect(await account(thief.userId, 4)).toEqual(['100', '0']);
    expect(await account(owner.userId, 4)).toEqual(['100', '0']);
    expect((await coupons(owner.token, 'available')).map((c) => c.id).sort()).toEqual(
      [stake, fee].sort(),
    );
  });
});

// ---------------------------------------------------------------- claim and tabs

describe('claiming and the tabs', () => {
  it('a granted coupon is claimable, then available, in the reader’s language; a second claim is refused', async () => {
    const u = await createUserWithSession(t.db);
    const created = await call(
      t.app,
      'POST',
      '/api/admin/coupon/campaign',
      {
        kind: 'lever_fee',
        amount: '5',
        min_order: '10',
        currency_id: USDT,
        name: { en: 'Welcome fee voucher', jp: 'ようこそ手数料クーポン' },
        terms: { en: 'Market orders' },
        expires_at: Math.floor(t.app.clock.nowMs() / 1000) + 86_400,
      },
      { token: op },
    );
    const campaign = (created.body.message as { id: number }).id;
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/coupon/claim',
          { campaign_id: campaign },
          { token: u.token },
        )
      ).body.code,
    ).toBe('coupon_not_claimable');
    await call(
      t.app,
      'POST',
      '/api/admin/coupon/grant',
      { campaign_id: campaign, user_ids: [u.userId] },
      { token: op },
    );
    expect(await coupons(u.token, 'claimable', 'jp')).toMatchObject([
      {
        campaign_id: campaign,
        name: 'ようこそ手数料クーポン',
        terms: 'Market orders',
        amount: '5',
        min_order: '10',
        state: 'claimable',
      },
    ]);
    const inbox = (await call(t.app, 'GET', '/api/message/list', {}, { token: u.token })).body
      .message as Page<{ kind: string; content: string }>;
    expect(inbox.data[0]).toMatchObject({
      kind: 'coupon_granted',
      content:
        'You received a coupon worth 5 USDT: Welcome fee voucher. Claim it before it expires.',
    });
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/coupon/claim',
          { campaign_id: campaign },
          { token: u.token },
        )
      ).body.type,
    ).toBe('ok');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/coupon/claim',
          { campaign_id: campaign },
          { token: u.token },
        )
      ).body.code,
    ).toBe('coupon_not_claimable');
    expect(await coupons(u.token, 'claimable')).toEqual([]);
    expect((await coupons(u.token, 'available')).map((c) => c.state)).toEqual(['available']);
  });

  it('a public campaign is offered to everyone once; after its expiry it is listed as expired and cannot be used', async () => {
    const a = await createUserWithSession(t.db, { kycLevel: 1 });
    const expiresAt = Math.floor(t.app.clock.nowMs() / 1000) + 3600;
    const created = await call(
      t.app,
      'POST',
      '/api/admin/coupon/campaign',
      {
        kind: 'option_stake',
        amount: '10',
        min_order: '20',
        currency_id: USDT,
        public: 'true',
        name: { en: 'Open' },
        terms: { en: 'x' },
        expires_at: expiresAt,
      },
      { token: op },
    );
    const campaign = (created.body.message as { id: number }).id;
    expect((await coupons(a.token, 'claimable')).map((c) => [c.id, c.campaign_id])).toContainEqual([
      0,
      campaign,
    ]);
    const claimed = await call(
      t.app,
      'POST',
      '/api/coupon/claim',
      { campaign_id: campaign },
      { token: a.token },
    );
    const id = (claimed.body.message as { id: number }).id;
    expect((await coupons(a.token, 'claimable')).map((c) => c.campaign_id)).not.toContain(campaign);

    t.app.clock.advance(3601_000);
    expect((await coupons(a.token, 'expired')).map((c) => c.id)).toContain(id);
    expect((await coupons(a.token, 'available')).map((c) => c.id)).not.toContain(id);
    // The seconds clock past the expiry too: the coupon is refused at use.
    const saved = now;
    now = expiresAt * 1000 + 1000;
    await faucet(t.app, a.userId, 4, '100');
    await tick('90000');
    const res = await call(
      t.app,
      'POST',
      '/api/microtrade/submit',
      { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '50', coupon_id: id },
      { token: a.token },
    );
    expect(res.body.code).toBe('coupon_expired');
    expect(await account(a.userId, 4)).toEqual(['100', '0']);
    now = Math.max(now, saved);
  });

  it('refuses a stake voucher whose minimum order does not exceed its amount, and users on operator routes', async () => {
    const u = await createUserWithSession(t.db);
    const body = {
      kind: 'option_stake',
      amount: '20',
      min_order: '20',
      currency_id: USDT,
      name: { en: 'x' },
      terms: { en: 'y' },
      expires_at: Math.floor(t.app.clock.nowMs() / 1000) + 60,
    };
    expect(
      (await call(t.app, 'POST', '/api/admin/coupon/campaign', body, { token: op })).body.code,
    ).toBe('validation_failed');
    expect(
      (await call(t.app, 'POST', '/api/admin/coupon/campaign', body, { token: u.token })).body.type,
    ).toBe('999');
  });

  it('refuses an amount finer than its currency or longer than a column, creating nothing', async () => {
    const count = async () =>
      (await t.db.query('SELECT count(*)::int AS n FROM coupon_campaigns')).rows[0];
    const before = await count();
    const body = {
      kind: 'lever_fee',
      amount: '5',
      min_order: '10',
      currency_id: USDT,
      name: { en: 'x' },
      terms: { en: 'y' },
      expires_at: Math.floor(t.app.clock.nowMs() / 1000) + 60,
    };
    for (const [change, code] of [
      [{ amount: '0.000000000000000001' }, 'amount_too_precise'],
      [{ min_order: '10.0000001' }, 'amount_too_precise'],
      [{ amount: '99999999999999999999999999999999999' }, 'validation_failed'],
      [{ min_order: '99999999999999999999' }, 'validation_failed'],
    ] as const) {
      const res = await call(
        t.app,
        'POST',
        '/api/admin/coupon/campaign',
        { ...body, ...change },
        { token: op },
      );
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(change)).toBe(code);
    }
    expect(await count()).toEqual(before);
  });
});

describe('demo campaigns', () => {
  it('name themselves in every language, also when seeded before the languages were added', async () => {
    const email = 'coupon-seed@tidemark.dev';
    await createOperator(t.db, { email, name: 'Seed', password: 'seed-pass-123', role: 'admin' });
    await seedDemoCoupons(t.app, email);
    // As an older seed left it: English and Chinese only.
    await t.db.query(
      `UPDATE coupon_campaigns SET name = '{"en": "Welcome fee voucher", "zh": "新手手续费券"}',
         terms = '{"en": "Pays up to 5 USDT."}' WHERE name->>'en' = 'Welcome fee voucher'`,
    );
    await seedDemoCoupons(t.app, email);
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    const english = (await coupons(u.token, 'claimable')).filter((c) =>
      ['Welcome fee voucher', 'Seconds trial stake'].includes(c.name),
    );
    expect(english).toHaveLength(2);
    const ids = english.map((c) => c.campaign_id);
    const texts = async (lang: string) =>
      (await coupons(u.token, 'claimable', lang))
        .filter((c) => ids.includes(c.campaign_id))
        .map((c) => `${c.name} | ${c.terms}`);
    expect(await texts('jp')).toEqual(
      expect.arrayContaining([
        'ウェルカム手数料クーポン | 成行の契約注文の手数料を最大 5 USDT まで支払います。',
      ]),
    );
    // Every language reads its own words: eight different texts for each campaign.
    const all = await Promise.all(
      ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'].map((lang) => texts(lang)),
    );
    for (let i = 0; i < 2; i++) expect(new Set(all.map((l) => l[i])).size).toBe(8);
  });
});
