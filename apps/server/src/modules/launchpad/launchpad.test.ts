import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectOrder } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { balances, faucet } from '../../test/community';
import { operatorToken } from '../../test/accounts';
import { checkLedger } from '../../ledger/invariants';
import { eventMessages, recipients, rendered } from '../../test/inbox';
import { accountModule } from '../account';
import { adminModule } from '../admin';
import { launchpadModule } from '.';
import { marketModule } from '../market';
import { sub } from '../../platform/money';
import { midnightAtOrAfter } from './launchpad.service';
import { seedLaunchpadDemo } from './demo';

let t: TestApp;
const USDT = 3;
const DAY = 86_400;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { modules: [accountModule, adminModule, marketModule, launchpadModule] },
  );
});
afterAll(async () => t?.close());

const lp = () => t.app.services.launchpad;
const now = () => t.app.clock.nowSeconds();
/** Moves the platform clock to a Unix second (forward only) and runs the phases job. */
async function at(second: number): Promise<void> {
  const ms = second * 1000 - t.app.clock.nowMs();
  if (ms > 0) t.app.clock.advance(ms);
  await lp().advanceAll();
}

const fund = (userId: number, currencyId: number, amount: string) =>
  faucet(t.app, userId, 2, amount, currencyId);

const spot = (userId: number, currencyId: number) => balances(t.app, userId, currencyId, 2);

async function issuer(currencyId: number): Promise<string> {
  const { rows } = await t.db.query<{ available: string }>(
    `SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE system_code = 'launchpad' AND currency_id = $1`,
    [currencyId],
  );
  return rows[0]?.available ?? '0';
}

async function ledgerClean(): Promise<void> {
  expect(await checkLedger(t.db)).toEqual([]);
}

let codeSeq = 0;
/** A project whose subscription opens in an hour and runs a day; listing a day after. */
async function project(opts: {
  amount: string;
  min: string;
  max: string;
  price: string;
  precision: number;
  lockDays: number;
}) {
  const start = now() + 3600;
  const r = await lp().createProject(
    { system: 'test' },
    {
      title: `Test project ${++codeSeq}`,
      token_code: `TK${codeSeq}${Math.floor(Math.random() * 1000)}`,
      token_precision: opts.precision,
      summary: { en: 'summary' },
      content: { en: 'content', fra: 'contenu' },
      logo: '',
      white_book: '',
      link: '',
      amount: opts.amount,
      min_amount: opts.min,
      max_amount: opts.max,
      prices: { [String(USDT)]: opts.price },
      warmup_at: now(),
      start_at: start,
      end_at: start + DAY,
      listing_at: start + 2 * DAY,
      lock_days: opts.lockDays,
    },
  );
  return { ...r, start, end: start + DAY, listing: start + 2 * DAY };
}

const subscribe = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/project/order', body, { token });

interface Scenario {
  name: string;
  project: {
    amount: string;
    min: string;
    max: string;
    price: string;
    precision: number;
    lockDays: number;
  };
  /** One subscription per user: tokens requested, USDT funded. */
  users: Array<{ request: string; funds: string }>;
  expected: {
    /** Per user: held at subscription, then allocated tokens, USDT paid and refunded. */
    held: string[];
    /** Spot USDT left free after subscribing. */
    free: string[];
    allocated: string[];
    paid: string[];
    refunded: string[];
    /** Spot USDT after allocation: funds − paid. */
    afterAllocation: string[];
    /** Tokens that stay with the issuer (for sale − allocated). */
    remainder: string;
    /** USDT the issuer received (Σ paid). */
    issuerPaid: string;
    formula0: string;
  };
}

/** Scenario table: under- and oversubscribed, with rounding to the token's precision. */
const SCENARIOS: Scenario[] = [
  {
    name: 'undersubscribed: everyone gets what they asked, nothing refunded',
    project: { amount: '1000', min: '10', max: '600', price: '0.05', precision: 4, lockDays: 7 },
    users: [
      { request: '300', funds: '20' },
      { request: '200.5', funds: '10.025' },
    ],
    expected: {
      held: ['15', '10.025'],
      free: ['5', '0'],
      allocated: ['300', '200.5'],
      paid: ['15', '10.025'],
      refunded: ['0', '0'],
      afterAllocation: ['5', '0'],
      remainder: '499.5',
      issuerPaid: '25.025',
      formula0: '500.5 ≤ 1000 → 300 = 300',
    },
  },
  {
    name: 'oversubscribed: pro rata rounded down, the rest refunded, the remainder stays with the issuer',
    project: { amount: '1000', min: '10', max: '600', price: '0.3', precision: 0, lockDays: 3 },
    users: [
      { request: '500', funds: '200' },
      { request: '400', funds: '120' },
      { request: '300', funds: '90' },
    ],
    expected: {
      held: ['150', '120', '90'],
      free: ['50', '0', '0'],
      allocated: ['416', '333', '250'],
      paid: ['124.8', '99.9', '75'],
      refunded: ['25.2', '20.1', '15'],
      afterAllocation: ['75.2', '20.1', '15'],
      remainder: '1',
      issuerPaid: '299.7',
      formula0: '500 × 1000 / 1200 = 416.666666666666666666 → 416 (0)',
    },
  },
];

let issuerUsdt = '0';

describe('launchpad scenarios', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const p = await project(s.project);
      const users = [];
      for (const u of s.users) {
        const user = await createUserWithSession(t.db, { kycLevel: 1 });
        await fund(user.userId, USDT, u.funds);
        users.push(user);
      }
      await at(p.start);
      for (const [i, u] of s.users.entries()) {
        const res = await subscribe(users[i]!.token, {
          project_id: p.id,
          amount: u.request,
          pay_currency: USDT,
        });
        expect(res.body.type, JSON.stringify(res.body)).toBe('ok');
        const held = s.expected.held[i]!;
        expect(await spot(users[i]!.userId, USDT)).toEqual([s.expected.free[i], held]);
      }
      await ledgerClean();

      // The window ends: allocation (the phases job) takes the payment and releases the rest.
      await at(p.end);
      for (const [i, u] of s.users.entries()) {
        const list = await call(
          t.app,
          'GET',
          '/api/user/project/order',
          {},
          { token: users[i]!.token },
        );
        const o = (list.body.message as { data: ProjectOrder[] }).data[0]!;
        expect(o).toMatchObject({
          status: 'allocated',
          coin_amount: u.request,
          give_amount: s.expected.allocated[i],
          paid: s.expected.paid[i],
          refunded: s.expected.refunded[i],
          unlock_at: null,
        });
        if (i === 0) expect(o.formula).toBe(s.expected.formula0);
        expect(await spot(users[i]!.userId, USDT)).toEqual([s.expected.afterAllocation[i], '0']);
      }
      const issuerBefore = issuerUsdt;
      issuerUsdt = await issuer(USDT);
      expect(sub(issuerUsdt, issuerBefore)).toBe(s.expected.issuerPaid);
      await ledgerClean();

      // Re-running the allocation computes and stores the same, and moves nothing.
      const before = await Promise.all(users.map((u) => spot(u.userId, USDT)));
      const again = await lp().reallocate(p.id);
      const recomputed = await lp().recomputeAllocation(p.id);
      expect(again).toEqual(recomputed);
      expect(recomputed.orders.map((o) => o.allocated)).toEqual(s.expected.allocated);
      expect(recomputed.totalAllocated).toBe(
        String(s.expected.allocated.reduce((a, b) => a + Number(b), 0)),
      );
      expect(await Promise.all(users.map((u) => spot(u.userId, USDT)))).toEqual(before);
      // One allocation message per subscriber, to that subscriber; the re-run wrote none.
      const orderIds = recomputed.orders.map((o) => o.id);
      const messages = (
        await Promise.all(orderIds.map((id) => eventMessages(t.db, `launchpad:${id}:%`)))
      ).flat();
      expect(recipients(messages)).toEqual(users.map((u) => [u.userId, 'ieo_allocated']));
      expect(rendered(messages[0]!)).toMatch(
        new RegExp(`: ${s.expected.allocated[0]} TK\\w+ allocated for ${s.expected.paid[0]} USDT;`),
      );

      // Listing: tokens credited, locked until the UTC midnight after listing + lock days.
      await at(p.listing);
      const unlockAt = midnightAtOrAfter(p.listing + s.project.lockDays * DAY);
      for (const [i] of s.users.entries()) {
        expect(await spot(users[i]!.userId, p.currency_id)).toEqual(['0', s.expected.allocated[i]]);
        const detail = await call(
          t.app,
          'GET',
          '/api/project/detail',
          { project_id: p.id },
          { token: users[i]!.token },
        );
        const d = detail.body.message as ProjectDetail;
        expect(d.info.phase).toBe('listed');
        expect(d.orders[0]).toMatchObject({ status: 'locked', unlock_at: unlockAt });
      }
      expect(await issuer(p.currency_id)).toBe(
        `-${s.expected.allocated.reduce((a, b) => a + Number(b), 0)}`,
      );
      await ledgerClean();

      // The day before the unlock day releases nothing; the unlock day releases all; again nothing.
      const dayOf = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 10);
      expect((await lp().unlockDay(dayOf(unlockAt - DAY))).unlocked).toBe(0);
      await at(unlockAt);
      expect(await t.app.scheduler.runOnce('launchpad.unlock')).toBe('done');
      for (const [i] of s.users.entries())
        expect(await spot(users[i]!.userId, p.currency_id)).toEqual([s.expected.allocated[i], '0']);
      expect((await lp().unlockDay(dayOf(unlockAt + 5 * DAY))).unlocked).toBe(0);
      await ledgerClean();
      // Remainder of rounding: never minted, so it stays with the issuer.
      const { rows } = await t.db.query<{ left: string }>(
        'SELECT trim_scale(amount - total_allocated)::text AS left FROM launchpad_projects WHERE id = $1',
        [p.id],
      );
      expect(rows[0]!.left).toBe(s.expected.remainder);
    });
  }
});

describe('launchpad refusals change nothing', () => {
  it('refuses outside the window, below min, above the user max, wrong currency, no balance, too precise', async () => {
    const p = await project({
      amount: '1000',
      min: '10',
      max: '100',
      price: '2',
      precision: 2,
      lockDays: 0,
    });
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, USDT, '150');
    const order = (amount: string, pay_currency = USDT) =>
      subscribe(u.token, { project_id: p.id, amount, pay_currency });
    expect((await order('20')).body.code).toBe('project_not_subscribing');
    await at(p.start);
    expect((await order('5')).body.code).toBe('project_below_minimum');
    expect((await order('20', 1)).body.code).toBe('project_pay_currency_unsupported');
    expect((await order('20.001')).body.code).toBe('amount_too_precise');
    expect((await order('80')).body.code).toBe('insufficient_balance');
    expect(await spot(u.userId, USDT)).toEqual(['150', '0']);
    expect((await order('60')).body.type).toBe('ok');
    expect((await order('41')).body.code).toBe('project_above_user_limit');
    expect((await order('15')).body.type).toBe('ok');
    expect(await spot(u.userId, USDT)).toEqual(['0', '150']);
    const other = await createUserWithSession(t.db, { kycLevel: 0 });
    expect(
      (await subscribe(other.token, { project_id: p.id, amount: '20', pay_currency: USDT })).body
        .type,
    ).toBe('998');
    await at(p.end);
    expect((await order('10')).body.code).toBe('project_not_subscribing');
    expect(
      (await call(t.app, 'GET', '/api/project/detail', { project_id: 999999 })).body.code,
    ).toBe('project_not_found');
    // No lock period: the tokens are free at listing.
    await at(p.listing);
    expect(await spot(u.userId, p.currency_id)).toEqual(['75', '0']);
    await ledgerClean();
  });

  it('lists projects with time status and percent subscribed; a user sees only their own orders', async () => {
    const p = await project({
      amount: '1000',
      min: '1',
      max: '1000',
      price: '1',
      precision: 0,
      lockDays: 0,
    });
    const a = await createUserWithSession(t.db, { kycLevel: 1 });
    const b = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(a.userId, USDT, '250');
    await at(p.start);
    expect(
      (await subscribe(a.token, { project_id: p.id, amount: '250', pay_currency: USDT })).body.type,
    ).toBe('ok');
    const list = await call(t.app, 'GET', '/api/project', { time_status: 2 });
    const row = (
      list.body.message as { data: Array<{ id: number; percentage: string; time_status: number }> }
    ).data.find((r) => r.id === p.id);
    expect(row).toMatchObject({ percentage: '25', time_status: 2 });
    const theirs = await call(t.app, 'GET', '/api/user/project/order', {}, { token: b.token });
    expect((theirs.body.message as { total: number }).total).toBe(0);
    const detail = await call(
      t.app,
      'GET',
      '/api/project/detail',
      { project_id: p.id },
      { token: b.token },
    );
    expect((detail.body.message as ProjectDetail).orders).toEqual([]);
  });
});

describe('launchpad unlock catch-up', () => {
  it('a later day unlocks what a missed day should have, once', async () => {
    const p = await project({
      amount: '100',
      min: '1',
      max: '100',
      price: '1',
      precision: 0,
      lockDays: 1,
    });
    const u = await createUserWithSession(t.db, { kycLevel: 1 });
    await fund(u.userId, USDT, '10');
    await at(p.start);
    expect(
      (await subscribe(u.token, { project_id: p.id, amount: '10', pay_currency: USDT })).body.type,
    ).toBe('ok');
    await at(p.listing);
    expect(await spot(u.userId, p.currency_id)).toEqual(['0', '10']);
    const unlockAt = midnightAtOrAfter(p.listing + DAY);
    // No run on the unlock day itself: the run three days later releases it.
    const later = new Date((unlockAt + 3 * DAY) * 1000).toISOString().slice(0, 10);
    expect((await lp().unlockDay(later)).unlocked).toBeGreaterThanOrEqual(1);
    expect(await spot(u.userId, p.currency_id)).toEqual(['10', '0']);
    expect((await lp().unlockDay(later)).unlocked).toBe(0);
    await ledgerClean();
  });
});

describe('launchpad operator routes', () => {
  it('creates and edits a project, audited; a user token is refused', async () => {
    const op = await operatorToken(t.app);
    const user = await createUserWithSession(t.db, { kycLevel: 1 });
    const base = now();
    const body = {
      title: 'Operator project',
      token_code: 'OPX',
      amount: '5000',
      min_amount: '1',
      max_amount: '100',
      prices: { '3': '0.1' },
      warmup_at: base,
      start_at: base + 100,
      end_at: base + 200,
      listing_at: base + 300,
    };
    expect(
      (await call(t.app, 'POST', '/api/admin/launchpad/project', body, { token: user.token })).body
        .type,
    ).toBe('999');
    const bad = await call(
      t.app,
      'POST',
      '/api/admin/launchpad/project',
      { ...body, end_at: base + 50 },
      { token: op },
    );
    expect(bad.body.code).toBe('project_invalid');
    const ok = await call(t.app, 'POST', '/api/admin/launchpad/project', body, { token: op });
    expect(ok.body.type).toBe('ok');
    const { id } = ok.body.message as { id: number };
    expect(
      (await call(t.app, 'POST', '/api/admin/launchpad/project', body, { token: op })).body.code,
    ).toBe('token_code_taken');
    const edit = await call(
      t.app,
      'POST',
      '/api/admin/launchpad/project/edit',
      { id, title: 'Renamed' },
      { token: op },
    );
    expect(edit.body.type).toBe('ok');
    const { rows } = await t.db.query<{ action: string; detail: { before?: { title: string } } }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'launchpad_project' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['launchpad.create', 'launchpad.edit']);
    expect(rows[1]!.detail.before?.title).toBe('Operator project');
    const { rows: cur } = await t.db.query<{ can_trade: boolean; can_deposit: boolean }>(
      `SELECT can_trade, can_deposit FROM currencies WHERE code = 'OPX'`,
    );
    expect(cur[0]).toEqual({ can_trade: false, can_deposit: false });
  });
});

describe('launchpad operator input the columns cannot hold', () => {
  // Refused with a translated error that creates nothing (no token, no project): never a 500
  // from an amount past numeric(36, 18) or a currency id past a Postgres integer.
  const big = '1' + '0'.repeat(18);
  const cases: Array<{ name: string; change: Record<string, unknown> }> = [
    { name: 'total for sale of 10^18', change: { amount: big, max_amount: '100' } },
    { name: 'per-user maximum of 10^18', change: { max_amount: big } },
    { name: 'price of 10^18', change: { prices: { '3': big } } },
    { name: 'pay currency id past an integer', change: { prices: { '9999999999': '1' } } },
  ];
  it.each(cases)('$name', async ({ change }) => {
    const op = await operatorToken(t.app);
    const base = now();
    const code = `BIG${++codeSeq}`;
    const r = await call(
      t.app,
      'POST',
      '/api/admin/launchpad/project',
      {
        title: 'Oversized project',
        token_code: code,
        amount: '5000',
        min_amount: '1',
        max_amount: '100',
        prices: { '3': '0.1' },
        warmup_at: base,
        start_at: base + 100,
        end_at: base + 200,
        listing_at: base + 300,
        ...change,
      },
      { token: op },
    );
    expect(['project_invalid', 'project_pay_currency_unsupported']).toContain(r.body.code);
    const { rows } = await t.db.query('SELECT 1 FROM currencies WHERE code = $1', [code]);
    expect(rows).toEqual([]);
  });
});

describe('launchpad demo data', () => {
  it('seeds one upcoming, one subscribing and one listed project, once', async () => {
    await seedLaunchpadDemo(lp());
    await seedLaunchpadDemo(lp());
    const { rows } = await t.db.query<{ title: string; phase: string }>(
      `SELECT title, phase FROM launchpad_projects WHERE title IN ('Harbor Network', 'Lumen Grid', 'Reef Protocol') ORDER BY title`,
    );
    expect(rows).toEqual([
      { title: 'Harbor Network', phase: 'warmup' },
      { title: 'Lumen Grid', phase: 'subscribing' },
      { title: 'Reef Protocol', phase: 'listed' },
    ]);
  });

  it('describes its projects in every language, also those seeded before the languages were added', async () => {
    await seedLaunchpadDemo(lp());
    // As an older seed left one: English and Chinese only.
    await t.db.query(
      `UPDATE launchpad_projects SET summary = '{"en": "Lumen Grid: a demo project of the launchpad."}',
         content = '{"en": "Lumen Grid sells 1,000,000 LMG."}' WHERE title = 'Lumen Grid'`,
    );
    await seedLaunchpadDemo(lp());
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM launchpad_projects WHERE title = 'Lumen Grid'`,
    );
    const detail = async (lang: string) => {
      const r = await call(
        t.app,
        'GET',
        '/api/project/detail',
        { project_id: rows[0]!.id },
        { lang },
      );
      return (r.body.message as ProjectDetail).info;
    };
    expect((await detail('jp')).summary).toBe('Lumen Grid：ローンチパッドのデモプロジェクトです。');
    const all = await Promise.all(
      ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'].map((lang) => detail(lang)),
    );
    expect(new Set(all.map((d) => d.summary)).size).toBe(8);
    expect(new Set(all.map((d) => d.content)).size).toBe(8);
  });
});
