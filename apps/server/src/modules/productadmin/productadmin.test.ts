import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorCalls, operatorTokens } from '../../test/accounts';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/ledger';
import { getSetting } from '../../platform/settings';

/**
 * The console's products and settings: each change is read back where users see it, is
 * refused whole when it does not parse, and leaves an audit row with before and after.
 */
let t: TestApp;
let product: string;
let content: string;
let now = Date.parse('2031-04-02T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ feed: 'script', logLevel: 'silent' });
  await t.app.services.market.start();
  t.app.services.options.clock = () => now;
  ({ product, content } = await operatorTokens(t.app, ['product', 'content']));
}, 60_000);
afterAll(async () => t?.close());

const { get, post } = operatorCalls(() => t.app);

async function lastAudit(action: string) {
  const { rows } = await t.db.query<{ target_id: string; detail: Record<string, unknown> }>(
    `SELECT target_id, detail FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1`,
    [action],
  );
  return rows[0];
}
const auditCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;

describe('settings', () => {
  it('lists every registry key by group and saves a fee the code then reads, audited', async () => {
    const list = await get(product, '/api/admin/settings', { group: 'spot' });
    const spot = list.body.message as Array<{ key: string; value: string }>;
    expect(spot.map((s) => s.key)).toEqual(
      expect.arrayContaining(['spot_fee_rate', 'spot_maker_step', 'spot_maker_levels']),
    );
    const saved = await post(product, '/api/admin/settings', {
      key: 'spot_fee_rate',
      value: '0.0015',
    });
    expect(saved.body).toMatchObject({ type: 'ok', message: { value: '0.0015' } });
    expect(await getSetting(t.db, 'spot_fee_rate')).toBe('0.0015');
    expect(await lastAudit('settings.update')).toMatchObject({
      target_id: 'spot_fee_rate',
      detail: { before: '0', after: '0.0015' },
    });
    // Users see the new rate on the pair.
    const pairs = await call(t.app, 'GET', '/api/coin/pairs');
    expect(JSON.stringify(pairs.body)).toContain('0.0015');
  });

  it('changes the liquidation rate and the invite rebate rate', async () => {
    await post(product, '/api/admin/settings', { key: 'lever_liquidation_rate', value: '60' });
    await post(product, '/api/admin/settings', { key: 'invite_rebate_rate', value: '0.25' });
    expect(await getSetting(t.db, 'lever_liquidation_rate')).toBe('60');
    expect(await getSetting(t.db, 'invite_rebate_rate')).toBe('0.25');
  });

  it('refuses a value its schema cannot read and an unknown key, writing nothing', async () => {
    const before = await auditCount();
    const bad = await post(product, '/api/admin/settings', { key: 'spot_fee_rate', value: '2' });
    expect(bad.body).toMatchObject({ type: 'error', code: 'validation_failed' });
    const step = await post(product, '/api/admin/settings', { key: 'spot_maker_step', value: '0' });
    expect(step.body).toMatchObject({ code: 'validation_failed' });
    const unknown = await post(product, '/api/admin/settings', { key: 'no_such', value: '1' });
    expect(unknown.body).toMatchObject({ code: 'setting_not_found' });
    expect(await getSetting(t.db, 'spot_fee_rate')).toBe('0.0015');
    expect(await auditCount()).toBe(before);
  });

  it('refuses rate tables whose rates the code cannot read as decimals, and saves a good one', async () => {
    const before = await auditCount();
    for (const [key, value] of [
      ['otc_fiat_rates', '{"USD":"abc"}'],
      ['otc_fiat_rates', '{"USD":"0"}'],
      ['otc_fiat_rates', '{"USD":7.2}'],
      ['loan_annual_rates', '{"USDT":"-0.08"}'],
      ['loan_annual_rates', '{"USDT":0.08}'],
      ['loan_annual_rates', '{"USDT":{"x":1}}'],
    ] as const) {
      const r = await post(product, '/api/admin/settings', { key, value });
      expect(r.body, `${key} ${value}`).toMatchObject({ type: 'error', code: 'validation_failed' });
    }
    expect(await auditCount()).toBe(before);
    expect((await getSetting(t.db, 'otc_fiat_rates')).USD).toBe('1');
    const ok = await post(product, '/api/admin/settings', {
      key: 'loan_annual_rates',
      value: '{"USDT":"0.07","BTC":"0.03","ETH":"0"}',
    });
    expect(ok.body).toMatchObject({ type: 'ok' });
    expect(await getSetting(t.db, 'loan_annual_rates')).toEqual({
      USDT: '0.07',
      BTC: '0.03',
      ETH: '0',
    });
  });

  it('saves the Android package link only as an http(s) address or empty: never a script URL', async () => {
    for (const value of [
      'javascript:alert(document.cookie)',
      'data:text/html,<b>x</b>',
      'ftp://x',
    ]) {
      const r = await post(product, '/api/admin/settings', { key: 'apk_download_url', value });
      expect(r.body, value).toMatchObject({ type: 'error', code: 'validation_failed' });
    }
    expect(await getSetting(t.db, 'apk_download_url')).toBe('');
    for (const value of ['https://example.com/tidemark.apk', '']) {
      const r = await post(product, '/api/admin/settings', { key: 'apk_download_url', value });
      expect(r.body, value).toMatchObject({ type: 'ok' });
      expect(await getSetting(t.db, 'apk_download_url')).toBe(value);
    }
  });

  it('is the product role’s: content is refused', async () => {
    const res = await post(content, '/api/admin/settings', { key: 'site_name', value: 'X' });
    expect(res.status).toBe(403);
    expect(await getSetting(t.db, 'site_name')).toBe('Tidemark');
  });
});

describe('instruments', () => {
  it('pages and filters instruments, without any price field', async () => {
    const res = await get(product, '/api/admin/instruments', {
      kind: 'stock',
      sort: 'symbol',
      limit: 2,
    });
    const page = res.body.message as { data: Array<Record<string, unknown>>; total: number };
    expect(page.total).toBe(5);
    expect(page.data.map((r) => r.symbol)).toEqual(['AAPL/USD', 'AMZN/USD']);
    expect(page.data[0]).not.toHaveProperty('start_price');
    const search = await get(product, '/api/admin/instruments', { symbol: 'btc' });
    expect((search.body.message as { total: number }).total).toBe(1);
  });

  it('changes leverages and lot limits at once, switches a product off, audited', async () => {
    const res = await post(product, '/api/admin/instruments/edit', {
      id: 3,
      leverages: '20,5,10',
      max_lots: '500',
      options_active: false,
    });
    expect(res.body).toMatchObject({
      type: 'ok',
      message: { leverages: '5,10,20', max_lots: '500', options_active: false },
    });
    const sol = t.app.services.market.instruments().find((i) => i.id === 3)!;
    expect(sol.leverages).toEqual([5, 10, 20]);
    expect(sol.max_lots).toBe('500');
    const pairs = await call(t.app, 'GET', '/api/microtrade/pairs');
    expect(JSON.stringify(pairs.body)).not.toContain('SOL/USDT');
    const audit = await lastAudit('instrument.edit');
    expect(audit).toMatchObject({
      target_id: '3',
      detail: { before: { max_lots: '10000' }, after: { max_lots: '500' } },
    });
  });

  it('refuses min lots above max lots and an unknown instrument, changing nothing', async () => {
    const bad = await post(product, '/api/admin/instruments/edit', { id: 1, min_lots: '1000' });
    expect(bad.body).toMatchObject({ code: 'validation_failed' });
    const missing = await post(product, '/api/admin/instruments/edit', { id: 999, hours: '24x7' });
    expect(missing.body).toMatchObject({ code: 'not_found' });
    // Instrument ids are a smallint column: the largest is unknown, one more is no id at all.
    const last = await post(product, '/api/admin/instruments/edit', {
      id: 32767,
      tick_size: '0.01',
    });
    expect(last.body).toMatchObject({ code: 'not_found' });
    for (const id of [32768, 2 ** 31]) {
      const over = await post(product, '/api/admin/instruments/edit', { id, tick_size: '0.01' });
      expect(over.body).toMatchObject({ code: 'validation_failed' });
      const pair = await post(product, '/api/admin/spot/pair', {
        instrument_id: id,
        min_qty: '0.001',
      });
      expect(pair.body).toMatchObject({ code: 'validation_failed' });
    }
    const leverage = await post(product, '/api/admin/instruments/edit', {
      id: 1,
      leverages: '5,900',
    });
    expect(leverage.body).toMatchObject({ code: 'validation_failed' });
    const { rows } = await t.db.query<{ min_lots: string }>(
      'SELECT trim_scale(min_lots)::text AS min_lots FROM instruments WHERE id = 1',
    );
    expect(rows[0]!.min_lots).toBe('0.01');
  });
});

describe('amounts beyond the columns', () => {
  it('refuses more integer digits than numeric(36, 18) holds, with a field error and no write', async () => {
    const big = `1${'0'.repeat(30)}`;
    const before = await auditCount();
    for (const [url, data, field] of [
      ['/api/admin/instruments/edit', { id: 1, max_lots: big }, 'max_lots'],
      ['/api/admin/spot/pair', { instrument_id: 1, max_qty: big }, 'max_qty'],
      [
        '/api/admin/options/period',
        { seconds: 60, payout_rate: '0.8', min_stake: '1', max_stake: big },
        'max_stake',
      ],
    ] as const) {
      const r = await post(product, url, data);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toMatchObject({ type: 'error', code: 'validation_failed' });
      expect(JSON.stringify(r.body), url).toContain(field);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('option periods', () => {
  it('a new payout shows to users at once; an order already sold keeps its own', async () => {
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await t.db.tx(async (tx) => {
      const from = await systemAccount(tx, 'demo_faucet', 3);
      const to = await userAccount(tx, u.userId, 3, ACCOUNT_TYPES.micro);
      await transfer(
        tx,
        {
          key: `test:pa:${u.userId}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: u.userId,
          actor: 'system:test',
        },
        { from, to, amount: '500' },
      );
    });
    now += 3_600_000;
    t.app.services.market.script!.push('BTC/USDT', '96000', now);
    await t.app.services.market.flush();
    const sold = await call(
      t.app,
      'POST',
      '/api/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 60, number: '100' },
      { token: u.token, form: true },
    );
    expect(sold.body.type).toBe('ok');

    const saved = await post(product, '/api/admin/options/period', {
      seconds: 60,
      payout_rate: '0.9',
      min_stake: '10',
      max_stake: '10000',
    });
    expect(saved.body).toMatchObject({ type: 'ok', message: { payout_rate: '0.9' } });
    const seconds = await call(t.app, 'GET', '/api/microtrade/seconds');
    const periods = seconds.body.message as Array<{ seconds: number; profit_ratio: string }>;
    expect(periods.find((p) => p.seconds === 60)?.profit_ratio).toBe('90');
    const { rows } = await t.db.query<{ payout_rate: string }>(
      'SELECT trim_scale(payout_rate)::text AS payout_rate FROM option_orders WHERE user_id = $1',
      [u.userId],
    );
    expect(rows).toEqual([{ payout_rate: '0.82' }]);
    expect(await lastAudit('options.period.edit')).toMatchObject({
      target_id: '60',
      detail: { before: { payout_rate: '0.82' }, after: { payout_rate: '0.9' } },
    });
  });

  it('adds a period and switches one off; refuses max stake below min stake', async () => {
    await post(product, '/api/admin/options/period', {
      seconds: 600,
      payout_rate: '0.92',
      min_stake: '10',
      max_stake: '1000',
    });
    await post(product, '/api/admin/options/period', {
      seconds: 30,
      payout_rate: '0.8',
      min_stake: '10',
      max_stake: '5000',
      active: false,
    });
    const seconds = await call(t.app, 'GET', '/api/microtrade/seconds');
    const list = (seconds.body.message as Array<{ seconds: number }>).map((p) => p.seconds);
    expect(list).toContain(600);
    expect(list).not.toContain(30);
    const bad = await post(product, '/api/admin/options/period', {
      seconds: 120,
      payout_rate: '0.85',
      min_stake: '100',
      max_stake: '10',
    });
    expect(bad.body).toMatchObject({ code: 'validation_failed' });
  });
});

describe('spot pairs and the market maker', () => {
  it('changes the maker level size and order limits, applied to the running engine', async () => {
    const res = await post(product, '/api/admin/spot/pair', {
      instrument_id: 1,
      maker_level_qty: '0.05',
      min_notional: '10',
    });
    expect(res.body).toMatchObject({ type: 'ok', message: { maker_level_qty: '0.05' } });
    const info = await call(t.app, 'GET', '/api/coin/pairs');
    expect(JSON.stringify(info.body)).toContain('BTC/USDT');
    const list = await get(product, '/api/admin/spot/pairs');
    const btc = (list.body.message as Array<Record<string, unknown>>).find(
      (p) => p.instrument_id === 1,
    );
    expect(btc).toMatchObject({ maker_level_qty: '0.05', min_notional: '10' });
    expect(await lastAudit('spot.pair.edit')).toMatchObject({
      detail: { before: { maker_level_qty: '0.02' }, after: { maker_level_qty: '0.05' } },
    });
  });
});

describe('product lists', () => {
  it('pages earn, dual and launchpad products for the product screens', async () => {
    for (const url of [
      '/api/admin/earn/products',
      '/api/admin/dual/products',
      '/api/admin/launchpad/projects',
    ]) {
      const res = await get(product, url, { status: 'all', limit: 5 });
      expect(res.body.type).toBe('ok');
      expect(res.body.message).toHaveProperty('total');
    }
    expect((await get(content, '/api/admin/earn/products')).status).toBe(403);
  });

  it('lists an earn product with its term, early fee and lock tiers as the edit form takes them, by status', async () => {
    const inserted = await t.db.query<{ id: number }>(
      `INSERT INTO earn_products (kind, name, intro, currency_id, payout_currency_id, term_days, min_amount,
         max_amount, quota_total, quota_left, user_cap, early_fee_rate)
       VALUES ('lock', 'Console list lock 30 days', '', 3, 3, 30, 100, 50000, 1000000, 1000000, 100000, 0.01)
       RETURNING id::int`,
    );
    const id = inserted.rows[0]!.id;
    await t.db.query(
      `INSERT INTO earn_product_tiers (product_id, min_amount, daily_rate) VALUES ($1, 5000, 0.0045), ($1, 100, 0.004)`,
      [id],
    );
    type Page = { data: Array<Record<string, unknown>> };
    const ids = async (status: string) =>
      (
        (await get(product, '/api/admin/earn/products', { status, limit: 100 })).body
          .message as Page
      ).data.map((r) => r.id);
    const all = (await get(product, '/api/admin/earn/products', { status: 'all', limit: 100 })).body
      .message as Page;
    expect(all.data.find((r) => r.id === id)).toEqual({
      id,
      kind: 'lock',
      name: 'Console list lock 30 days',
      currency: 'USDT',
      day: 30,
      status: 1,
      min_amount: '100',
      max_amount: '50000',
      quota_total: '1000000',
      quota_left: '1000000',
      user_cap: '100000',
      annual_rate: null,
      early_redeem_fee_rate: '0.01',
      tiers: '100:0.004,5000:0.0045',
      cloud_yield: null,
      cloud_yield_day: null,
    });
    expect(await ids('active')).toContain(id);
    await t.db.query('UPDATE earn_products SET status = 0 WHERE id = $1', [id]);
    expect(await ids('inactive')).toContain(id);
    expect(await ids('active')).not.toContain(id);
  });
});

describe('content detail', () => {
  it('reads every translation of an article back for editing', async () => {
    const saved = await post(content, '/api/admin/articles', {
      category: 'banner',
      link: '#/pages/earn/index',
      translations: {
        en: { title: 'Earn more', summary: 'Lock and earn' },
        zh: { title: '赚更多', summary: '锁仓赚币' },
      },
    });
    const id = (saved.body.message as { id: number }).id;
    const res = await get(content, '/api/admin/articles/detail', { id });
    expect(res.body.message).toMatchObject({
      category: 'banner',
      translations: { en: { title: 'Earn more' }, zh: { title: '赚更多' } },
    });
    expect((await get(product, '/api/admin/articles/detail', { id })).status).toBe(403);
    const banners = await get(content, '/api/admin/articles', { category: 'banner' });
    const rows = (banners.body.message as { data: Array<{ id: number; category: string }> }).data;
    expect(rows.some((r) => r.id === id)).toBe(true);
    expect(rows.every((r) => r.category === 'banner')).toBe(true);

    await post(content, '/api/admin/articles', {
      id,
      category: 'banner',
      translations: { en: { title: 'Earn even more' } },
    });
    expect(await lastAudit('article.update')).toMatchObject({
      target_id: String(id),
      detail: {
        before: { translations: { en: { title: 'Earn more' }, zh: { title: '赚更多' } } },
        after: { translations: { en: { title: 'Earn even more' } } },
      },
    });
  });
});

describe('delisting', () => {
  it('refuses to delist an instrument with an open order, and delists one without', async () => {
    // The 60 s option order of the payout test is still open on BTC/USDT.
    const refused = await post(product, '/api/admin/instruments/edit', { id: 1, active: false });
    expect(refused.body).toMatchObject({ code: 'instrument_has_open_orders' });
    const { rows } = await t.db.query<{ active: boolean }>(
      'SELECT active FROM instruments WHERE id = 1',
    );
    expect(rows[0]!.active).toBe(true);
    const wti = await post(product, '/api/admin/instruments/edit', { id: 42, active: false });
    expect(wti.body).toMatchObject({ type: 'ok', message: { active: false } });
  });
});
