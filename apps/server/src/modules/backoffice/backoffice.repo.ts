import type { UserProduct } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

/** Read-outs of other modules' tables for the console, and the desk's canned replies. */

type Window = { limit: number; offset: number };
const epoch = (col: string) => `extract(epoch FROM ${col})::bigint::int`;
const dec = (col: string) => `trim_scale(${col})::text`;

export async function ieoProjects(q: Queryable, phase: string | undefined, page: Window) {
  const { rows } = await q.query<{
    id: number;
    title: string;
    currency: string;
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
    `SELECT p.id::int, p.title, c.code AS currency, p.phase, ${dec('p.amount')} AS amount,
            ${dec('p.total_requested')} AS total_requested, ${dec('p.total_allocated')} AS total_allocated,
            (SELECT count(DISTINCT o.user_id)::int FROM launchpad_orders o WHERE o.project_id = p.id) AS subscribers,
            p.start_at::int, p.end_at::int, p.listing_at::int, count(*) OVER ()::int AS total
       FROM launchpad_projects p JOIN currencies c ON c.id = p.currency_id
      WHERE $1::text IS NULL OR p.phase = $1
      ORDER BY p.start_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [phase ?? null, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export interface CannedRow {
  id: number;
  title: string;
  text: string;
  updated_by: string;
  updated_at: number;
}

export async function cannedReplies(q: Queryable, page: Window) {
  const { rows } = await q.query<CannedRow & { total: number }>(
    `SELECT r.id::int, r.title, r.text, o.name AS updated_by, ${epoch('r.updated_at')} AS updated_at,
            count(*) OVER ()::int AS total
       FROM canned_replies r JOIN operators o ON o.id = r.updated_by
      ORDER BY r.title, r.id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function cannedReplyForUpdate(q: Queryable, id: number) {
  const { rows } = await q.query<{ id: number; title: string; text: string }>(
    'SELECT id::int, title, text FROM canned_replies WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export async function cannedReply(q: Queryable, id: number): Promise<CannedRow | null> {
  const { rows } = await q.query<CannedRow>(
    `SELECT r.id::int, r.title, r.text, o.name AS updated_by, ${epoch('r.updated_at')} AS updated_at
       FROM canned_replies r JOIN operators o ON o.id = r.updated_by WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertCannedReply(
  q: Queryable,
  r: { title: string; text: string; operatorId: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO canned_replies (title, text, updated_by) VALUES ($1, $2, $3) RETURNING id::int',
    [r.title, r.text, r.operatorId],
  );
  return rows[0]!.id;
}

export async function updateCannedReply(
  q: Queryable,
  r: { id: number; title: string; text: string; operatorId: number },
) {
  await q.query(
    'UPDATE canned_replies SET title = $2, text = $3, updated_by = $4, updated_at = now() WHERE id = $1',
    [r.id, r.title, r.text, r.operatorId],
  );
}

export async function deleteCannedReply(q: Queryable, id: number) {
  await q.query('DELETE FROM canned_replies WHERE id = $1', [id]);
}

/**
 * Each product's orders or positions in one shape: id, created_at (Unix seconds), instrument,
 * side, amount (and amount_n to sort by), currency, price, result, status, and the user they
 * belong to (`uid`; both parties for NFT sales and OTC orders).
 */
const PRODUCT_SQL: Record<UserProduct, string> = {
  spot: `SELECT o.id, ${epoch('o.created_at')} AS created_at, i.symbol AS instrument,
      CASE o.side WHEN 1 THEN 'buy' ELSE 'sell' END AS side, ${dec('o.amount')} AS amount, o.amount AS amount_n,
      i.base AS currency, ${dec('o.price')} AS price, ${dec('o.filled')} AS result,
      CASE o.status WHEN 1 THEN 'open' WHEN 2 THEN 'filled' ELSE 'cancelled' END AS status, o.user_id AS uid
    FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id`,
  contract: `SELECT p.id, ${epoch('p.created_at')} AS created_at, i.symbol AS instrument,
      CASE p.side WHEN 1 THEN 'long' ELSE 'short' END AS side, ${dec('p.margin')} AS amount, p.margin AS amount_n,
      c.code AS currency, ${dec('p.open_price')} AS price, ${dec('p.realised_pnl')} AS result,
      CASE p.status WHEN 0 THEN 'entrusted' WHEN 1 THEN 'open' WHEN 3 THEN 'closed' ELSE 'cancelled' END AS status,
      p.user_id AS uid
    FROM lever_positions p JOIN instruments i ON i.id = p.instrument_id JOIN currencies c ON c.id = p.currency_id`,
  options: `SELECT o.id, ${epoch('o.created_at')} AS created_at, i.symbol || ' ' || o.seconds || 's' AS instrument,
      CASE o.direction WHEN 1 THEN 'up' ELSE 'down' END AS side, ${dec('o.stake')} AS amount, o.stake AS amount_n,
      c.code AS currency, ${dec('o.open_price')} AS price, ${dec('o.payout')} AS result, o.status, o.user_id AS uid
    FROM option_orders o JOIN instruments i ON i.id = o.instrument_id JOIN currencies c ON c.id = o.currency_id`,
  earn: `SELECT o.id, ${epoch('o.created_at')} AS created_at, pr.name AS instrument, o.kind AS side,
      ${dec('o.amount')} AS amount, o.amount AS amount_n, c.code AS currency, ${dec('o.annual_rate')} AS price,
      ${dec('o.total_interest')} AS result, CASE o.status WHEN 1 THEN 'holding' ELSE 'finished' END AS status,
      o.user_id AS uid
    FROM earn_orders o JOIN earn_products pr ON pr.id = o.product_id JOIN currencies c ON c.id = o.currency_id`,
  dual: `SELECT o.id, ${epoch('o.created_at')} AS created_at, pr.name AS instrument, pr.type AS side,
      ${dec('o.total')} AS amount, o.total AS amount_n, c.code AS currency, ${dec('o.exercise_price')} AS price,
      ${dec('o.payout')} AS result, o.status, o.user_id AS uid
    FROM dual_orders o JOIN dual_products pr ON pr.id = o.product_id JOIN currencies c ON c.id = o.invest_currency_id`,
  ieo: `SELECT o.id, ${epoch('o.created_at')} AS created_at, pr.title AS instrument, NULL::text AS side,
      ${dec('o.cost')} AS amount, o.cost AS amount_n, c.code AS currency, ${dec('o.price')} AS price,
      ${dec('o.allocated')} AS result, o.status, o.user_id AS uid
    FROM launchpad_orders o JOIN launchpad_projects pr ON pr.id = o.project_id JOIN currencies c ON c.id = o.pay_currency_id`,
  copytrade: `SELECT f.id, (f.created_at_ms / 1000)::bigint::int AS created_at, coalesce(t.nickname, '#' || f.trader_id) AS instrument,
      CASE f.type WHEN 1 THEN 'multiple' ELSE 'lots' END AS side, ${dec('f.number')} AS amount, f.number AS amount_n,
      '' AS currency, ${dec('f.max_margin')} AS price, NULL::text AS result,
      CASE f.status WHEN 1 THEN 'active' ELSE 'cancelled' END AS status, f.user_id AS uid
    FROM copy_follows f LEFT JOIN copy_traders t ON t.user_id = f.trader_id`,
  nft: `SELECT s.id, s.created_s::int AS created_at, it.name AS instrument,
      CASE WHEN s.buyer_id = u.uid THEN 'buy' ELSE 'sell' END AS side, ${dec('s.price')} AS amount, s.price AS amount_n,
      c.code AS currency, NULL::text AS price, ${dec('s.fee')} AS result, 'settled' AS status, u.uid
    FROM nft_sales s JOIN nft_items it ON it.id = s.item_id JOIN currencies c ON c.id = it.currency_id
    CROSS JOIN LATERAL (VALUES (s.buyer_id), (s.seller_id)) AS u(uid)`,
  otc: `SELECT o.id, o.created_at::int AS created_at, c.code || '/' || o.fiat AS instrument,
      CASE WHEN o.buyer_id = u.uid THEN 'buy' ELSE 'sell' END AS side, ${dec('o.amount')} AS amount, o.amount AS amount_n,
      c.code AS currency, ${dec('o.price')} AS price, ${dec('o.fiat_total')} AS result, o.status, u.uid
    FROM otc_orders o JOIN currencies c ON c.id = o.currency_id
    CROSS JOIN LATERAL (VALUES (o.buyer_id), (o.seller_id)) AS u(uid)`,
  loans: `SELECT l.id, l.opened_at::int AS created_at, lc.code || ' / ' || cc.code AS instrument, NULL::text AS side,
      ${dec('l.principal')} AS amount, l.principal AS amount_n, lc.code AS currency, ${dec('l.annual_rate')} AS price,
      ${dec('l.interest')} AS result, l.status, l.user_id AS uid
    FROM loans l JOIN currencies lc ON lc.id = l.loan_currency_id JOIN currencies cc ON cc.id = l.collateral_currency_id`,
};

export interface ProductRow {
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

export async function userProducts(
  q: Queryable,
  f: {
    userId: number;
    product: UserProduct;
    status: string | undefined;
    sort: 'created_at' | 'amount';
    order: 'asc' | 'desc';
  },
  page: Window,
) {
  // Sort column and direction come from enums, never from the request text.
  const by = f.sort === 'amount' ? 'amount_n' : 'created_at';
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await q.query<ProductRow & { total: number }>(
    `SELECT x.id::int, x.created_at, x.instrument, x.side, x.amount, x.currency, x.price, x.result, x.status,
            count(*) OVER ()::int AS total
       FROM (${PRODUCT_SQL[f.product]}) x
      WHERE x.uid = $1 AND ($2::text IS NULL OR x.status = $2)
      ORDER BY x.${by} ${dir}, x.id ${dir} LIMIT $3 OFFSET $4`,
    [f.userId, f.status ?? null, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** How many orders of each product and status a user has: the tabs' counts and filters. */
export async function userProductCounts(q: Queryable, userId: number) {
  const parts = Object.entries(PRODUCT_SQL).map(
    ([product, sql]) =>
      `SELECT '${product}' AS product, x.status, count(*)::int AS count FROM (${sql}) x WHERE x.uid = $1 GROUP BY x.status`,
  );
  const { rows } = await q.query<{ product: UserProduct; status: string; count: number }>(
    `${parts.join(' UNION ALL ')} ORDER BY 1, 2`,
    [userId],
  );
  return rows;
}
