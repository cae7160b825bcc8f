import type { Queryable } from '../../platform/db';
import { decimalOf, userOrdersOf, type UserOrders } from '../../platform/user-orders';
import { pageCurrencyCodes } from '../market';

export interface LoanRow {
  id: number;
  user_id: number;
  loan_currency_id: number;
  loan_currency_code: string;
  collateral_currency_id: number;
  collateral_currency_code: string;
  principal: string;
  interest: string;
  collateral: string;
  annual_rate: string;
  term_days: number;
  opened_at: number;
  due_at: number;
  status: 'open' | 'repaid' | 'liquidated';
  margin_called_at: number | null;
  closed_at: number | null;
}

export interface EventRow {
  id: number;
  kind: 'open' | 'repay' | 'add_collateral' | 'withdraw_collateral' | 'margin_call' | 'liquidation';
  amount: string | null;
  price: string | null;
  tick_ms: number | null;
  ltv: string | null;
  created_at: number;
}

const COLUMNS = `l.id, l.user_id, l.loan_currency_id, l.collateral_currency_id,
  trim_scale(l.principal)::text AS principal, trim_scale(l.interest)::text AS interest,
  trim_scale(l.collateral)::text AS collateral, trim_scale(l.annual_rate)::text AS annual_rate, l.term_days, l.opened_at,
  l.due_at, l.status, l.margin_called_at, l.closed_at`;
const FROM = `loans l`;

/** A loan as its columns hold it: its currencies by id (their codes are market's). */
type LoanRecord = Omit<LoanRow, 'loan_currency_code' | 'collateral_currency_code'>;

/** Loans with their currencies' codes, read from market's catalogue in one statement for all. */
async function withCodes(q: Queryable, rows: LoanRecord[]): Promise<LoanRow[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.flatMap((r) => [r.loan_currency_id, r.collateral_currency_id]),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    user_id: Number(r.user_id),
    loan_currency_id: r.loan_currency_id,
    loan_currency_code: code(r.loan_currency_id),
    collateral_currency_id: r.collateral_currency_id,
    collateral_currency_code: code(r.collateral_currency_id),
    principal: r.principal,
    interest: r.interest,
    collateral: r.collateral,
    annual_rate: r.annual_rate,
    term_days: r.term_days,
    opened_at: Number(r.opened_at),
    due_at: Number(r.due_at),
    status: r.status,
    margin_called_at: r.margin_called_at === null ? null : Number(r.margin_called_at),
    closed_at: r.closed_at === null ? null : Number(r.closed_at),
  }));
}

export async function loanIdByKey(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM loans WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function insertLoan(
  q: Queryable,
  l: {
    userId: number;
    loanCurrencyId: number;
    collateralCurrencyId: number;
    principal: string;
    collateral: string;
    rate: string;
    termDays: number;
    openedAt: number;
    dueAt: number;
    key: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO loans (user_id, loan_currency_id, collateral_currency_id, principal, collateral, annual_rate, term_days,
       opened_at, due_at, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      l.userId,
      l.loanCurrencyId,
      l.collateralCurrencyId,
      l.principal,
      l.collateral,
      l.rate,
      l.termDays,
      l.openedAt,
      l.dueAt,
      l.key,
    ],
  );
  return Number(rows[0]!.id);
}

export async function loan(q: Queryable, id: number, lock = false): Promise<LoanRow | null> {
  const { rows } = await q.query<LoanRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = $1 ${lock ? 'FOR UPDATE OF l' : ''}`,
    [id],
  );
  return rows[0] ? (await withCodes(q, rows))[0]! : null;
}

export async function userLoans(
  q: Queryable,
  userId: number,
  f: { status: string | null; limit: number; offset: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  const where = `l.user_id = $1 AND ($2::text IS NULL OR l.status = $2)`;
  const { rows } = await q.query<LoanRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
    [userId, f.status, f.limit, f.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM loans l WHERE ${where}`,
    [userId, f.status],
  );
  return { rows: await withCodes(q, rows), total: count.rows[0]?.n ?? 0 };
}

export async function openLoanIds(q: Queryable, after: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM loans WHERE status = 'open' AND id > $1 ORDER BY id LIMIT $2`,
    [after, limit],
  );
  return rows.map((r) => Number(r.id));
}

export async function update(
  q: Queryable,
  id: number,
  f: Partial<{
    principal: string;
    interest: string;
    collateral: string;
    status: string;
    closedAt: number;
    marginCalledAt: number | null;
  }>,
): Promise<void> {
  await q.query(
    `UPDATE loans SET principal = COALESCE($2, principal), interest = COALESCE($3, interest),
       collateral = COALESCE($4, collateral), status = COALESCE($5, status), closed_at = COALESCE($6, closed_at),
       margin_called_at = CASE WHEN $7 THEN $8::bigint ELSE margin_called_at END
     WHERE id = $1`,
    [
      id,
      f.principal ?? null,
      f.interest ?? null,
      f.collateral ?? null,
      f.status ?? null,
      f.closedAt ?? null,
      'marginCalledAt' in f,
      f.marginCalledAt ?? null,
    ],
  );
}

export async function insertEvent(
  q: Queryable,
  e: {
    loanId: number;
    kind: EventRow['kind'];
    amount?: string | null;
    price?: string | null;
    tickMs?: number | null;
    ltv?: string | null;
    detail?: Record<string, unknown>;
    now: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO loan_events (loan_id, kind, amount, price, tick_ms, ltv, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.loanId,
      e.kind,
      e.amount ?? null,
      e.price ?? null,
      e.tickMs ?? null,
      e.ltv ?? null,
      JSON.stringify(e.detail ?? {}),
      e.now,
    ],
  );
}

/** The events of each loan, oldest first, read for all the loans in one statement. */
export async function eventsOf(q: Queryable, loanIds: number[]): Promise<Map<number, EventRow[]>> {
  const { rows } = await q.query<EventRow & { loan_id: number }>(
    `SELECT loan_id, id, kind, trim_scale(amount)::text AS amount, trim_scale(price)::text AS price, tick_ms,
            trim_scale(ltv)::text AS ltv, created_at FROM loan_events WHERE loan_id = ANY($1::bigint[])
      ORDER BY loan_id, id`,
    [loanIds],
  );
  const out = new Map<number, EventRow[]>();
  for (const { loan_id, ...r } of rows) {
    const list = out.get(Number(loan_id)) ?? [];
    list.push({
      ...r,
      id: Number(r.id),
      tick_ms: r.tick_ms === null ? null : Number(r.tick_ms),
      created_at: Number(r.created_at),
    });
    out.set(Number(loan_id), list);
  }
  return out;
}

/** The last hour charged for a loan, or null. */
export async function lastChargedHour(q: Queryable, loanId: number): Promise<number | null> {
  const { rows } = await q.query<{ hour: string | null }>(
    'SELECT max(hour)::text AS hour FROM loan_interest_hours WHERE loan_id = $1',
    [loanId],
  );
  return rows[0]?.hour ? Number(rows[0].hour) : null;
}

/** Claims one (loan, hour): false when it was charged already. */
export async function claimHour(
  q: Queryable,
  loanId: number,
  hour: number,
  amount: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'INSERT INTO loan_interest_hours (loan_id, hour, amount) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [loanId, hour, amount],
  );
  return rowCount === 1;
}

/** Every loan (or those of one status), newest first, with the borrower's account, for operators. */
export async function allLoans(
  q: Queryable,
  f: { status: string | null; limit: number; offset: number },
): Promise<{ rows: Array<LoanRow & { account: string }>; total: number }> {
  const { rows } = await q.query<LoanRecord & { account: string; total: number }>(
    `SELECT ${COLUMNS}, coalesce(u.email, '+' || u.area_code || ' ' || u.phone, 'User ' || u.id) AS account,
            count(*) OVER ()::int AS total
       FROM ${FROM} JOIN users u ON u.id = l.user_id
      WHERE ($1::text IS NULL OR l.status = $1) ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
    [f.status, f.limit, f.offset],
  );
  const loans = await withCodes(q, rows);
  return {
    rows: loans.map((l, i) => ({ ...l, account: rows[i]!.account })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Collateral the platform keeps for users in the `loan_collateral` custody account: that of
 * every open loan, per user and currency (all users, or one).
 */
export async function collateralHeld(
  q: Queryable,
  userId: number | null,
): Promise<Array<{ user_id: number; currency_id: number; amount: string }>> {
  const { rows } = await q.query<{ user_id: number; currency_id: number; amount: string }>(
    `SELECT user_id, collateral_currency_id AS currency_id, trim_scale(sum(collateral))::text AS amount
       FROM loans WHERE status = 'open' AND ($1::bigint IS NULL OR user_id = $1)
      GROUP BY user_id, collateral_currency_id HAVING sum(collateral) <> 0`,
    [userId],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/**
 * A user's loans: the console's drill-down (read only, the shape every product fits). The
 * query selects 'loan id / collateral id' as `instrument` and the loan currency's id as
 * `currency`; their codes come from market's catalogue, one read for the page.
 */
export const consoleOrders: UserOrders = userOrdersOf(
  `SELECT l.id, l.opened_at::int AS created_at, l.loan_currency_id || ' / ' || l.collateral_currency_id AS instrument,
      NULL::text AS side, ${decimalOf('l.principal')} AS amount, l.principal AS amount_n, l.loan_currency_id::text AS currency,
      ${decimalOf('l.annual_rate')} AS price, ${decimalOf('l.interest')} AS result, l.status, l.user_id AS uid
    FROM loans l`,
  async (q, rows) => {
    const pair = (r: { instrument: string }) => r.instrument.split(' / ').map(Number);
    const code = await pageCurrencyCodes(
      q,
      rows.flatMap((r) => [...pair(r), Number(r.currency)]),
    );
    return rows.map((r) => ({
      ...r,
      instrument: pair(r).map(code).join(' / '),
      currency: code(Number(r.currency)),
    }));
  },
);
