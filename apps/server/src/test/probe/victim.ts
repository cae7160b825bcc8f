import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { call, createUserWithSession } from '../harness';
import { ageCodes, bindPhone, latestCode, multipart, PNG_1PX, registerByEmail } from '../accounts';
import { addressFor, demoXpub } from '../../modules/wallet/addresses';
import { insertProduct } from '../../modules/earn/earn.repo';
import { systemAccount, transfer, userAccount } from '../../ledger';

/**
 * A victim with something in every area the APIs allow, made through the same public calls
 * the module tests use: money deposited, an address, bank cards, an identity application, a
 * spot order, a lever position, an options order, a launchpad subscription, a dual order, a
 * withdrawal and a pending deposit. Its
 * rows are then what the probe must never read or change.
 */
export interface Victim {
  userId: number;
  email: string;
  token: string;
  /** Every id of a row the victim owns (orders, requests, addresses...), for the id matrix. */
  ids: number[];
  /** Strings only the victim's data contains: no answer to anyone else may carry them. */
  markers: string[];
  /** What could be seeded (an area whose API refused is named in `missing`). */
  seeded: string[];
  missing: string[];
}

export const VICTIM_BANK_ACCOUNT = '6222020099887766';
export const VICTIM_NAME = 'Vicky Victimova';

async function upload(app: FastifyInstance, token: string, kind: string): Promise<string> {
  const form = multipart('file', 'doc.png', PNG_1PX);
  const res = await app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    headers: { authorization: token, ...form.headers },
    payload: form.payload,
  });
  return res.json().message as string;
}

export async function seedVictim(app: FastifyInstance, op: string): Promise<Victim> {
  const u = await registerByEmail(app);
  const seeded: string[] = [];
  const missing: string[] = [];
  const ids = new Set<number>();
  const markers = [u.email, VICTIM_BANK_ACCOUNT, VICTIM_NAME];
  const step = async (name: string, run: () => Promise<unknown>) => {
    try {
      const id = await run();
      if (typeof id === 'number') ids.add(id);
      seeded.push(name);
    } catch (err) {
      missing.push(`${name}: ${(err as Error).message}`);
    }
  };
  const ok = (r: Awaited<ReturnType<typeof call>>, what: string) => {
    if (r.body.type !== 'ok') throw new Error(`${what}: ${JSON.stringify(r.body)}`);
    return r.body.message as Record<string, unknown>;
  };
  const post = (url: string, data: Record<string, unknown>) =>
    call(app, 'POST', url, data, { token: u.token });
  const operator = (url: string, data: Record<string, unknown>) =>
    call(app, 'POST', url, data, { token: op });
  /** 1000 USDT from the demo faucet into a user's account of `accountType`. */
  const faucet = (userId: number, accountType: number, purpose: string, actor: string) =>
    app.db.tx(async (tx) =>
      transfer(
        tx,
        {
          key: `probe:${purpose}:${userId}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: userId,
          actor,
        },
        {
          from: await systemAccount(tx, 'demo_faucet', 3),
          to: await userAccount(tx, userId, 3, accountType),
          amount: '1000',
        },
      ),
    );

  await step('deposit (approved)', async () => {
    const voucher = await upload(app, u.token, 'voucher');
    const req = ok(
      await post('/api/wallet/charge_req', {
        currency: 3,
        amount: '5000',
        type: 'crypto',
        voucher,
      }),
      'charge_req',
    );
    ok(await operator('/api/admin/deposits/approve', { id: req.id }), 'approve');
    return req.id as number;
  });
  await step('deposit request (pending)', async () => {
    const voucher = await upload(app, u.token, 'voucher');
    return ok(
      await post('/api/wallet/charge_req', { currency: 3, amount: '77', type: 'bank', voucher }),
      'charge_req',
    ).id as number;
  });
  await step('phone', async () =>
    ok(await bindPhone(app, u.token, '1', `2025559${String(process.pid).slice(-3)}`), 'bind phone'),
  );
  await step('kyc application', async () => {
    const r = await post('/api/user/real', {
      real_type: '1',
      id_type: '1',
      name: VICTIM_NAME,
      card_id: 'V9000009',
    });
    ok(r, 'real');
  });
  // Verified by hand as the module tests do: the review is not what the probe is about.
  await app.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
  await step('fund password', async () => {
    await ageCodes(app, u.email);
    await post('/api/sms_mail', { user_string: u.email, type: 'security' });
    const code = await latestCode(app, u.email);
    ok(
      await post('/api/safe/update_password', {
        password: 'fund-pass-1',
        re_password: 'fund-pass-1',
        code,
      }),
      'fund password',
    );
  });
  let addressId = 0;
  await step('address', async () => {
    const address = addressFor(demoXpub(), 'ERC20', 987_654).address;
    markers.push(address);
    addressId = ok(
      await post('/api/user/wallet/save', {
        currency: 3,
        chain: 'ERC20',
        name: 'Victim cold',
        address,
      }),
      'save',
    ).id as number;
    await app.db.query(
      `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE id = $1`,
      [addressId],
    );
    return addressId;
  });
  await step('bank card', async () =>
    ok(
      await post('/api/user/cash_save', {
        real_name: VICTIM_NAME,
        bank_account: VICTIM_BANK_ACCOUNT,
        bank_name: 'Victim Bank',
        bank_dizhi: 'Main St',
        bank_network: '001',
        phone: '+1 202 555 0199',
      }),
      'cash_save',
    ),
  );
  await step('international bank card', async () =>
    ok(
      await post('/api/user/cash_save_international', {
        real_name: VICTIM_NAME,
        bank_account: `${VICTIM_BANK_ACCOUNT}9`,
        bank_name: 'Victim Intl',
        swift_code: 'VICTUS33',
        aba_number: '021000021',
        country: 'US',
        address: '1 Victim Way',
        phone: '+1 202 555 0199',
      }),
      'cash_save_international',
    ),
  );
  await step('withdrawal', async () => {
    const r = await post('/api/wallet/out', {
      currency: 3,
      number: '50',
      address_id: addressId,
      pay_password: 'fund-pass-1',
    });
    return ok(r, 'out').id as number;
  });
  await step('spot order', async () => {
    const r = await post('/api/coin/trade', {
      legal_id: 3,
      currency_id: 1,
      type: 1,
      amount: '0.001',
      target_price: '99000',
    });
    return ok(r, 'trade').id as number;
  });
  await step('transfer to lever and micro', async () => {
    for (const to of ['lever', 'micro'])
      ok(
        await call(
          app,
          'POST',
          '/api/wallet/change',
          { currency_id: 3, number: '1000', from_field: 'change', to_field: to },
          { token: u.token, form: true },
        ),
        `to ${to}`,
      );
  });
  await step('lever position', async () => {
    const r = await post('/api/lever/submit', {
      symbol: 'BTC/USDT',
      type: 1,
      share: '1',
      multiple: 10,
    });
    return ok(r, 'lever submit').id as number;
  });
  await step('lever limit entry', async () => {
    const r = await post('/api/lever/submit', {
      symbol: 'BTC/USDT',
      type: 1,
      share: '1',
      multiple: 10,
      status: 0,
      target_price: '50000',
    });
    return ok(r, 'lever limit').id as number;
  });
  await step('copied lever position', async () => {
    // A trader the victim follows opens a position: the victim's copy is one of its rows.
    const trader = await registerByEmail(app);
    await app.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [trader.userId]);
    await faucet(trader.userId, 3, 'copy-trader', 'system:probe');
    const as = (token: string, url: string, data: Record<string, unknown>) =>
      call(app, 'POST', url, data, { token });
    ok(
      await as(trader.token, '/api/follow/apply', {
        nickname: 'Probe Trader',
        introduction: 'i',
        experience: 'e',
      }),
      'apply',
    );
    ok(
      await as(op, '/api/admin/copytrade/decide', { user_id: trader.userId, approve: true }),
      'approve trader',
    );
    ok(await post('/api/follow/acceptAgreement', { version: 1 }), 'agreement');
    ok(
      await post('/api/follow/follow', { trader_user_id: trader.userId, type: 2, number: '1' }),
      'follow',
    );
    ok(
      await as(trader.token, '/api/lever/submit', {
        symbol: 'BTC/USDT',
        type: 1,
        share: '1',
        multiple: 10,
      }),
      'trader submit',
    );
    const copies = ok(
      await call(app, 'GET', '/api/follow/myCopies', {}, { token: u.token }),
      'copies',
    );
    const copy = (copies.data as Array<{ id: number }>)[0];
    if (!copy) throw new Error('no copy opened');
    return copy.id;
  });
  await step('options order', async () => {
    const seconds = ok(
      await call(app, 'GET', '/api/microtrade/seconds'),
      'seconds',
    ) as unknown as Array<{ seconds: number }>;
    const longest = Math.max(...seconds.map((s) => s.seconds));
    const r = await call(
      app,
      'POST',
      '/api/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: longest, number: '100' },
      { token: u.token, form: true },
    );
    return ok(r, 'microtrade').id as number;
  });
  await step('launchpad subscription', async () => {
    const now = app.clock.nowSeconds();
    const project = ok(
      await operator('/api/admin/launchpad/project', {
        title: 'Victim project',
        token_code: 'VICTK',
        amount: '1000',
        min_amount: '1',
        max_amount: '1000',
        prices: { '3': '0.5' },
        warmup_at: now - 10,
        start_at: now - 10,
        end_at: now + 30 * 86_400,
        listing_at: now + 31 * 86_400,
      }),
      'launchpad project',
    );
    const r = await post('/api/project/order', {
      project_id: project.id,
      amount: '10',
      pay_currency: 3,
    });
    return ok(r, 'project order').id as number;
  });
  await step('dual order', async () => {
    const now = app.clock.nowSeconds();
    const product = ok(
      await operator('/api/admin/dual/product', {
        currency_id: 1,
        type: 'put',
        exercise_price: '90000',
        rate: '20',
        share_amount: '100',
        start_at: now - 60,
        end_at: Math.floor(now / 86_400) * 86_400 + 7 * 86_400 + 8 * 3600,
        total_number: 100,
        user_limit: 10,
      }),
      'dual product',
    );
    return ok(await post('/api/dual/buyDual', { id: product.id, num: 1 }), 'buyDual').id as number;
  });
  await step('earn lock order and flexible holding', async () => {
    // Products are public rows: their ids must not fall among the victim's own ids, or a
    // product's preview would read as the victim's record.
    await app.db.query(`SELECT setval('earn_products_id_seq', 7390000)`);
    const base = { currency_id: 3, payout_currency_id: 3, min_amount: '10', max_amount: '1000' };
    const lock = await insertProduct(app.db, {
      ...base,
      kind: 'lock',
      name: 'probe lock',
      term_days: 7,
      quota_total: '100000',
      user_cap: '10000',
      tiers: [{ min_amount: '10', daily_rate: '0.003' }],
    });
    const flexible = await insertProduct(app.db, {
      ...base,
      kind: 'flexible',
      name: 'probe flexible',
      term_days: 0,
      quota_total: '100000',
      user_cap: '10000',
      annual_rate: '0.05',
    });
    ok(
      await post('/api/earn/flexible/subscribe', { product_id: flexible, amount: '20' }),
      'subscribe',
    );
    return ok(
      await post('/api/lh/deposit', { config_id: lock, amount: '100', day_rate: '0.003' }),
      'lh deposit',
    ).id as number;
  });
  await step('nft artwork (approved listing, review message)', async () => {
    ok(await post('/api/bind_box/becomeArtist', { name: 'Victim Studio' }), 'becomeArtist');
    const form = multipart('file', 'art.png', PNG_1PX);
    const media = (
      await app.inject({
        method: 'POST',
        url: '/api/bind_box/uploadMedia',
        headers: { authorization: u.token, ...form.headers },
        payload: form.payload,
      })
    ).json().message as { name: string };
    const now = Math.floor(Date.now() / 1000);
    const item = ok(
      await post('/api/bind_box/createNFT', {
        name: 'Victim piece',
        media: media.name,
        currency_id: 3,
        pay_type: 2,
        price: '100000',
        per_increase: '1000',
        start_time: now,
        end_time: now + 30 * 86_400,
      }),
      'createNFT',
    );
    ok(await operator('/api/admin/nft/approve', { id: item.id }), 'approve nft');
    return item.id as number;
  });
  // Community: a claimed coupon, feedback and a support conversation of the victim.
  await step('coupon', async () => {
    const campaign = ok(
      await operator('/api/admin/coupon/campaign', {
        kind: 'option_stake',
        amount: '5',
        min_order: '20',
        currency_id: 3,
        name: { en: 'Victim coupon' },
        terms: { en: 'Probe' },
        expires_at: Math.floor(app.clock.nowMs() / 1000) + 86_400,
      }),
      'campaign',
    ).id as number;
    ok(
      await operator('/api/admin/coupon/grant', { campaign_id: campaign, user_ids: [u.userId] }),
      'grant',
    );
    return ok(await post('/api/coupon/claim', { campaign_id: campaign }), 'claim').id as number;
  });
  await step('feedback', async () => {
    const image = await upload(app, u.token, 'feedback');
    return ok(
      await post('/api/feedback/submit', {
        category: 'bug',
        content: 'Victim feedback',
        images: [image],
      }),
      'feedback',
    ).id as number;
  });
  await step(
    'support chat',
    async () =>
      ok(await post('/api/support/send', { text: 'Victim support question' }), 'support')
        .conversation_id as number,
  );
  await step('otc order (victim buys from a merchant) and a loan', async () => {
    // A merchant of the probe's own: level 2, approved, a bank card, legal USDT, one sell ad.
    const m = await createUserWithSession(app.db, { kycLevel: 2 });
    await app.db.query(
      `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name) VALUES ($1, 'domestic', 'Probe Desk', '1', 'Bank')`,
      [m.userId],
    );
    await faucet(m.userId, 1, 'otc-merchant', 'system:test');
    ok(
      await call(
        app,
        'POST',
        '/api/otc/merchant/apply',
        { name: 'Probe Desk' },
        { token: m.token },
      ),
      'apply',
    );
    ok(
      await operator('/api/admin/otc/merchant/review', { user_id: m.userId, approve: true }),
      'review',
    );
    const ad = ok(
      await call(
        app,
        'POST',
        '/api/otc/ad/create',
        {
          side: 'sell',
          currency_id: 3,
          fiat: 'USD',
          price_type: 'fixed',
          price: '1',
          total: '500',
          min_fiat: '1',
          max_fiat: '500',
          pay_methods: ['domestic'],
        },
        { token: m.token },
      ),
      'ad',
    );
    const order = ok(
      await post('/api/otc/order/create', { ad_id: ad.id, amount: '10' }),
      'otc order',
    );
    ok(await post('/api/otc/order/chat/send', { id: order.id, body: VICTIM_NAME }), 'otc chat');
    ids.add(order.id as number);
    await app.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, 40000)', [
      app.clock.nowMs(),
    ]);
    const loan = ok(
      await post('/api/loan/borrow', {
        loan_currency_id: 1,
        collateral_currency_id: 3,
        amount: '0.001',
        collateral: '100',
        term_days: 0,
      }),
      'loan',
    );
    return loan.id as number;
  });
  await step('price alert', async () => {
    await app.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, 40000)', [
      app.clock.nowMs() + 1,
    ]);
    // Far from any price the probe records, so no evaluation while probing changes it.
    const alert = ok(
      await post('/api/alert/add', { symbol: 'BTC/USDT', direction: 'above', price: '900000000' }),
      'price alert',
    );
    return alert.id as number;
  });
  // Whatever else the victim owns (sessions, uploads, bills...) joins the id pool.
  for (const table of await userTables(app.db)) {
    const { rows } = await app.db.query<{ id?: unknown }>(
      `SELECT * FROM ${table} WHERE user_id = $1`,
      [u.userId],
    );
    for (const r of rows)
      if (typeof r.id === 'number' || (typeof r.id === 'string' && /^\d+$/.test(r.id)))
        ids.add(Number(r.id));
  }
  ids.add(u.userId);
  return {
    userId: u.userId,
    email: u.email,
    token: u.token,
    ids: [...ids].sort((a, b) => a - b),
    markers,
    seeded,
    missing,
  };
}

/** Tables that hold a `user_id` column, read from the database (a new table is covered too). */
async function userTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.column_name = 'user_id' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * Everything the database holds for one user: the users row and every row of every table
 * with a user_id, as text. Two snapshots differ exactly where something of the user changed.
 */
export async function snapshotUser(db: Db, userId: number): Promise<Record<string, string[]>> {
  const snap: Record<string, string[]> = {};
  const users = await db.query(`SELECT * FROM users WHERE id = $1`, [userId]);
  snap.users = users.rows.map((r) => JSON.stringify(r));
  for (const table of await userTables(db)) {
    // An operator's announcement to a segment (all users, verified, ...) reaches the victim
    // by design; only operators can send one, and the operator probes send them.
    const own = table === 'messages' ? ` AND kind <> 'announcement'` : '';
    const { rows } = await db.query(`SELECT * FROM ${table} WHERE user_id = $1${own}`, [userId]);
    snap[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return snap;
}

/** The tables whose rows differ between two snapshots, with the rows that differ. */
export function snapshotDiff(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
): string[] {
  const out: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = new Set(before[table] ?? []);
    const b = new Set(after[table] ?? []);
    const gone = [...a].filter((r) => !b.has(r));
    const added = [...b].filter((r) => !a.has(r));
    if (gone.length || added.length)
      out.push(`${table}: -${JSON.stringify(gone)} +${JSON.stringify(added)}`);
  }
  return out;
}
