import type { Queryable } from './db';

/**
 * A user's orders or positions of one product in the shape every product fits, for the
 * console's read-only drill-down. Each product module writes the query over its own tables
 * (columns: id, created_at in Unix seconds, instrument, side, amount and amount_n to sort by,
 * currency, price, result, status, and the user they belong to as `uid`, both parties for a
 * trade between users) and exports what `userOrdersOf` makes of it; the console only calls it.
 */
export interface UserOrderRow {
  id: number;
  created_at: number;
  instrument: string;
  side: string | null;
  amount: string;
  currency: string;
  price: string | null;
  result: string | null;
  status: string;
}

export interface UserOrders {
  page(
    q: Queryable,
    f: {
      userId: number;
      status: string | undefined;
      sort: 'created_at' | 'amount';
      order: 'asc' | 'desc';
    },
    page: { limit: number; offset: number },
  ): Promise<{ rows: UserOrderRow[]; total: number }>;
  /** How many of the user's orders are in each status, by status. */
  counts(q: Queryable, userId: number): Promise<Array<{ status: string; count: number }>>;
}

/** Unix seconds of a timestamp column, and a decimal as its shortest text. */
export const epochOf = (col: string) => `extract(epoch FROM ${col})::bigint::int`;
export const decimalOf = (col: string) => `trim_scale(${col})::text`;

/**
 * `finish`, when given, completes a page's rows after the query (one call per page, e.g. a
 * currency code read once for all the page's rows from a catalogue the query may not join).
 */
export function userOrdersOf(
  sql: string,
  finish?: (q: Queryable, rows: UserOrderRow[]) => Promise<UserOrderRow[]>,
): UserOrders {
  return {
    async page(q, f, page) {
      // Sort column and direction come from enums, never from the request text.
      const by = f.sort === 'amount' ? 'amount_n' : 'created_at';
      const dir = f.order === 'asc' ? 'ASC' : 'DESC';
      const { rows } = await q.query<UserOrderRow & { total: number }>(
        `SELECT x.id::int, x.created_at, x.instrument, x.side, x.amount, x.currency, x.price, x.result, x.status,
                count(*) OVER ()::int AS total
           FROM (${sql}) x
          WHERE x.uid = $1 AND ($2::text IS NULL OR x.status = $2)
          ORDER BY x.${by} ${dir}, x.id ${dir} LIMIT $3 OFFSET $4`,
        [f.userId, f.status ?? null, page.limit, page.offset],
      );
      const found = rows.map(({ total: _t, ...r }) => r);
      return { rows: finish ? await finish(q, found) : found, total: rows[0]?.total ?? 0 };
    },
    async counts(q, userId) {
      const { rows } = await q.query<{ status: string; count: number }>(
        `SELECT x.status, count(*)::int AS count FROM (${sql}) x WHERE x.uid = $1 GROUP BY x.status ORDER BY 1`,
        [userId],
      );
      return rows;
    },
  };
}
