import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { balanceOf, findSystemAccount, userBalance } from '../../ledger/reads';
import { housePnlPerDay } from '../../ledger/console-reads';
import { checkLedger } from '../../ledger/invariants';
import { operatorToken } from '../../test/accounts';
import { add, sub } from '../../platform/money';
import { eventMessages, recipients, rendered } from '../../test/inbox';
import { recordStatements } from '../../test/statements';
import { accountModule } from '../account';
import { adminModule } from '../admin';
import { marketModule } from '../market';
import { loansConsoleOrders, loansModule } from '.';

let t: TestApp;
const BTC = 1;
const USDT = 3;
const SPOT = 2;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { modules: [accountModule, adminModule, marketModule, loansModule] });
});
afterAll(async () => t?.close());

let seq = 0;
let lastTickMs = 0;
/** A recorded BTC/USDT price (instrument 1) just after the previous one. */
async function price(p: string): Promise<number> {
  lastTickMs = Math.max(lastTickMs + 1, t.app.clock.nowMs());
  await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, $2)', [
    lastTickMs,
    p,
  ]);
  return lastTickMs;
}

async function borrower(btc = '1') {
  const u = await createUserWithSession(t.db, { kycLevel: 1 });
  await t.db.tx(async (tx) =>
    transfer(
      tx,
      {
        key: `test-loan-fund:${++seq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: u.userId,
        actor: 'system:test',
      },
      {
        from: await systemAccount(tx, 'demo_faucet', BTC),
        to: await userAccount(tx, u.userId, BTC, SPOT),
        amount: btc,
      },
    ),
  );
  return u;
}
const spot = async (userId: number, currency: number) =>
  (await userBalance(t.db, userId, currency, SPOT)).available;
/** A system account's USDT balance ('0' before its first use). */
/** The house result of loans in USDT over the last day. */
const loanResult = async () =>
  (await housePnlPerDay(t.db, 1))
    .filter((r) => r.product === 'loans' && r.currency === 'USDT')
    .reduce((total, r) => add(total, r.amount), '0');
async function desk(code: 'loans' | 'loan_interest'): Promise<string> {
  const id = await findSystemAccount(t.db, code, USDT);
  return id === null ? '0' : (await balanceOf(t.db, id)).available;
}

async function ok<T = Loan>(
  url: string,
  data: Record<string, unknown>,
  token: string,
  method: 'GET' | 'POST' = 'POST',
) {
  const r = await call(t.app, method, url, data, { token });
  expect(r.body.type, `${url} ${JSON.stringify(r.body)}`).toBe('ok');
  return r.body.message as T;
}
const borrow = (token: string, extra: Record<string, unknown> = {}) =>
  ok(
    '/api/loan/borrow',
    {
      loan_currency_id: USDT,
      collateral_currency_id: BTC,
      amount: '1000',
      collateral: '0.05',
      term_days: 0,
      ...extra,
    },
    token,
  );
const detail = (id: number, token: string) => ok('/api/loan/detail', { id }, token, 'GET');

describe('loans', () => {
  it('opens within the initial LTV: collateral to custody, principal to the spot account', async () => {
    await price('40000');
    const u = await borrower();
    const loan = await borrow(u.token);
    expect(loan).toMatchObject({
      principal: '1000',
      interest: '0',
      collateral: '0.05',
      ltv: '0.5',
      status: 'open',
    });
    expect(loan.events[0]).toMatchObject({ kind: 'open', price: '40000', ltv: '0.5' });
    // Its prices are BTC/USDT ticks: shown at that instrument's price decimals.
    const decimals = await t.db.query<{ price_decimals: number; precision: number }>(
      `SELECT i.price_decimals, c.precision FROM instruments i, currencies c
        WHERE i.id = 1 AND c.id = $1`,
      [2],
    );
    const { price_decimals: btcUsdt, precision: eth } = decimals.rows[0]!;
    expect(loan.price_decimals).toBe(btcUsdt);
    const config = (await call(t.app, 'GET', '/api/loan/config', {})).body.message as {
      mark_decimals: Record<string, number>;
    };
    // In USDT the instrument's; across two coins (no instrument) the loan currency's precision.
    expect(config.mark_decimals).toMatchObject({ 'BTC/USDT': btcUsdt, 'BTC/ETH': eth });
    expect(await spot(u.userId, BTC)).toBe('0.95');
    expect(await spot(u.userId, USDT)).toBe('1000');
    const refused = await call(
      t.app,
      'POST',
      '/api/loan/borrow',
      {
        loan_currency_id: USDT,
        collateral_currency_id: BTC,
        amount: '1000',
        collateral: '0.03',
        term_days: 0,
      },
      { token: u.token },
    );
    expect(refused.body.code).toBe('loan_ltv_too_high');
    expect(await spot(u.userId, BTC)).toBe('0.95');
  });

  it('charges hourly interest for every missed hour once, then repays partly (interest first) and fully', async () => {
    await price('40000');
    const u = await borrower();
    const loan = await borrow(u.token);
    // Five hour boundaries pass with no run; one late run charges all five, a re-run none.
    t.app.clock.advance(5 * HOUR_MS);
    await t.app.scheduler.runOnce('loans.interest');
    await t.app.services.loans.chargeInterest();
    // 1000 × 8% / 8,760 = 0.00913242, owed: rounded up to USDT's 6 places, 0.009133 × 5.
    expect((await detail(loan.id, u.token)).interest).toBe('0.045665');
    const [lentBefore, incomeBefore] = [await desk('loans'), await desk('loan_interest')];
    const resultBefore = await loanResult();
    const part = await ok('/api/loan/repay', { id: loan.id, amount: '50' }, u.token);
    // The interest part is income of its own; only the principal part goes back to the desk.
    expect(sub(await desk('loan_interest'), incomeBefore)).toBe('0.045665');
    expect(sub(await desk('loans'), lentBefore)).toBe('49.954335');
    // The house result of loans grows by the interest, not by the repaid principal.
    expect(sub(await loanResult(), resultBefore)).toBe('0.045665');
    expect(part).toMatchObject({
      interest: '0',
      principal: '950.045665',
      debt: '950.045665',
      status: 'open',
    });
    expect(await spot(u.userId, USDT)).toBe('950');
    const over = await call(
      t.app,
      'POST',
      '/api/loan/repay',
      { id: loan.id, amount: '951' },
      { token: u.token },
    );
    expect(over.body.code).toBe('loan_repay_too_much');
    // Top up the USDT the interest cost, then repay the rest: the collateral comes back.
    await t.db.tx(async (tx) =>
      transfer(
        tx,
        {
          key: `test-loan-usdt:${++seq}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: u.userId,
          actor: 'system:test',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', USDT),
          to: await userAccount(tx, u.userId, USDT, SPOT),
          amount: '1',
        },
      ),
    );
    const done = await ok('/api/loan/repay', { id: loan.id, amount: '950.045665' }, u.token);
    expect(done.status).toBe('repaid');
    expect(await spot(u.userId, BTC)).toBe('1');
    expect(await spot(u.userId, USDT)).toBe('0.954335');
  });

  it('adds collateral (LTV falls) and withdraws within the initial LTV only', async () => {
    await price('40000');
    const u = await borrower();
    const loan = await borrow(u.token);
    const more = await ok('/api/loan/add_collateral', { id: loan.id, amount: '0.05' }, u.token);
    expect(more).toMatchObject({ collateral: '0.1', ltv: '0.25' });
    expect(await spot(u.userId, BTC)).toBe('0.9');
    const tooMuch = await call(
      t.app,
      'POST',
      '/api/loan/withdraw_collateral',
      { id: loan.id, amount: '0.07' },
      { token: u.token },
    );
    expect(tooMuch.body.code).toBe('loan_ltv_too_high');
    const back = await ok(
      '/api/loan/withdraw_collateral',
      { id: loan.id, amount: '0.04' },
      u.token,
    );
    expect(back).toMatchObject({ collateral: '0.06' });
    expect(await spot(u.userId, BTC)).toBe('0.94');
  });

  it('a price path: margin call once at 75%, liquidation at 83% with the tick it used', async () => {
    await price('40000');
    const u = await borrower();
    const loan = await borrow(u.token);
    const path: Array<{ price: string; events: string[]; status: Loan['status'] }> = [
      { price: '30000', events: ['open'], status: 'open' }, // LTV 0.6667
      { price: '26000', events: ['open', 'margin_call'], status: 'open' }, // 0.769230
      { price: '25500', events: ['open', 'margin_call'], status: 'open' }, // called once only
      { price: '24000', events: ['open', 'margin_call', 'liquidation'], status: 'liquidated' }, // 0.833333
    ];
    let liquidationTick = 0;
    for (const step of path) {
      liquidationTick = await price(step.price);
      await t.app.services.loans.checkRisk();
      const l = await detail(loan.id, u.token);
      expect(
        l.events.map((e) => e.kind),
        step.price,
      ).toEqual(step.events);
      expect(l.status).toBe(step.status);
    }
    const l = await detail(loan.id, u.token);
    const ev = l.events.at(-1)!;
    expect(ev).toMatchObject({
      price: '24000',
      tick_ms: liquidationTick,
      ltv: '0.833333',
      amount: '0.05',
    });
    expect(l.events[1]).toMatchObject({ price: '26000', ltv: '0.76923' });
    // Proceeds 0.05 × 24,000 = 1,200; fee 2% = 24; debt 1,000 repaid; 176 back to the borrower.
    expect(await spot(u.userId, USDT)).toBe('1176');
    expect(await spot(u.userId, BTC)).toBe('0.95');
    // One inbox message per event, to the borrower only; a second check writes nothing more.
    const messages = await eventMessages(t.db, `loan:${loan.id}:%`);
    expect(recipients(messages)).toEqual([
      [u.userId, 'loan_margin_call'],
      [u.userId, 'loan_liquidated'],
    ]);
    expect(rendered(messages[0]!)).toBe(
      `Loan #${loan.id}: the loan-to-value reached 76.92% at 26000. Add collateral or repay to avoid liquidation at 83%.`,
    );
    expect(rendered(messages[1]!)).toBe(
      `Loan #${loan.id} was liquidated: 0.05 BTC sold at 24000. 176 USDT left after the debt and fee was returned to your spot account.`,
    );
    expect(rendered(messages[1]!, 'zh')).toContain('0.05 BTC');
    await t.app.services.loans.checkRisk();
    expect(await eventMessages(t.db, `loan:${loan.id}:%`)).toEqual(messages);
  });

  it('an overdue fixed term pays the overdue rate and is liquidated after 72 hours', async () => {
    await price('40000');
    const u = await borrower();
    // Open inside an hour, so the hour ending the term is the last one not overdue.
    if (t.app.clock.nowSeconds() % 3600 === 0) t.app.clock.advance(1000);
    const loan = await borrow(u.token, { term_days: 7 });
    t.app.clock.advance(7 * 24 * HOUR_MS + 71 * HOUR_MS);
    await price('40000');
    await t.app.services.loans.checkRisk();
    expect((await detail(loan.id, u.token)).status).toBe('open');
    await t.app.services.loans.chargeInterest();
    const charged = await detail(loan.id, u.token);
    // 239 hour boundaries passed (the loan opened inside an hour): 168 within the term at
    // 0.009133 and 71 overdue at 1000 × 12% / 8,760 = 0.013699 (owed: rounded up to 6 places).
    expect(charged.interest).toBe('2.506973');
    t.app.clock.advance(2 * HOUR_MS);
    await price('40000');
    const [lentBefore, incomeBefore] = [await desk('loans'), await desk('loan_interest')];
    await t.app.services.loans.checkRisk();
    const l = await detail(loan.id, u.token);
    expect(l.status).toBe('liquidated');
    // The proceeds (2,000 less the 2% fee) cover the debt: its interest is income, its
    // principal goes back to the desk.
    expect(sub(await desk('loan_interest'), incomeBefore)).toBe('2.506973');
    expect(sub(await desk('loans'), lentBefore)).toBe('1000');
  });

  it('refuses other users and bad pairs', async () => {
    await price('40000');
    const a = await borrower();
    const b = await borrower();
    const loan = await borrow(a.token);
    const r = await call(t.app, 'GET', '/api/loan/detail', { id: loan.id }, { token: b.token });
    expect(r.body.code).toBe('loan_not_found');
    const rep = await call(
      t.app,
      'POST',
      '/api/loan/repay',
      { id: loan.id, amount: '1' },
      { token: b.token },
    );
    expect(rep.body.code).toBe('loan_not_found');
    const same = await call(
      t.app,
      'POST',
      '/api/loan/borrow',
      {
        loan_currency_id: BTC,
        collateral_currency_id: BTC,
        amount: '0.01',
        collateral: '0.1',
        term_days: 0,
      },
      { token: a.token },
    );
    expect(same.body.code).toBe('loan_pair_invalid');
  });

  it("refuses amounts beyond the currency's places or a column, and changes nothing", async () => {
    await price('40000');
    const u = await borrower();
    const loan = await borrow(u.token);
    const before = [await spot(u.userId, USDT), await spot(u.userId, BTC)];
    const refused = async (url: string, data: Record<string, unknown>) =>
      (await call(t.app, 'POST', url, data, { token: u.token, lang: 'spa' })).body;
    const base = { loan_currency_id: USDT, collateral_currency_id: BTC, term_days: 0 };
    // USDT has 6 places and BTC 8: a 7th or 9th could never be moved again.
    for (const body of [
      await refused('/api/loan/borrow', { ...base, amount: '1.0000001', collateral: '0.1' }),
      await refused('/api/loan/borrow', { ...base, amount: '1', collateral: '0.000000001' }),
      await refused('/api/loan/repay', { id: loan.id, amount: '0.0000001' }),
      await refused('/api/loan/add_collateral', { id: loan.id, amount: '0.000000001' }),
      await refused('/api/loan/withdraw_collateral', { id: loan.id, amount: '0.000000001' }),
    ])
      expect(body).toMatchObject({
        code: 'amount_too_precise',
        message: 'Demasiados decimales para esta moneda',
      });
    // More integer digits than a NUMERIC(36, 18) holds: a validation error, not a 500.
    const huge = await call(
      t.app,
      'POST',
      '/api/loan/borrow',
      { ...base, amount: '1', collateral: '99999999999999999999' },
      { token: u.token },
    );
    expect(huge.status).toBe(200);
    expect(huge.body.code).toBe('validation_failed');
    expect([await spot(u.userId, USDT), await spot(u.userId, BTC)]).toEqual(before);
    expect((await detail(loan.id, u.token)).principal).toBe('1000');

    // A loan from before amounts kept their places owes a finer figure than a balance can pay:
    // the debt rounded up to USDT's places pays it all, and the collateral comes back.
    await t.db.query(`UPDATE loans SET interest = '0.0000001' WHERE id = $1`, [loan.id]);
    await t.db.tx(async (tx) =>
      transfer(
        tx,
        {
          key: `test-loan-usdt:${++seq}`,
          reason: 'demo_faucet',
          refType: 'test',
          refId: u.userId,
          actor: 'system:test',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', USDT),
          to: await userAccount(tx, u.userId, USDT, SPOT),
          amount: '1',
        },
      ),
    );
    expect(
      (await refused('/api/loan/repay', { id: loan.id, amount: '1000.000001' })).code,
    ).toBeUndefined();
    const closed = await detail(loan.id, u.token);
    expect(closed).toMatchObject({ status: 'repaid', principal: '0', interest: '0' });
    expect(await spot(u.userId, BTC)).toBe('1');
    expect(await spot(u.userId, USDT)).toBe(sub(add(before[0]!, '1'), '1000.000001'));
  });

  it('the operator overview lists loans with their LTV, read-only, for operators only', async () => {
    await price('40000');
    const u = await borrower();
    const l = await borrow(u.token);
    const op = await operatorToken(t.app);
    const page = await ok<{ data: Array<Record<string, unknown>> }>(
      '/api/admin/loans',
      { status: 'open' },
      op,
      'GET',
    );
    expect(page.data.find((r) => r.id === l.id)).toMatchObject({
      user_id: u.userId,
      principal: '1000',
      collateral: '0.05',
      status: 'open',
      ltv: '0.5',
      loan_currency_name: 'USDT',
      collateral_currency_name: 'BTC',
    });
    const r = await call(t.app, 'GET', '/api/admin/loans', {}, { token: u.token });
    expect(r.body.type).not.toBe('ok');
  });

  it('the console drill-down names a loan by its currencies’ codes', async () => {
    await price('40000');
    const u = await borrower();
    const l = await borrow(u.token);
    const f = { userId: u.userId, status: undefined, sort: 'created_at', order: 'desc' } as const;
    const page = await loansConsoleOrders.page(t.db, f, { limit: 10, offset: 0 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      id: l.id,
      instrument: 'USDT / BTC',
      amount: '1000',
      currency: 'USDT',
      status: 'open',
    });
    expect(await loansConsoleOrders.counts(t.db, u.userId)).toEqual([{ status: 'open', count: 1 }]);
  });

  it('a page of 50 loans, the user’s and the operator’s, is read in a few statements', async () => {
    await price('40000');
    const u = await borrower('3');
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push((await borrow(u.token, { amount: '100' })).id);
    // Some closed (no mark), some with more events than the opening.
    for (const id of ids.slice(0, 5)) await ok('/api/loan/repay', { id, amount: '100' }, u.token);
    for (const id of ids.slice(5, 10))
      await ok('/api/loan/add_collateral', { id, amount: '0.01' }, u.token);
    const { result: page, statements } = await recordStatements(() =>
      ok<{ data: Loan[]; total: number }>('/api/loan/list', { limit: 50 }, u.token, 'GET'),
    );
    expect(page.total).toBe(50);
    expect(page.data.map((l) => l.id)).toEqual([...ids].reverse());
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
    // Each row is the loan's own view, as its detail shows it.
    for (const l of page.data.filter((_, i) => i % 10 === 0 || i >= 40))
      expect(l).toEqual(await detail(l.id, u.token));

    const op = await operatorToken(t.app);
    const admin = await recordStatements(() =>
      ok<{ data: Array<{ id: number; ltv: string | null }> }>(
        '/api/admin/loans',
        { limit: 50 },
        op,
        'GET',
      ),
    );
    expect(admin.result.data).toHaveLength(50);
    expect(admin.statements.length, admin.statements.join('\n')).toBeLessThanOrEqual(8);
    const byId = new Map(page.data.map((l) => [l.id, l.ltv]));
    for (const row of admin.result.data)
      if (byId.has(row.id)) expect(row.ltv).toBe(byId.get(row.id));
  });

  it('the ledger balances after every kind of loan journal, made here', async () => {
    await price('40000');
    const u = await borrower('2');
    const kept = await borrow(u.token);
    const sold = await borrow(u.token);
    t.app.clock.advance(2 * HOUR_MS);
    await t.app.services.loans.chargeInterest();
    await ok('/api/loan/add_collateral', { id: kept.id, amount: '0.5' }, u.token);
    await ok('/api/loan/withdraw_collateral', { id: kept.id, amount: '0.1' }, u.token);
    await ok('/api/loan/repay', { id: kept.id, amount: '100' }, u.token);
    // The loan with the least collateral is liquidated; the other, now well covered, is not.
    await price('24000');
    await t.app.services.loans.checkRisk();
    expect((await detail(sold.id, u.token)).status).toBe('liquidated');
    expect((await detail(kept.id, u.token)).status).toBe('open');
    const { rows } = await t.db.query<{ reason: string }>(
      `SELECT DISTINCT reason FROM journals WHERE ref_type = 'loan' AND ref_id = ANY($1::text[])
        ORDER BY reason`,
      [[String(kept.id), String(sold.id)]],
    );
    expect(rows.map((r) => r.reason)).toEqual([
      'loan_borrow',
      'loan_collateral',
      'loan_collateral_return',
      'loan_liquidation',
      'loan_repay',
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
