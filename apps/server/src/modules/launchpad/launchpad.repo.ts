import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';
import { productList, type ProductStatusFilter } from '../../platform/paging';
import { decimalOf, epochOf, userOrdersOf, type UserOrders } from '../../platform/user-orders';
import { currencyList, currencyPriceTerms, pageCurrencyCodes, withCurrencyCodes } from '../market';

export interface ProjectRow {
  id: number;
  currency_id: number;
  currency_code: string;
  precision: number;
  title: string;
  summary: Record<string, string>;
  content: Record<string, string>;
  logo: string;
  white_book: string;
  link: string;
  amount: string;
  min_amount: string;
  max_amount: string;
  warmup_at: number;
  start_at: number;
  end_at: number;
  listing_at: number;
  lock_days: number;
  phase: string;
  total_requested: string;
  total_allocated: string | null;
  active: boolean;
}

export interface PriceRow {
  project_id: number;
  currency_id: number;
  currency_code: string;
  precision: number;
  price: string;
}

export interface OrderRow {
  id: number;
  project_id: number;
  user_id: number;
  pay_currency_id: number;
  pay_currency_code: string;
  pay_precision: number;
  price: string;
  requested: string;
  cost: string;
  hold_id: number;
  allocated: string | null;
  paid: string | null;
  refunded: string | null;
  token_hold_id: number | null;
  unlock_at: number | null;
  status: string;
  created_s: number;
}

const PROJECT_COLUMNS = `p.id, p.currency_id, p.title, p.summary, p.content,
  p.logo, p.white_book, p.link, trim_scale(p.amount)::text AS amount, trim_scale(p.min_amount)::text AS min_amount,
  trim_scale(p.max_amount)::text AS max_amount, p.warmup_at, p.start_at, p.end_at, p.listing_at, p.lock_days, p.phase,
  trim_scale(p.total_requested)::text AS total_requested, trim_scale(p.total_allocated)::text AS total_allocated, p.active`;

const ORDER_COLUMNS = `o.id, o.project_id, o.user_id, o.pay_currency_id,
  trim_scale(o.price)::text AS price, trim_scale(o.requested)::text AS requested, trim_scale(o.cost)::text AS cost,
  o.hold_id, trim_scale(o.allocated)::text AS allocated, trim_scale(o.paid)::text AS paid,
  trim_scale(o.refunded)::text AS refunded, o.token_hold_id, o.unlock_at, o.status,
  extract(epoch FROM o.created_at)::bigint AS created_s`;

/** A project or an order as its columns hold it: its currency by id (its code and places are market's). */
type ProjectRecord = Omit<ProjectRow, 'currency_code' | 'precision'>;
type OrderRecord = Omit<OrderRow, 'pay_currency_code' | 'pay_precision'>;

/**
 * The code and places of the given currencies, read from market's catalogue in one statement
 * for their distinct ids (none for none), as a lookup. An id it does not hold breaks an invariant.
 */
async function currencyTerms(
  q: Queryable,
  ids: number[],
): Promise<(id: number) => { code: string; precision: number }> {
  const distinct = [...new Set(ids.map(Number))];
  const terms = distinct.length ? await currencyPriceTerms(q, distinct) : new Map();
  return (id) => {
    const t = must(terms.get(Number(id)), `currency ${id} is in the catalogue`);
    return { code: t.code, precision: t.precision };
  };
}

/** Projects with their token's code and places, in the columns' order. */
async function withProjectCurrency(q: Queryable, rows: ProjectRecord[]): Promise<ProjectRow[]> {
  const terms = await currencyTerms(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map(({ id, currency_id, ...r }) => {
    const c = terms(currency_id);
    return { id, currency_id, currency_code: c.code, precision: c.precision, ...r };
  });
}

/** Orders with their pay currency's code and places, in the columns' order. */
async function withPayCurrency(q: Queryable, rows: OrderRecord[]): Promise<OrderRow[]> {
  const terms = await currencyTerms(
    q,
    rows.map((r) => r.pay_currency_id),
  );
  return rows.map(({ id, project_id, user_id, pay_currency_id, ...r }) => {
    const c = terms(pay_currency_id);
    return {
      id,
      project_id,
      user_id,
      pay_currency_id,
      pay_currency_code: c.code,
      pay_precision: c.precision,
      ...r,
    };
  });
}

export async function projects(
  q: Queryable,
  filter: { timeStatus: number | null; now: number; limit: number; offset: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  // time_status: 1 before start, 2 inside the window, 3 after its end.
  const where = `p.active AND ($1::int IS NULL
    OR ($1 = 1 AND $2 < p.start_at) OR ($1 = 2 AND $2 >= p.start_at AND $2 < p.end_at) OR ($1 = 3 AND $2 >= p.end_at))`;
  const { rows } = await q.query<ProjectRecord>(
    `SELECT ${PROJECT_COLUMNS} FROM launchpad_projects p
      WHERE ${where} ORDER BY p.start_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [filter.timeStatus, filter.now, filter.limit, filter.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM launchpad_projects p WHERE ${where}`,
    [filter.timeStatus, filter.now],
  );
  return { rows: await withProjectCurrency(q, rows), total: count.rows[0]!.n };
}

/** The console's project list as its columns hold it: the token by id. */
const consoleProjectRecords = productList<
  Omit<
    ProjectRow,
    | 'currency_code'
    | 'precision'
    | 'summary'
    | 'content'
    | 'lock_days'
    | 'total_requested'
    | 'total_allocated'
  >
>({
  select: `SELECT p.id, p.title, p.currency_id, trim_scale(p.amount)::text AS amount,
          trim_scale(p.min_amount)::text AS min_amount, trim_scale(p.max_amount)::text AS max_amount,
          p.warmup_at::float8 AS warmup_at, p.start_at::float8 AS start_at, p.end_at::float8 AS end_at,
          p.listing_at::float8 AS listing_at, p.phase, p.active, p.logo, p.link, p.white_book
     FROM launchpad_projects p`,
  table: 'launchpad_projects',
  alias: 'p',
  active: 'p.active',
  order: 'p.id DESC',
});

/**
 * Every project for the console, by the console's status filter, newest first, each with its
 * token's code from market's catalogue (one read for the page).
 */
export async function consoleProjects(
  q: Queryable,
  status: ProductStatusFilter,
  limit: number,
  offset: number,
) {
  const { rows, total } = await consoleProjectRecords(q, status, limit, offset);
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return {
    rows: rows.map(({ id, title, currency_id, ...r }) => ({
      id,
      title,
      token_code: code(currency_id),
      ...r,
    })),
    total,
  };
}

export async function project(
  q: Queryable,
  id: number,
  forUpdate = false,
): Promise<ProjectRow | null> {
  const { rows } = await q.query<ProjectRecord>(
    `SELECT ${PROJECT_COLUMNS} FROM launchpad_projects p
      WHERE p.id = $1 ${forUpdate ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0] ? (await withProjectCurrency(q, rows))[0]! : null;
}

/**
 * The projects' prices, by project and then in the order screens list currencies (market's
 * catalogue order, read with the currencies' codes and places in one statement).
 */
export async function prices(q: Queryable, projectIds: number[]): Promise<PriceRow[]> {
  const { rows } = await q.query<Omit<PriceRow, 'currency_code' | 'precision'>>(
    `SELECT l.project_id, l.currency_id, trim_scale(l.price)::text AS price
       FROM launchpad_prices l WHERE l.project_id = ANY($1::bigint[])`,
    [projectIds],
  );
  if (!rows.length) return [];
  const catalogue = await currencyList(q);
  const rank = new Map(catalogue.map((c, i) => [Number(c.id), i]));
  const at = (id: number) => must(rank.get(Number(id)), `currency ${id} is in the catalogue`);
  return rows
    .sort(
      (a, b) =>
        Number(a.project_id) - Number(b.project_id) || at(a.currency_id) - at(b.currency_id),
    )
    .map((r) => {
      const c = catalogue[at(r.currency_id)]!;
      return {
        project_id: r.project_id,
        currency_id: r.currency_id,
        currency_code: c.code,
        precision: c.precision,
        price: r.price,
      };
    });
}

export async function orderByKey(q: Queryable, key: string): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM launchpad_orders o WHERE o.idempotency_key = $1`,
    [key],
  );
  return rows[0] ? (await withPayCurrency(q, rows))[0]! : null;
}

export async function order(q: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM launchpad_orders o WHERE o.id = $1`,
    [id],
  );
  return rows[0] ? (await withPayCurrency(q, rows))[0]! : null;
}

/** Every subscription of a project, in id order (allocation walks them so, every run alike). */
export async function projectOrders(q: Queryable, projectId: number): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM launchpad_orders o WHERE o.project_id = $1 ORDER BY o.id`,
    [projectId],
  );
  return withPayCurrency(q, rows);
}

export async function userProjectOrders(
  q: Queryable,
  userId: number,
  projectId: number,
): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM launchpad_orders o
      WHERE o.user_id = $1 AND o.project_id = $2 ORDER BY o.id DESC`,
    [userId, projectId],
  );
  return withPayCurrency(q, rows);
}

export async function userRequested(
  q: Queryable,
  userId: number,
  projectId: number,
): Promise<string> {
  const { rows } = await q.query<{ s: string }>(
    `SELECT trim_scale(coalesce(sum(requested), 0))::text AS s FROM launchpad_orders WHERE user_id = $1 AND project_id = $2`,
    [userId, projectId],
  );
  return rows[0]!.s;
}

export async function userOrders(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const { rows } = await q.query<OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM launchpad_orders o
      WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM launchpad_orders WHERE user_id = $1',
    [userId],
  );
  return { rows: await withPayCurrency(q, rows), total: count.rows[0]!.n };
}

export async function nextOrderId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('launchpad_orders', 'id'))::bigint AS id`,
  );
  return rows[0]!.id;
}

export async function insertOrder(
  q: Queryable,
  o: {
    id: number;
    projectId: number;
    userId: number;
    payCurrencyId: number;
    price: string;
    requested: string;
    cost: string;
    holdId: number;
    key: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO launchpad_orders (id, project_id, user_id, pay_currency_id, price, requested, cost, hold_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [o.id, o.projectId, o.userId, o.payCurrencyId, o.price, o.requested, o.cost, o.holdId, o.key],
  );
  await q.query(
    'UPDATE launchpad_projects SET total_requested = total_requested + $2 WHERE id = $1',
    [o.projectId, o.requested],
  );
}

/** Moves the phase on only from the one expected (a second node's run changes nothing). */
export async function setPhaseFrom(
  q: Queryable,
  id: number,
  from: string,
  to: string,
): Promise<void> {
  await q.query('UPDATE launchpad_projects SET phase = $3 WHERE id = $1 AND phase = $2', [
    id,
    from,
    to,
  ]);
}

/** Projects whose stored phase is behind the clock, oldest first. */
export async function projectsBehind(q: Queryable, now: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM launchpad_projects WHERE
        (phase = 'warmup' AND start_at <= $1) OR (phase = 'subscribing' AND end_at <= $1)
        OR phase = 'allocating' OR (phase = 'allocated' AND listing_at <= $1)
      ORDER BY id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

export async function markAllocated(
  q: Queryable,
  id: number,
  a: { allocated: string; paid: string; refunded: string },
): Promise<void> {
  await q.query(
    `UPDATE launchpad_orders SET allocated = $2, paid = $3, refunded = $4, status = 'allocated' WHERE id = $1 AND status = 'held'`,
    [id, a.allocated, a.paid, a.refunded],
  );
}

export async function setTotalAllocated(q: Queryable, id: number, total: string): Promise<void> {
  await q.query(
    'UPDATE launchpad_projects SET total_allocated = $2 WHERE id = $1 AND total_allocated IS NULL',
    [id, total],
  );
}

export async function markLocked(
  q: Queryable,
  id: number,
  tokenHoldId: number | null,
  unlockAt: number,
  unlocked: boolean,
): Promise<void> {
  await q.query(
    `UPDATE launchpad_orders SET token_hold_id = $2, unlock_at = $3, status = $4 WHERE id = $1 AND status = 'allocated'`,
    [id, tokenHoldId, unlockAt, unlocked ? 'unlocked' : 'locked'],
  );
}

/** Locked orders whose unlock time has come, for the unlock job. */
export async function unlockDue(
  q: Queryable,
  at: number,
  after: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM launchpad_orders WHERE status = 'locked' AND unlock_at <= $1 AND id > $2 ORDER BY id LIMIT $3`,
    [at, after, limit],
  );
  return rows.map((r) => r.id);
}

export async function lockOrder(q: Queryable, id: number): Promise<OrderRow | null> {
  await q.query('SELECT id FROM launchpad_orders WHERE id = $1 FOR UPDATE', [id]);
  return order(q, id);
}

export async function markUnlocked(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE launchpad_orders SET status = 'unlocked' WHERE id = $1 AND status = 'locked'`,
    [id],
  );
}

// ------------------------------------------------------------------ operator

/** A new project: the fields of its row an operator sets, and the phase it starts in. */
export type NewProject = Omit<
  ProjectRow,
  'id' | 'currency_code' | 'precision' | 'total_requested' | 'total_allocated' | 'active'
>;

/** A project's page (title, texts, logo, links) as the parameters of its columns, in their order. */
const pageParams = (
  p: Pick<ProjectRow, 'title' | 'summary' | 'content' | 'logo' | 'white_book' | 'link'>,
) => [p.title, JSON.stringify(p.summary), JSON.stringify(p.content), p.logo, p.white_book, p.link];

export async function insertProject(q: Queryable, p: NewProject): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO launchpad_projects (currency_id, title, summary, content, logo, white_book, link, amount, min_amount,
       max_amount, warmup_at, start_at, end_at, listing_at, lock_days, phase)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      p.currency_id,
      ...pageParams(p),
      p.amount,
      p.min_amount,
      p.max_amount,
      p.warmup_at,
      p.start_at,
      p.end_at,
      p.listing_at,
      p.lock_days,
      p.phase,
    ],
  );
  return rows[0]!.id;
}

export async function insertPrice(
  q: Queryable,
  projectId: number,
  currencyId: number,
  price: string,
) {
  await q.query(
    'INSERT INTO launchpad_prices (project_id, currency_id, price) VALUES ($1, $2, $3)',
    [projectId, currencyId, price],
  );
}

/** What an operator may change of a project: its texts, links, and whether it is listed. */
export const PROJECT_EDITABLE = [
  'title',
  'summary',
  'content',
  'logo',
  'white_book',
  'link',
  'active',
] as const;

export async function updateProject(
  q: Queryable,
  id: number,
  f: Pick<ProjectRow, (typeof PROJECT_EDITABLE)[number]>,
): Promise<void> {
  await q.query(
    `UPDATE launchpad_projects SET title = $2, summary = $3, content = $4, logo = $5, white_book = $6, link = $7, active = $8
      WHERE id = $1`,
    [id, ...pageParams(f), f.active],
  );
}

/** Demo data: a project's summary and description in every language. */
export async function setProjectTexts(
  q: Queryable,
  id: number,
  summary: Record<string, string>,
  content: Record<string, string>,
): Promise<void> {
  await q.query('UPDATE launchpad_projects SET summary = $2, content = $3 WHERE id = $1', [
    id,
    JSON.stringify(summary),
    JSON.stringify(content),
  ]);
}

export async function projectByTitle(q: Queryable, title: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM launchpad_projects WHERE title = $1',
    [title],
  );
  return rows[0]?.id ?? null;
}

/**
 * A user's subscriptions: the console's drill-down (read only, the shape every product fits).
 * The query selects the pay currency's id as `currency`; its code comes from market's catalogue,
 * one read for the page.
 */
export const consoleOrders: UserOrders = userOrdersOf(
  `SELECT o.id, ${epochOf('o.created_at')} AS created_at, pr.title AS instrument, NULL::text AS side,
      ${decimalOf('o.cost')} AS amount, o.cost AS amount_n, o.pay_currency_id::text AS currency, ${decimalOf('o.price')} AS price,
      ${decimalOf('o.allocated')} AS result, o.status, o.user_id AS uid
    FROM launchpad_orders o JOIN launchpad_projects pr ON pr.id = o.project_id`,
  withCurrencyCodes,
);

/** Projects by phase for the console's IEO queue, with how many users subscribed to each. */
export async function projectsByPhase(
  q: Queryable,
  phase: string | undefined,
  page: { limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: number;
    title: string;
    currency_id: number;
    phase: 'warmup' | 'subscribing' | 'allocating' | 'allocated' | 'listed';
    amount: string;
    total_requested: string;
    total_allocated: string | null;
    subscribers: number;
    start_at: number;
    end_at: number;
    listing_at: number;
    total: number;
  }>(
    `SELECT p.id::int, p.title, p.currency_id, p.phase, ${decimalOf('p.amount')} AS amount,
            ${decimalOf('p.total_requested')} AS total_requested, ${decimalOf('p.total_allocated')} AS total_allocated,
            (SELECT count(DISTINCT o.user_id)::int FROM launchpad_orders o WHERE o.project_id = p.id) AS subscribers,
            p.start_at::int, p.end_at::int, p.listing_at::int, count(*) OVER ()::int AS total
       FROM launchpad_projects p
      WHERE $1::text IS NULL OR p.phase = $1
      ORDER BY p.start_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [phase ?? null, page.limit, page.offset],
  );
  // The tokens' codes come from market's catalogue, one read for the page.
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return {
    rows: rows.map(({ total: _t, id, title, currency_id, ...r }) => ({
      id,
      title,
      currency: code(currency_id),
      ...r,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Projects not listed yet (the console's queue). */
export async function inProgressProjectCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM launchpad_projects WHERE phase <> 'listed'`,
  );
  return rows[0]!.n;
}
