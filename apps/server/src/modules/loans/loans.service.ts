import {
  ACCOUNT_TYPES,
  LOAN_SOCKET_EVENTS,
  SOCKET_EVENTS,
  type AdminLoan,
  type Loan,
  type LoanAmountRequest,
  type LoanBorrowRequest,
  type PageQuery,
} from '@tidemark/contracts';
import { postJournal, systemAccount, systemAccountFor, transfer, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import {
  add,
  cmp,
  divDown,
  isPositive,
  isZero,
  min,
  mul,
  neg,
  roundDown,
  roundUp,
  sub,
} from '../../platform/money';
import { getSettings } from '../../platform/settings';
import { notify } from '../../platform/inbox';
import * as repo from './loans.repo';
import { currencyCodes, currencyPrecision, currencyPriceTerms, usdtPrices } from '../market';
import {
  adminLoanView,
  debtOf,
  loanView,
  ltvOf,
  markCurrencies,
  markDecimals,
  markOf,
  type Mark,
} from './loans.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>;

const SPOT = ACCOUNT_TYPES.change;
const CURRENCIES = [1, 2, 3];
const HOUR = 3600;
const DAY = 86_400;
const HOURS_PER_YEAR = '8760';
const HOURS_MAX_PER_RUN = 24 * 60;

const SETTING_KEYS = [
  'loan_initial_ltv',
  'loan_margin_call_ltv',
  'loan_liquidation_ltv',
  'loan_liquidation_fee',
  'loan_annual_rates',
  'loan_overdue_factor',
  'loan_overdue_liquidate_h',
] as const;
const settings = (q: Queryable) => getSettings(q, SETTING_KEYS);

/** The collateral's price in the loan currency from the latest recorded USDT prices. */
async function mark(q: Queryable, loanCurrency: number, collateralCurrency: number) {
  return markOf(
    await usdtPrices(q, [loanCurrency, collateralCurrency]),
    loanCurrency,
    collateralCurrency,
  );
}

/** A currency's places: every amount a loan moves is kept to them, or it could never move again. */
async function placesOf(q: Queryable, currencyId: number): Promise<number> {
  return must(await currencyPrecision(q, currencyId), 'currency');
}

/** An amount the user typed, refused when it has more places than its currency. */
function exact(amount: string, places: number): string {
  if (cmp(roundDown(amount, places), amount) !== 0) fail('amount_too_precise');
  return amount;
}

/**
 * The views of `rows` from three reads for them all (prices, events, currency decimals), not
 * three per loan: a page costs the same few statements whatever its length.
 */
async function views(deps: Deps, rows: repo.LoanRow[]): Promise<Loan[]> {
  if (rows.length === 0) return [];
  const priced = markCurrencies(rows);
  const prices = priced.length > 0 ? await usdtPrices(deps.db, priced) : new Map();
  const events = await repo.eventsOf(
    deps.db,
    rows.map((l) => l.id),
  );
  const decimals = await currencyPriceTerms(deps.db, [
    ...new Set(rows.flatMap((l) => [l.loan_currency_id, l.collateral_currency_id])),
  ]);
  return rows.map((l) => loanView(l, { prices, events: events.get(l.id) ?? [], decimals }));
}

async function view(deps: Deps, l: repo.LoanRow): Promise<Loan> {
  return must((await views(deps, [l]))[0], `loan ${l.id} view`);
}

const meta = (
  l: { id: number },
  step: string,
  reason: Parameters<typeof transfer>[1]['reason'],
  actor: string,
) => ({
  key: `loan:${l.id}:${step}`,
  reason,
  refType: 'loan',
  refId: l.id,
  actor,
});

export async function config(deps: Deps) {
  const s = await settings(deps.db);
  const codes = await currencyCodes(deps.db, CURRENCIES);
  const usdt = await usdtPrices(deps.db, CURRENCIES);
  const prices: Record<string, string | null> = {};
  for (const id of CURRENCIES) prices[must(codes.get(id), 'code')] = usdt.get(id)?.price ?? null;
  const decimals = await currencyPriceTerms(deps.db, CURRENCIES);
  const markDecimalsByPair: Record<string, number> = {};
  for (const loan of CURRENCIES)
    for (const collateral of CURRENCIES)
      if (loan !== collateral)
        markDecimalsByPair[
          `${must(codes.get(collateral), 'code')}/${must(codes.get(loan), 'code')}`
        ] = markDecimals(decimals, loan, collateral);
  return {
    loan_currencies: CURRENCIES.map((id) => {
      const name = must(codes.get(id), 'code');
      return { id, name, annual_rate: s.loan_annual_rates[name] ?? '0' };
    }),
    collateral_currencies: CURRENCIES.map((id) => ({ id, name: must(codes.get(id), 'code') })),
    terms: [0, 7, 30],
    initial_ltv: s.loan_initial_ltv,
    margin_call_ltv: s.loan_margin_call_ltv,
    liquidation_ltv: s.loan_liquidation_ltv,
    liquidation_fee: s.loan_liquidation_fee,
    overdue_factor: s.loan_overdue_factor,
    prices,
    mark_decimals: markDecimalsByPair,
  };
}

/**
 * Opens a loan in one transaction: the collateral goes from the spot account to custody, the
 * principal from the loan desk to the spot account; LTV from the latest recorded prices.
 */
export async function borrow(deps: Deps, userId: number, q: LoanBorrowRequest): Promise<Loan> {
  const key = `${userId}:${q.idempotency_key ?? crypto.randomUUID()}`;
  const id = await deps.db.tx(async (tx) => {
    await lockFor(tx, 'loan:user', userId);
    const again = await repo.loanIdByKey(tx, key);
    if (again) return again;
    if (
      !CURRENCIES.includes(q.loan_currency_id) ||
      !CURRENCIES.includes(q.collateral_currency_id) ||
      q.loan_currency_id === q.collateral_currency_id
    )
      fail('loan_pair_invalid');
    const s = await settings(tx);
    const codes = await currencyCodes(tx, [q.loan_currency_id]);
    const rate =
      s.loan_annual_rates[must(codes.get(q.loan_currency_id), 'code')] ?? fail('loan_pair_invalid');
    const m =
      (await mark(tx, q.loan_currency_id, q.collateral_currency_id)) ?? fail('loan_no_price');
    const principal = exact(q.amount, await placesOf(tx, q.loan_currency_id));
    const collateral = exact(q.collateral, await placesOf(tx, q.collateral_currency_id));
    if (!isPositive(principal) || !isPositive(collateral)) fail('loan_ltv_too_high');
    const ltv = ltvOf(principal, collateral, m.price);
    if (cmp(ltv, s.loan_initial_ltv) > 0) fail('loan_ltv_too_high');
    const now = deps.clock.nowSeconds();
    const loanId = await repo.insertLoan(tx, {
      userId,
      loanCurrencyId: q.loan_currency_id,
      collateralCurrencyId: q.collateral_currency_id,
      principal,
      collateral,
      rate,
      termDays: q.term_days,
      openedAt: now,
      dueAt: q.term_days ? now + q.term_days * DAY : 0,
      key,
    });
    const actor = `user:${userId}`;
    await transfer(tx, meta({ id: loanId }, 'collateral', 'loan_collateral', actor), {
      from: await userAccount(tx, userId, q.collateral_currency_id, SPOT),
      to: await systemAccount(tx, 'loan_collateral', q.collateral_currency_id),
      amount: collateral,
    });
    await transfer(tx, meta({ id: loanId }, 'borrow', 'loan_borrow', actor), {
      from: await systemAccount(tx, 'loans', q.loan_currency_id),
      to: await userAccount(tx, userId, q.loan_currency_id, SPOT),
      amount: principal,
    });
    await repo.insertEvent(tx, {
      loanId,
      kind: 'open',
      amount: principal,
      price: m.price,
      tickMs: m.tickMs,
      ltv,
      now,
    });
    return loanId;
  });
  const l = must(await repo.loan(deps.db, id), `loan ${id}`);
  deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: l.loan_currency_id });
  return view(deps, l);
}

async function ownOpen(tx: Queryable, userId: number, id: number): Promise<repo.LoanRow> {
  const l = await repo.loan(tx, id, true);
  if (!l || l.user_id !== userId) return fail('loan_not_found');
  if (l.status !== 'open') fail('loan_not_open');
  return l;
}

/** Repays part or all: interest first, then principal; a fully repaid loan returns its collateral. */
export async function repay(deps: Deps, userId: number, q: LoanAmountRequest): Promise<Loan> {
  await deps.db.tx(async (tx) => {
    const l = await ownOpen(tx, userId, q.id);
    const step = `repay:${q.idempotency_key ?? crypto.randomUUID()}`;
    const places = await placesOf(tx, l.loan_currency_id);
    const amount = exact(q.amount, places);
    if (!isPositive(amount)) fail('loan_repay_too_much');
    // The whole debt is paid with it rounded up to the currency's places (a loan from before
    // amounts kept them may owe a finer figure than any balance can pay).
    const owed = roundUp(debtOf(l), places);
    if (cmp(amount, owed) > 0) fail('loan_repay_too_much');
    const all = cmp(amount, owed) === 0;
    const principalPaid = all ? l.principal : sub(amount, min(amount, l.interest));
    const interestPaid = sub(amount, principalPaid);
    const actor = `user:${userId}`;
    const posted = await postJournal(tx, meta(l, step, 'loan_repay', actor), [
      {
        accountId: await userAccount(tx, userId, l.loan_currency_id, SPOT),
        bucket: 'available',
        amount: neg(amount),
      },
      ...(await debtLegs(tx, l, interestPaid, principalPaid)),
    ]);
    if (posted.replay) return;
    const principal = sub(l.principal, principalPaid);
    const interest = all ? '0' : sub(l.interest, interestPaid);
    const now = deps.clock.nowSeconds();
    const closed = isZero(principal) && isZero(interest);
    await repo.update(tx, l.id, {
      principal,
      interest,
      ...(closed ? { status: 'repaid', closedAt: now } : {}),
    });
    await repo.insertEvent(tx, {
      loanId: l.id,
      kind: 'repay',
      amount,
      detail: { interest: interestPaid, principal: principalPaid },
      now,
    });
    if (closed)
      await transfer(tx, meta(l, 'collateral-return', 'loan_collateral_return', actor), {
        from: await systemAccount(tx, 'loan_collateral', l.collateral_currency_id),
        to: await userAccount(tx, userId, l.collateral_currency_id, SPOT),
        amount: l.collateral,
      });
  });
  const l = must(await repo.loan(deps.db, q.id), `loan ${q.id}`);
  deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: l.loan_currency_id });
  return view(deps, l);
}

/**
 * Changes the collateral of one's open loan in one transaction, the amount kept to the collateral
 * currency's places; answers the loan as it is after.
 */
async function changeCollateral(
  deps: Deps,
  userId: number,
  q: LoanAmountRequest,
  change: (tx: Queryable, l: repo.LoanRow, amount: string) => Promise<void>,
): Promise<Loan> {
  await deps.db.tx(async (tx) => {
    const l = await ownOpen(tx, userId, q.id);
    await change(tx, l, exact(q.amount, await placesOf(tx, l.collateral_currency_id)));
  });
  return view(deps, must(await repo.loan(deps.db, q.id), `loan ${q.id}`));
}

/**
 * Moves collateral between the user's spot account and the loan's custody, one journal per
 * request key; false when that key already moved it (a replay changes nothing more).
 */
async function moveCollateral(
  tx: Queryable,
  l: repo.LoanRow,
  userId: number,
  q: LoanAmountRequest,
  amount: string,
  way: 'add' | 'withdraw',
): Promise<boolean> {
  const spot = await userAccount(tx, userId, l.collateral_currency_id, SPOT);
  const custody = await systemAccount(tx, 'loan_collateral', l.collateral_currency_id);
  const posted = await transfer(
    tx,
    meta(
      l,
      `${way}:${q.idempotency_key ?? crypto.randomUUID()}`,
      way === 'add' ? 'loan_collateral' : 'loan_collateral_return',
      `user:${userId}`,
    ),
    way === 'add' ? { from: spot, to: custody, amount } : { from: custody, to: spot, amount },
  );
  return !posted.replay;
}

export function addCollateral(deps: Deps, userId: number, q: LoanAmountRequest): Promise<Loan> {
  return changeCollateral(deps, userId, q, async (tx, l, amount) => {
    if (!isPositive(amount)) fail('validation_failed');
    if (!(await moveCollateral(tx, l, userId, q, amount, 'add'))) return;
    const collateral = add(l.collateral, amount);
    const m = await mark(tx, l.loan_currency_id, l.collateral_currency_id);
    const ltv = m ? ltvOf(debtOf(l), collateral, m.price) : null;
    const s = await settings(tx);
    // Back under the margin-call level: a later fall calls again.
    const reset =
      ltv !== null && cmp(ltv, s.loan_margin_call_ltv) < 0 ? { marginCalledAt: null } : {};
    await repo.update(tx, l.id, { collateral, ...reset });
    await repo.insertEvent(tx, {
      loanId: l.id,
      kind: 'add_collateral',
      amount,
      price: m?.price ?? null,
      tickMs: m?.tickMs ?? null,
      ltv,
      now: deps.clock.nowSeconds(),
    });
  });
}

export function withdrawCollateral(
  deps: Deps,
  userId: number,
  q: LoanAmountRequest,
): Promise<Loan> {
  return changeCollateral(deps, userId, q, async (tx, l, amount) => {
    const collateral = sub(l.collateral, amount);
    if (!isPositive(amount) || !isPositive(collateral)) fail('loan_ltv_too_high');
    const m =
      (await mark(tx, l.loan_currency_id, l.collateral_currency_id)) ?? fail('loan_no_price');
    const ltv = ltvOf(debtOf(l), collateral, m.price);
    if (cmp(ltv, (await settings(tx)).loan_initial_ltv) > 0) fail('loan_ltv_too_high');
    if (!(await moveCollateral(tx, l, userId, q, amount, 'withdraw'))) return;
    await repo.update(tx, l.id, { collateral });
    await repo.insertEvent(tx, {
      loanId: l.id,
      kind: 'withdraw_collateral',
      amount,
      price: m.price,
      tickMs: m.tickMs,
      ltv,
      now: deps.clock.nowSeconds(),
    });
  });
}

export async function detail(deps: Deps, userId: number, id: number): Promise<Loan> {
  const l = await repo.loan(deps.db, id);
  if (!l || l.user_id !== userId) return fail('loan_not_found');
  return view(deps, l);
}

export async function list(
  deps: Deps,
  userId: number,
  f: { status?: string | undefined } & PageQuery,
) {
  const { rows, total } = await repo.userLoans(deps.db, userId, {
    status: f.status ?? null,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: await views(deps, rows), total };
}

/** The operator's overview: each loan with its LTV now (read-only). */
export async function adminList(
  deps: Deps,
  f: { status?: string | undefined } & PageQuery,
): Promise<{ rows: AdminLoan[]; total: number }> {
  const { rows, total } = await repo.allLoans(deps.db, {
    status: f.status ?? null,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const priced = markCurrencies(rows);
  const prices = priced.length > 0 ? await usdtPrices(deps.db, priced) : new Map();
  return { rows: rows.map((l) => adminLoanView(l, prices)), total };
}

// ------------------------------------------------------------------ jobs

/**
 * Charges every hour boundary passed since the loan opened (or since the last charged hour)
 * up to `now`: each (loan, hour) is claimed once, so a re-run charges nothing twice and hours
 * no node ran are charged on the next run. Overdue hours of a fixed term pay the overdue factor.
 */
export async function chargeInterest(deps: Deps, now = deps.clock.nowSeconds()): Promise<number> {
  let charged = 0;
  let after = 0;
  for (;;) {
    const ids = await repo.openLoanIds(deps.db, after, 200);
    for (const id of ids) {
      after = id;
      charged += await deps.db.tx(async (tx) => {
        const l = await repo.loan(tx, id, true);
        if (!l || l.status !== 'open' || isZero(l.principal)) return 0;
        const s = await settings(tx);
        const first =
          ((await repo.lastChargedHour(tx, l.id)) ?? Math.floor(l.opened_at / HOUR)) + 1;
        const last = Math.min(Math.floor(now / HOUR), first + HOURS_MAX_PER_RUN - 1);
        const places = await placesOf(tx, l.loan_currency_id);
        let interest = l.interest;
        let n = 0;
        for (let hour = first; hour <= last; hour++) {
          const overdue = l.due_at > 0 && hour * HOUR > l.due_at;
          const rate = overdue ? mul(l.annual_rate, s.loan_overdue_factor) : l.annual_rate;
          // Interest is owed to the platform: rounded up, as fees are.
          const amount = roundUp(divDown(mul(l.principal, rate), HOURS_PER_YEAR), places);
          if (!(await repo.claimHour(tx, l.id, hour, amount))) continue;
          interest = add(interest, amount);
          n++;
        }
        if (n) await repo.update(tx, l.id, { interest });
        return n;
      });
    }
    if (ids.length < 200) break;
  }
  return charged;
}

/**
 * Where a debt payment lands: interest as income in `loan_interest`, principal back to the desk
 * that lent it (zero legs left out).
 */
async function debtLegs(tx: Queryable, l: repo.LoanRow, interest: string, principal: string) {
  return [
    {
      accountId: await systemAccount(tx, 'loan_interest', l.loan_currency_id),
      bucket: 'available' as const,
      amount: interest,
    },
    {
      accountId: await systemAccount(tx, 'loans', l.loan_currency_id),
      bucket: 'available' as const,
      amount: principal,
    },
  ].filter((p) => !isZero(p.amount));
}

/**
 * Liquidates: all collateral is sold to the house at the recorded price; the liquidation fee
 * (of the proceeds) goes to `fees`, the debt to the loan desk (its interest to `loan_interest`), the rest to the borrower. A
 * shortfall (proceeds below the debt) stays with the desk.
 */
async function liquidate(
  tx: Queryable,
  l: repo.LoanRow,
  m: Mark,
  ltv: string,
  why: string,
  now: number,
) {
  const s = await settings(tx);
  const places = await placesOf(tx, l.loan_currency_id);
  const proceeds = roundDown(mul(l.collateral, m.price), places);
  const fee = roundDown(mul(proceeds, s.loan_liquidation_fee), places);
  const debt = debtOf(l);
  const repaid = min(debt, sub(proceeds, fee));
  const rest = sub(sub(proceeds, fee), repaid);
  const interestPaid = min(repaid, l.interest);
  const actor = 'system:loans';
  await transfer(tx, meta(l, 'liquidation-collateral', 'loan_liquidation', actor), {
    from: await systemAccount(tx, 'loan_collateral', l.collateral_currency_id),
    to: await systemAccountFor(tx, 'house', l.collateral_currency_id, l.user_id),
    amount: l.collateral,
  });
  const legs = [
    {
      accountId: await systemAccountFor(tx, 'house', l.loan_currency_id, l.user_id),
      bucket: 'available' as const,
      amount: neg(proceeds),
    },
    {
      accountId: await systemAccountFor(tx, 'fees', l.loan_currency_id, l.user_id),
      bucket: 'available' as const,
      amount: fee,
    },
    ...(await debtLegs(tx, l, interestPaid, sub(repaid, interestPaid))),
    {
      accountId: await userAccount(tx, l.user_id, l.loan_currency_id, SPOT),
      bucket: 'available' as const,
      amount: rest,
    },
  ].filter((p) => !isZero(p.amount));
  if (legs.length >= 2)
    await postJournal(tx, meta(l, 'liquidation-proceeds', 'loan_liquidation', actor), legs);
  await repo.update(tx, l.id, {
    status: 'liquidated',
    closedAt: now,
    principal: '0',
    interest: '0',
  });
  await repo.insertEvent(tx, {
    loanId: l.id,
    kind: 'liquidation',
    amount: l.collateral,
    price: m.price,
    tickMs: m.tickMs,
    ltv,
    detail: { why, proceeds, fee, repaid, returned: rest, debt, loan_tick_ms: m.loanTickMs },
    now,
  });
  await notify(
    tx,
    l.user_id,
    'loan_liquidated',
    {
      loan_id: l.id,
      collateral: l.collateral,
      collateral_currency_id: l.collateral_currency_id,
      price: m.price,
      returned: rest,
      loan_currency_id: l.loan_currency_id,
    },
    `loan:${l.id}:liquidated`,
  );
}

/** A ratio (0.8) as the percent a borrower reads (80). */
const percent = (ratio: string) => roundDown(mul(ratio, '100'), 2);

/**
 * Checks every open loan against the latest recorded prices: margin call (once until the LTV
 * is back below the level), liquidation, and liquidation of fixed terms overdue past the grace.
 * Each loan in its own transaction; the borrower is told after commit.
 */
export async function checkRisk(deps: Deps, now = deps.clock.nowSeconds()) {
  const out = { called: 0, liquidated: 0 };
  let after = 0;
  for (;;) {
    const ids = await repo.openLoanIds(deps.db, after, 200);
    for (const id of ids) {
      after = id;
      const r = await deps.db.tx(async (tx) => {
        const l = await repo.loan(tx, id, true);
        if (!l || l.status !== 'open') return null;
        const m = await mark(tx, l.loan_currency_id, l.collateral_currency_id);
        if (!m) return null;
        const s = await settings(tx);
        const ltv = ltvOf(debtOf(l), l.collateral, m.price);
        const overdue = l.due_at > 0 && now > l.due_at + s.loan_overdue_liquidate_h * HOUR;
        if (overdue || cmp(ltv, s.loan_liquidation_ltv) >= 0) {
          await liquidate(tx, l, m, ltv, overdue ? 'overdue' : 'ltv', now);
          return { kind: 'liquidated' as const, l, m, ltv };
        }
        if (cmp(ltv, s.loan_margin_call_ltv) >= 0 && l.margin_called_at === null) {
          await repo.update(tx, l.id, { marginCalledAt: now });
          await repo.insertEvent(tx, {
            loanId: l.id,
            kind: 'margin_call',
            price: m.price,
            tickMs: m.tickMs,
            ltv,
            now,
          });
          // Keyed by the time of the call: a loan called again after recovering gets a new one.
          await notify(
            tx,
            l.user_id,
            'loan_margin_call',
            {
              loan_id: l.id,
              ltv: percent(ltv),
              price: m.price,
              liquidation_ltv: percent(s.loan_liquidation_ltv),
            },
            `loan:${l.id}:margin_call:${now}`,
          );
          return { kind: 'called' as const, l, m, ltv };
        }
        if (cmp(ltv, s.loan_margin_call_ltv) < 0 && l.margin_called_at !== null)
          await repo.update(tx, l.id, { marginCalledAt: null });
        return null;
      });
      if (!r) continue;
      // The inbox message was written with the event; this is the live nudge to open screens.
      const payload = { id: r.l.id, ltv: r.ltv, price: r.m.price, tick_ms: r.m.tickMs };
      if (r.kind === 'called') {
        out.called++;
        deps.realtime.toUser(r.l.user_id, LOAN_SOCKET_EVENTS.marginCall, payload);
      } else {
        out.liquidated++;
        deps.realtime.toUser(r.l.user_id, LOAN_SOCKET_EVENTS.liquidated, payload);
        deps.realtime.toUser(r.l.user_id, SOCKET_EVENTS.balance, {
          currency_id: r.l.loan_currency_id,
        });
      }
    }
    if (ids.length < 200) break;
  }
  return out;
}

export type Loans = ReturnType<typeof createLoans>;

export function createLoans(deps: Deps) {
  return {
    deps,
    config: () => config(deps),
    borrow: (u: number, q: LoanBorrowRequest) => borrow(deps, u, q),
    repay: (u: number, q: LoanAmountRequest) => repay(deps, u, q),
    addCollateral: (u: number, q: LoanAmountRequest) => addCollateral(deps, u, q),
    withdrawCollateral: (u: number, q: LoanAmountRequest) => withdrawCollateral(deps, u, q),
    detail: (u: number, id: number) => detail(deps, u, id),
    list: (u: number, f: Parameters<typeof list>[2]) => list(deps, u, f),
    adminList: (f: Parameters<typeof adminList>[1]) => adminList(deps, f),
    chargeInterest: (now?: number) => chargeInterest(deps, now),
    checkRisk: (now?: number) => checkRisk(deps, now),
    /** Collateral of open loans (all users, or one), read in the caller's transaction. */
    collateralHeld: repo.collateralHeld,
  };
}
