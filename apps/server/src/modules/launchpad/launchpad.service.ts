import {
  ACCOUNT_TYPES,
  SOCKET_EVENTS,
  type AdminProjectEditRequest,
  type AdminProjectRequest,
  type Lang,
  type PageQuery,
  type Project,
  type ProjectDetail,
  type ProjectOrder,
  type ProjectOrderRequest,
} from '@tidemark/contracts';
import {
  ensureSystemAccounts,
  hold,
  releaseHold,
  settleHold,
  systemAccount,
  transfer,
  userAccount,
} from '../../ledger';
import { invariant, must } from '../../platform/assert';
import { applyEdit, recordAudit, type AuditActor } from '../../platform/audit';
import { lockFor, type Tx } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { add, cmp, isPositive, mul, roundUp, sub } from '../../platform/money';
import { allocationPlan, type Allocation, type AllocationPlan } from './allocation';
import { notify } from '../../platform/inbox';
import { currencyByCode, existingCurrencies, insertToken, setTradable } from '../market';
import * as repo from './launchpad.repo';
import { fitsPrecision, orderView, projectView, textIn } from './launchpad.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>;

const DAY = 86_400;
const SPOT = ACCOUNT_TYPES.change;
const AMOUNT_LIMIT = '1000000000000000000';
const INT_MAX = 2_147_483_647;

/** The UTC midnight at or after a time: tokens unlock at the start of a day. */
export const midnightAtOrAfter = (s: number) => Math.ceil(s / DAY) * DAY;

async function withPrices(deps: Deps, rows: repo.ProjectRow[], lang: Lang): Promise<Project[]> {
  const prices = await repo.prices(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock.nowSeconds();
  return rows.map((r) => projectView(r, prices, lang, now));
}

export async function list(
  deps: Deps,
  lang: Lang,
  filter: { time_status?: number | undefined } & PageQuery,
): Promise<{ rows: Project[]; total: number }> {
  const { rows, total } = await repo.projects(deps.db, {
    timeStatus: filter.time_status ?? null,
    now: deps.clock.nowSeconds(),
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
  });
  return { rows: await withPrices(deps, rows, lang), total };
}

export async function detail(
  deps: Deps,
  lang: Lang,
  projectId: number,
  userId: number | null,
): Promise<ProjectDetail> {
  const p = await repo.project(deps.db, projectId);
  if (!p || !p.active) return fail('project_not_found');
  const [info] = await withPrices(deps, [p], lang);
  const orders = userId ? await repo.userProjectOrders(deps.db, userId, p.id) : [];
  const userTotal = userId ? await repo.userRequested(deps.db, userId, p.id) : '0';
  const left = sub(p.max_amount, userTotal);
  return {
    info: {
      ...info!,
      content: textIn(p.content, lang),
      white_book: p.white_book,
      link: p.link,
      total_allocated: p.total_allocated,
    },
    orders: orders.map((o) => orderView(o, p)),
    user_total: userTotal,
    user_remaining: isPositive(left) ? left : '0',
  };
}

/**
 * POST /project/order: holds requested × price (rounded up to the pay currency) in the spot
 * account; nothing is spent until allocation. Refused outside the window, below the minimum,
 * above the user's maximum over all their subscriptions, in a currency the project does not
 * take, or without the balance (the hold fails and nothing is written).
 */
export async function subscribe(
  deps: Deps,
  userId: number,
  input: ProjectOrderRequest,
): Promise<ProjectOrder> {
  const key = `${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  const id = await deps.db.tx(async (tx) => {
    await lockFor(tx, 'launchpad:user', userId);
    const again = await repo.orderByKey(tx, key);
    if (again) return again.id;
    // The project row lock orders subscriptions against the phase change that ends the window.
    const p = await repo.project(tx, input.project_id, true);
    if (!p || !p.active) return fail('project_not_found');
    const now = deps.clock.nowSeconds();
    if (p.phase !== 'subscribing' && p.phase !== 'warmup') fail('project_not_subscribing');
    if (now < p.start_at || now >= p.end_at) fail('project_not_subscribing');
    const price = (await repo.prices(tx, [p.id])).find((x) => x.currency_id === input.pay_currency);
    if (!price) return fail('project_pay_currency_unsupported');
    if (!fitsPrecision(input.amount, p.precision)) fail('amount_too_precise');
    if (cmp(input.amount, p.min_amount) < 0) fail('project_below_minimum');
    const already = await repo.userRequested(tx, userId, p.id);
    if (cmp(add(already, input.amount), p.max_amount) > 0) fail('project_above_user_limit');
    const cost = roundUp(mul(input.amount, price.price), price.precision);
    const orderId = await repo.nextOrderId(tx);
    const account = await userAccount(tx, userId, price.currency_id, SPOT);
    const held = await hold(
      tx,
      {
        key: `launchpad:${orderId}:hold`,
        reason: 'launchpad_subscribe',
        refType: 'launchpad_order',
        refId: orderId,
        actor: `user:${userId}`,
      },
      { accountId: account, amount: cost },
    );
    await repo.insertOrder(tx, {
      id: orderId,
      projectId: p.id,
      userId,
      payCurrencyId: price.currency_id,
      price: price.price,
      requested: input.amount,
      cost,
      holdId: held.holdId,
      key,
    });
    return orderId;
  });
  const o = must(await repo.order(deps.db, id), `launchpad order ${id}`);
  const p = must(await repo.project(deps.db, o.project_id), `project ${o.project_id}`);
  deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: o.pay_currency_id });
  return orderView(o, p);
}

export async function userOrders(
  deps: Deps,
  userId: number,
  page: PageQuery,
): Promise<{ rows: ProjectOrder[]; total: number }> {
  const { rows, total } = await repo.userOrders(
    deps.db,
    userId,
    page.limit,
    (page.page - 1) * page.limit,
  );
  const projects = new Map<number, repo.ProjectRow>();
  for (const o of rows) {
    if (!projects.has(o.project_id))
      projects.set(o.project_id, must(await repo.project(deps.db, o.project_id), 'project'));
  }
  return { rows: rows.map((o) => orderView(o, projects.get(o.project_id)!)), total };
}

// ------------------------------------------------------------------ allocation and listing

const ACTOR = 'system:launchpad';

function planOf(p: repo.ProjectRow, orders: repo.OrderRow[]): AllocationPlan {
  return allocationPlan(
    orders.map((o) => ({
      id: o.id,
      requested: o.requested,
      cost: o.cost,
      price: o.price,
      payPrecision: o.pay_precision,
    })),
    p.amount,
    p.precision,
  );
}

/** Orders a run of the phases job moves at most per project; the next run goes on. */
const ORDERS_PER_RUN = 5_000;

interface Progress {
  done: boolean;
  users: Set<number>;
}

/** Takes the allocated payment to the issuer and releases the rest of the hold of one order. */
async function allocateOrder(
  tx: Tx,
  o: repo.OrderRow,
  a: Allocation,
  token: string,
): Promise<void> {
  const meta = { refType: 'launchpad_order', refId: o.id, actor: ACTOR };
  if (isPositive(a.paid)) {
    const issuer = await systemAccount(tx, 'launchpad', o.pay_currency_id);
    await settleHold(
      tx,
      { ...meta, key: `launchpad:${o.id}:pay`, reason: 'launchpad_pay' },
      { holdId: o.hold_id, legs: [{ accountId: issuer, amount: a.paid }] },
    );
  }
  if (isPositive(a.refunded))
    await releaseHold(
      tx,
      { ...meta, key: `launchpad:${o.id}:refund`, reason: 'launchpad_refund' },
      { holdId: o.hold_id, amount: a.refunded },
    );
  await repo.markAllocated(tx, o.id, a);
  await notify(
    tx,
    o.user_id,
    'ieo_allocated',
    {
      token,
      allocated: a.allocated,
      paid: a.paid,
      refunded: a.refunded,
      pay_currency: o.pay_currency_code,
    },
    `launchpad:${o.id}:allocated`,
  );
}

/**
 * Allocates a project whose window has ended (its subscriptions can no longer change), one
 * transaction per order. The plan is a pure function of the subscriptions and every journal
 * is keyed by its order, so a run cut short, a second run or a second node computes the same
 * plan, skips what is stored (checking it matches) and finishes the rest. The project becomes
 * `allocated` once no subscription is left held.
 */
async function allocateProject(
  deps: Deps,
  p: repo.ProjectRow,
): Promise<Progress & { plan: AllocationPlan }> {
  const orders = await repo.projectOrders(deps.db, p.id);
  const plan = planOf(p, orders);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const users = new Set<number>();
  let moved = 0;
  for (const a of plan.orders) {
    const o = byId.get(a.id)!;
    if (o.status !== 'held') {
      invariant(
        cmp(o.allocated ?? '-1', a.allocated) === 0 && cmp(o.paid ?? '-1', a.paid) === 0,
        `launchpad order ${o.id}: stored allocation differs from the plan`,
      );
      continue;
    }
    if (moved >= ORDERS_PER_RUN) return { done: false, users, plan };
    await deps.db.tx(async (tx) => {
      const locked = await repo.lockOrder(tx, o.id);
      if (locked?.status === 'held') await allocateOrder(tx, locked, a, p.currency_code);
    });
    moved++;
    users.add(o.user_id);
  }
  await deps.db.tx(async (tx) => {
    await repo.project(tx, p.id, true);
    await repo.setTotalAllocated(tx, p.id, plan.totalAllocated);
    await repo.setPhaseFrom(tx, p.id, 'allocating', 'allocated');
  });
  return { done: true, users, plan };
}

/** Credits one allocation and, with a lock period, holds it at once in the same transaction. */
async function listOrder(
  tx: Tx,
  p: repo.ProjectRow,
  o: repo.OrderRow,
  unlockAt: number,
): Promise<void> {
  const allocated = must(o.allocated, 'allocated');
  const meta = { refType: 'launchpad_order', refId: o.id, actor: ACTOR };
  let tokenHold: number | null = null;
  if (isPositive(allocated)) {
    const issuer = await systemAccount(tx, 'launchpad', p.currency_id);
    const account = await userAccount(tx, o.user_id, p.currency_id, SPOT);
    await transfer(
      tx,
      { ...meta, key: `launchpad:${o.id}:credit`, reason: 'launchpad_credit' },
      { from: issuer, to: account, amount: allocated },
    );
    if (p.lock_days > 0)
      tokenHold = (
        await hold(
          tx,
          { ...meta, key: `launchpad:${o.id}:lock`, reason: 'launchpad_lock' },
          { accountId: account, amount: allocated },
        )
      ).holdId;
  }
  await repo.markLocked(tx, o.id, tokenHold, unlockAt, tokenHold === null);
}

/**
 * At listing: each allocation is credited from the issuer to the subscriber's spot account
 * and locked until the UTC midnight at or after listing + lock days, one transaction per
 * order; the token becomes tradable and the project `listed` once all are credited.
 */
async function listProject(deps: Deps, p: repo.ProjectRow): Promise<Progress> {
  const unlockAt = midnightAtOrAfter(p.listing_at + p.lock_days * DAY);
  const users = new Set<number>();
  let moved = 0;
  for (const o of await repo.projectOrders(deps.db, p.id)) {
    if (o.status !== 'allocated') continue;
    if (moved >= ORDERS_PER_RUN) return { done: false, users };
    await deps.db.tx(async (tx) => {
      const locked = await repo.lockOrder(tx, o.id);
      if (locked?.status === 'allocated') await listOrder(tx, p, locked, unlockAt);
    });
    moved++;
    users.add(o.user_id);
  }
  await deps.db.tx(async (tx) => {
    await repo.project(tx, p.id, true);
    await setTradable(tx, p.currency_id);
    await repo.setPhaseFrom(tx, p.id, 'allocated', 'listed');
  });
  return { done: true, users };
}

/**
 * Moves one project's stored phase up to the clock: warm-up → subscribing → allocating →
 * allocated (the allocation) → listed (the credit). The window changes are one transaction
 * each, under the project's row lock that subscriptions take too. Returns the users whose
 * balances changed.
 */
async function advanceProject(deps: Deps, id: number, now: number): Promise<Set<number>> {
  const touched = new Set<number>();
  for (let step = 0; step < 5; step++) {
    const p = await deps.db.tx(async (tx) => {
      const row = must(await repo.project(tx, id, true), `project ${id}`);
      if (row.phase === 'warmup' && now >= row.start_at)
        await repo.setPhaseFrom(tx, id, 'warmup', 'subscribing');
      else if (row.phase === 'subscribing' && now >= row.end_at)
        await repo.setPhaseFrom(tx, id, 'subscribing', 'allocating');
      else return row;
      return null;
    });
    if (p === null) continue;
    let progress: Progress | null = null;
    if (p.phase === 'allocating') progress = await allocateProject(deps, p);
    else if (p.phase === 'allocated' && now >= p.listing_at) progress = await listProject(deps, p);
    if (!progress) break;
    for (const u of progress.users) touched.add(u);
    if (!progress.done) break;
  }
  return touched;
}

const PHASE_BATCH = 100;

/** The phases job: every project behind the clock catches up (bounded per run). */
export async function advanceAll(deps: Deps, now = deps.clock.nowSeconds()): Promise<number> {
  const ids = await repo.projectsBehind(deps.db, now, PHASE_BATCH);
  for (const id of ids) {
    const users = await advanceProject(deps, id, now);
    for (const u of users) deps.realtime.toUser(u, SOCKET_EVENTS.balance, {});
  }
  return ids.length;
}

/**
 * Recomputes a project's allocation from its subscriptions without writing anything: the
 * check that a re-run gives what was stored.
 */
export async function recomputeAllocation(deps: Deps, projectId: number): Promise<AllocationPlan> {
  const p = (await repo.project(deps.db, projectId)) ?? fail('project_not_found');
  return planOf(p, await repo.projectOrders(deps.db, projectId));
}

/** Runs the allocation again: a no-op once allocated (stored rows and journal keys). */
export async function reallocate(deps: Deps, projectId: number): Promise<AllocationPlan> {
  const p = (await repo.project(deps.db, projectId)) ?? fail('project_not_found');
  if (p.phase === 'warmup' || p.phase === 'subscribing') fail('project_not_subscribing');
  return (await allocateProject(deps, p)).plan;
}

const UNLOCK_BATCH = 200;
const UNLOCK_BATCHES_MAX = 50;

/**
 * Releases the token holds due by the start of a UTC day (`YYYY-MM-DD`), one transaction per
 * order; a day the job did not run is covered by the next, whose cut-off is later.
 */
export async function unlockDay(
  deps: Deps,
  day: string,
): Promise<{ unlocked: number; more: boolean }> {
  const at = Date.parse(`${day}T00:00:00Z`) / 1000;
  let unlocked = 0;
  let after = 0;
  for (let batch = 0; batch < UNLOCK_BATCHES_MAX; batch++) {
    const ids = await repo.unlockDue(deps.db, at, after, UNLOCK_BATCH);
    for (const id of ids) {
      after = id;
      const userId = await deps.db.tx(async (tx) => {
        const o = await repo.lockOrder(tx, id);
        if (!o || o.status !== 'locked') return null;
        if (o.token_hold_id !== null)
          await releaseHold(
            tx,
            {
              key: `launchpad:${o.id}:unlock`,
              reason: 'launchpad_unlock',
              refType: 'launchpad_order',
              refId: o.id,
              actor: ACTOR,
            },
            { holdId: o.token_hold_id },
          );
        await repo.markUnlocked(tx, o.id);
        return o.user_id;
      });
      if (userId === null) continue;
      unlocked++;
      deps.realtime.toUser(userId, SOCKET_EVENTS.balance, {});
    }
    if (ids.length < UNLOCK_BATCH) return { unlocked, more: false };
  }
  return { unlocked, more: true };
}

// ------------------------------------------------------------------ operator

function checkProject(
  input: Pick<
    repo.ProjectRow,
    'amount' | 'min_amount' | 'max_amount' | 'warmup_at' | 'start_at' | 'end_at' | 'listing_at'
  > & { token_precision: number },
): void {
  const ok =
    input.warmup_at <= input.start_at &&
    input.start_at < input.end_at &&
    input.end_at <= input.listing_at &&
    // A per-user maximum above the sale is allowed: a single subscriber can oversubscribe too.
    cmp(input.min_amount, input.max_amount) <= 0 &&
    fitsPrecision(input.amount, input.token_precision) &&
    fitsPrecision(input.min_amount, input.token_precision) &&
    fitsPrecision(input.max_amount, input.token_precision) &&
    // numeric(36, 18) holds 18 integer digits.
    [input.amount, input.min_amount, input.max_amount].every((v) => cmp(v, AMOUNT_LIMIT) < 0);
  if (!ok) fail('project_invalid');
}

/** Creates a project and its token currency (not tradable, not depositable) in one transaction. */
export async function createProject(
  deps: Deps,
  actor: AuditActor,
  input: AdminProjectRequest,
): Promise<{ id: number; currency_id: number }> {
  checkProject(input);
  const priceIds = Object.keys(input.prices).map(Number);
  if (priceIds.length === 0) fail('project_invalid');
  if (Object.values(input.prices).some((v) => cmp(v, AMOUNT_LIMIT) >= 0)) fail('project_invalid');
  // An id past a Postgres integer names no currency (and must not reach the query).
  if (priceIds.some((c) => c > INT_MAX)) fail('project_pay_currency_unsupported');
  return deps.db.tx(async (tx) => {
    if ((await existingCurrencies(tx, priceIds)).length !== priceIds.length)
      fail('project_pay_currency_unsupported');
    if (await currencyByCode(tx, input.token_code)) fail('token_code_taken');
    const currencyId = await insertToken(tx, {
      code: input.token_code,
      name: input.title,
      precision: input.token_precision,
    });
    // A new currency's system accounts open with it, never by the first money move.
    await ensureSystemAccounts(tx, [currencyId]);
    const id = await repo.insertProject(tx, { ...input, currency_id: currencyId, phase: 'warmup' });
    for (const [currency, price] of Object.entries(input.prices))
      await repo.insertPrice(tx, id, Number(currency), price);
    await recordAudit(tx, actor, {
      action: 'launchpad.create',
      targetType: 'launchpad_project',
      targetId: id,
      detail: { after: { ...input, currency_id: currencyId } },
    });
    return { id, currency_id: currencyId };
  });
}

/** Edits what does not change the rules of the sale: texts, links, and whether it is listed. */
export async function editProject(
  deps: Deps,
  actor: AuditActor,
  input: AdminProjectEditRequest,
): Promise<{ id: number }> {
  return deps.db.tx(async (tx) => {
    const p = (await repo.project(tx, input.id, true)) ?? fail('project_not_found');
    return applyEdit(
      tx,
      actor,
      p,
      input,
      repo.PROJECT_EDITABLE,
      { action: 'launchpad.edit', targetType: 'launchpad_project' },
      (after) => repo.updateProject(tx, p.id, after),
    );
  });
}

export interface Launchpad {
  readonly deps: Deps;
  list(lang: Lang, filter: Parameters<typeof list>[2]): Promise<{ rows: Project[]; total: number }>;
  detail(lang: Lang, projectId: number, userId: number | null): Promise<ProjectDetail>;
  subscribe(userId: number, input: ProjectOrderRequest): Promise<ProjectOrder>;
  userOrders(userId: number, page: PageQuery): Promise<{ rows: ProjectOrder[]; total: number }>;
  advanceAll(now?: number): Promise<number>;
  unlockDay(day: string): Promise<{ unlocked: number; more: boolean }>;
  recomputeAllocation(projectId: number): Promise<AllocationPlan>;
  reallocate(projectId: number): Promise<AllocationPlan>;
  createProject(
    actor: AuditActor,
    input: AdminProjectRequest,
  ): Promise<{ id: number; currency_id: number }>;
  editProject(actor: AuditActor, input: AdminProjectEditRequest): Promise<{ id: number }>;
}

export function createLaunchpad(deps: Deps): Launchpad {
  return {
    deps,
    list: (lang, filter) => list(deps, lang, filter),
    detail: (lang, id, userId) => detail(deps, lang, id, userId),
    subscribe: (userId, input) => subscribe(deps, userId, input),
    userOrders: (userId, page) => userOrders(deps, userId, page),
    advanceAll: (now) => advanceAll(deps, now),
    unlockDay: (day) => unlockDay(deps, day),
    recomputeAllocation: (id) => recomputeAllocation(deps, id),
    reallocate: (id) => reallocate(deps, id),
    createProject: (actor, input) => createProject(deps, actor, input),
    editProject: (actor, input) => editProject(deps, actor, input),
  };
}
