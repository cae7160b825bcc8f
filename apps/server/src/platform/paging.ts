import type { QueryResultRow } from 'pg';
import type { Queryable } from './db';

/** The console's status filter of a product list: every product, those on sale, or the others. */
export type ProductStatusFilter = 'all' | 'active' | 'inactive';

/**
 * One page of a console product list, and how many products the filter keeps. `select` is the
 * rows' SELECT … FROM, ending with `table` as `alias` and its joins; `active` is the condition of
 * a product on sale, over `alias`, with no parameters; `params` are the select's own (its columns
 * may use them), before the page's limit and offset. The count reads `table` alone with the same
 * condition: the select's joins add columns to a product, never rows.
 */
export async function productPage<R extends QueryResultRow>(
  q: Queryable,
  o: {
    select: string;
    table: string;
    alias: string;
    active: string;
    status: ProductStatusFilter;
    order: string;
    params?: unknown[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: R[]; total: number }> {
  const where =
    o.status === 'active'
      ? `WHERE ${o.active}`
      : o.status === 'inactive'
        ? `WHERE NOT (${o.active})`
        : '';
  const params = o.params ?? [];
  const { rows } = await q.query<R>(
    `${o.select} ${where} ORDER BY ${o.order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, o.limit, o.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${o.table} ${o.alias} ${where}`,
  );
  return { rows, total: count.rows[0]!.n };
}

/**
 * A console product list over one table: `(q, status, limit, offset)` gives a page of
 * `productPage` with the rest of the options fixed.
 */
export function productList<R extends QueryResultRow>(
  o: Pick<Parameters<typeof productPage>[1], 'select' | 'table' | 'alias' | 'active' | 'order'>,
) {
  return (q: Queryable, status: ProductStatusFilter, limit: number, offset: number) =>
    productPage<R>(q, { ...o, status, limit, offset });
}
