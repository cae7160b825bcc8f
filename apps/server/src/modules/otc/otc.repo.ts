import type { Queryable } from '../../platform/db';
import { decimalOf, userOrdersOf } from '../../platform/user-orders';
import { currencyPrecision as catalogued, pageCurrencyCodes } from '../market';

export interface AdRow {
  id: number;
  merchant_id: number;
  merchant_name: string;
  side: 'buy' | 'sell';
  currency_id: number;
  currency_code: string;
  fiat: string;
  price_type: 'fixed' | 'float';
  price: string;
  total: string;
  remaining: string;
  min_fiat: string;
  max_fiat: string;
  pay_methods: Array<'domestic' | 'international'>;
  terms: string;
  active: boolean;
}

export interface OrderRow {
  id: number;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
  taker_id: number;
  merchant_id: number;
  merchant_name: string;
  taker_name: string;
  currency_id: number;
  currency_code: string;
  fiat: string;
  price: string;
  amount: string;
  fiat_total: string;
  fee: string;
  hold_id: number;
  status: 'unpaid' | 'paid' | 'appeal' | 'done' | 'cancelled';
  cancel_reason: string | null;
  pay_deadline: number;
  paid_at: number | null;
  finished_at: number | null;
  appeal_by: number | null;
  appeal_reason: string | null;
  appeal_evidence: string | null;
  pay_methods: Array<'domestic' | 'international'>;
  created_at: number;
}

const AD_COLUMNS = `a.id, a.merchant_id, m.name AS merchant_name, a.side, a.currency_id, a.fiat,
  a.price_type, trim_scale(a.price)::text AS price, trim_scale(a.total)::text AS total,
  trim_scale(a.remaining)::text AS remaining, trim_scale(a.min_fiat)::text AS min_fiat,
  trim_scale(a.max_fiat)::text AS max_fiat, a.pay_methods, a.terms, a.active`;
const AD_FROM = `otc_ads a JOIN otc_merchants m ON m.user_id = a.merchant_id`;

const ORDER_COLUMNS = `o.id, o.ad_id, o.buyer_id, o.seller_id, o.taker_id, a.merchant_id, m.name AS merchant_name,
  COALESCE(u.nickname, 'User ' || u.id) AS taker_name, o.currency_id, o.fiat,
  trim_scale(o.price)::text AS price, trim_scale(o.amount)::text AS amount, trim_scale(o.fiat_total)::text AS fiat_total,
  trim_scale(o.fee)::text AS fee, o.hold_id, o.status, o.cancel_reason, o.pay_deadline, o.paid_at, o.finished_at,
  o.appeal_by, o.appeal_reason, o.appeal_evidence, a.pay_methods, o.created_at`;
const ORDER_FROM = `otc_orders o JOIN otc_ads a ON a.id = o.ad_id JOIN otc_merchants m ON m.user_id = a.merchant_id
  JOIN users u ON u.id = o.taker_id`;

/** Ads or orders with their currency's code, read from the market's catalogue once for all. */
async function withCodes<R extends { currency_id: number }>(
  q: Queryable,
  rows: R[],
): Promise<Array<R & { currency_code: string }>> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map((r) => ({ ...r, currency_code: code(r.currency_id) }));
}

export async function kycLevel(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ kyc_level: number }>(
    'SELECT kyc_level FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.kyc_level ?? 0;
}

export async function merchant(
  q: Queryable,
  userId: number,
): Promise<{
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  reject_reason: string | null;
} | null> {
  const { rows } = await q.query<{
    name: string;
    status: 'pending' | 'approved' | 'rejected';
    reject_reason: string | null;
  }>('SELECT name, status, reject_reason FROM otc_merchants WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** A new application, or a rejected one sent again; false when one is pending or approved. */
export async function applyMerchant(q: Queryable, userId: number, name: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO otc_merchants (user_id, name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, status = 'pending', reviewed_at = NULL
       WHERE otc_merchants.status = 'rejected'`,
    [userId, name],
  );
  return rowCount === 1;
}

export async function reviewMerchant(
  q: Queryable,
  userId: number,
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<string | null> {
  const { rows } = await q.query<{ before: string }>(
    `UPDATE otc_merchants m SET status = $2, reject_reason = $3, reviewed_at = now()
       FROM (SELECT user_id, status AS before FROM otc_merchants WHERE user_id = $1 FOR UPDATE) b
      WHERE m.user_id = b.user_id RETURNING b.before`,
    [userId, status, reason],
  );
  return rows[0]?.before ?? null;
}

export async function bankCards(
  q: Queryable,
  userId: number,
): Promise<
  Array<{
    kind: 'domestic' | 'international';
    real_name: string;
    bank_name: string;
    bank_account: string;
  }>
> {
  const { rows } = await q.query<{
    kind: 'domestic' | 'international';
    real_name: string;
    bank_name: string;
    bank_account: string;
  }>(
    'SELECT kind, real_name, bank_name, bank_account FROM bank_cards WHERE user_id = $1 ORDER BY kind',
    [userId],
  );
  return rows;
}

/** The bank cards of each user, read for them all in one statement. */
export async function bankCardsOf(
  q: Queryable,
  userIds: number[],
): Promise<Map<number, Awaited<ReturnType<typeof bankCards>>>> {
  const { rows } = await q.query<
    Awaited<ReturnType<typeof bankCards>>[number] & { user_id: number }
  >(
    `SELECT user_id, kind, real_name, bank_name, bank_account FROM bank_cards
      WHERE user_id = ANY($1::bigint[]) ORDER BY user_id, kind`,
    [userIds],
  );
  const out = new Map<number, Awaited<ReturnType<typeof bankCards>>>();
  for (const { user_id, ...card } of rows) {
    const list = out.get(Number(user_id)) ?? [];
    list.push(card);
    out.set(Number(user_id), list);
  }
  return out;
}

export async function insertAd(
  q: Queryable,
  a: {
    merchantId: number;
    side: string;
    currencyId: number;
    fiat: string;
    priceType: string;
    price: string;
    total: string;
    minFiat: string;
    maxFiat: string;
    payMethods: string[];
    terms: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO otc_ads (merchant_id, side, currency_id, fiat, price_type, price, total, remaining, min_fiat,
       max_fiat, pay_methods, terms) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11) RETURNING id`,
    [
      a.merchantId,
      a.side,
      a.currencyId,
      a.fiat,
      a.priceType,
      a.price,
      a.total,
      a.minFiat,
      a.maxFiat,
      a.payMethods,
      a.terms,
    ],
  );
  return Number(rows[0]!.id);
}

export async function ad(q: Queryable, id: number): Promise<AdRow | null> {
  const rows = await withCodes(
    q,
    (
      await q.query<Omit<AdRow, 'currency_code'>>(
        `SELECT ${AD_COLUMNS} FROM ${AD_FROM} WHERE a.id = $1`,
        [id],
      )
    ).rows,
  );
  return rows[0]
    ? { ...rows[0], id: Number(rows[0].id), merchant_id: Number(rows[0].merchant_id) }
    : null;
}

export async function ads(
  q: Queryable,
  f: {
    side: string | null;
    currencyId: number | null;
    fiat: string | null;
    payMethod: string | null;
    merchantId: number | null;
    activeOnly: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: AdRow[]; total: number }> {
  const where = `($1::text IS NULL OR a.side = $1) AND ($2::int IS NULL OR a.currency_id = $2)
    AND ($3::text IS NULL OR a.fiat = $3) AND ($4::text IS NULL OR $4 = ANY(a.pay_methods))
    AND ($5::bigint IS NULL OR a.merchant_id = $5) AND (NOT $6 OR (a.active AND a.remaining > 0 AND m.status = 'approved'))`;
  const params = [f.side, f.currencyId, f.fiat, f.payMethod, f.merchantId, f.activeOnly];
  const { rows: selected } = await q.query<Omit<AdRow, 'currency_code'>>(
    `SELECT ${AD_COLUMNS} FROM ${AD_FROM} WHERE ${where} ORDER BY a.id DESC LIMIT $7 OFFSET $8`,
    [...params, f.limit, f.offset],
  );
  const rows = await withCodes(q, selected);
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${AD_FROM} WHERE ${where}`,
    params,
  );
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), merchant_id: Number(r.merchant_id) })),
    total: count.rows[0]?.n ?? 0,
  };
}

/**
 * Each merchant's orders that ended since `since` (seconds), for many merchants in one
 * statement: how many completed, how many ended at all (completed or cancelled), and the mean
 * seconds from paid to released over the completed ones where the merchant sold (it released
 * them). A merchant with no ended order is absent.
 */
export async function merchantStatsOf(
  q: Queryable,
  merchantIds: number[],
  since: number,
): Promise<Map<number, { done: number; ended: number; release_seconds: string | null }>> {
  const { rows } = await q.query<{
    merchant_id: number;
    done: number;
    ended: number;
    release_seconds: string | null;
  }>(
    `SELECT a.merchant_id, count(*) FILTER (WHERE o.status = 'done')::int AS done,
       count(*) FILTER (WHERE o.status IN ('done', 'cancelled'))::int AS ended,
       round(avg(o.finished_at - o.paid_at) FILTER (
         WHERE o.status = 'done' AND o.seller_id = a.merchant_id AND o.paid_at IS NOT NULL))::text
         AS release_seconds
     FROM otc_ads a JOIN otc_orders o ON o.ad_id = a.id AND o.finished_at >= $2
     WHERE a.merchant_id = ANY($1::bigint[])
     GROUP BY a.merchant_id`,
    [merchantIds, since],
  );
  return new Map(rows.map(({ merchant_id, ...r }) => [Number(merchant_id), r]));
}

export async function closeAd(q: Queryable, id: number, merchantId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE otc_ads SET active = false WHERE id = $1 AND merchant_id = $2 AND active',
    [id, merchantId],
  );
  return rowCount === 1;
}

/** Takes `amount` from the ad's remaining in one conditional update: false when not enough is left. */
export async function takeFromAd(q: Queryable, id: number, amount: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE otc_ads SET remaining = remaining - $2 WHERE id = $1 AND active AND remaining >= $2',
    [id, amount],
  );
  return rowCount === 1;
}

export async function returnToAd(q: Queryable, id: number, amount: string): Promise<void> {
  await q.query('UPDATE otc_ads SET remaining = remaining + $2 WHERE id = $1', [id, amount]);
}

export async function buyerCancels24h(
  q: Queryable,
  userId: number,
  since: number,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otc_orders WHERE taker_id = $1 AND cancel_reason = 'buyer' AND finished_at >= $2`,
    [userId, since],
  );
  return rows[0]?.n ?? 0;
}

/** The user's orders still waiting for their payment (each holds part of an ad). */
export async function unpaidTaken(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otc_orders WHERE taker_id = $1 AND status = 'unpaid'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function orderIdByKey(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM otc_orders WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function nextOrderId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: string }>(`SELECT nextval('otc_orders_id_seq')::text AS id`);
  return Number(rows[0]!.id);
}

export async function insertOrder(
  q: Queryable,
  o: {
    id: number;
    adId: number;
    buyerId: number;
    sellerId: number;
    takerId: number;
    currencyId: number;
    fiat: string;
    price: string;
    amount: string;
    fiatTotal: string;
    fee: string;
    holdId: number;
    payDeadline: number;
    key: string;
    now: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO otc_orders (id, ad_id, buyer_id, seller_id, taker_id, currency_id, fiat, price, amount, fiat_total,
       fee, hold_id, pay_deadline, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      o.id,
      o.adId,
      o.buyerId,
      o.sellerId,
      o.takerId,
      o.currencyId,
      o.fiat,
      o.price,
      o.amount,
      o.fiatTotal,
      o.fee,
      o.holdId,
      o.payDeadline,
      o.key,
      o.now,
    ],
  );
}

const toOrder = (r: OrderRow): OrderRow => ({
  ...r,
  id: Number(r.id),
  ad_id: Number(r.ad_id),
  buyer_id: Number(r.buyer_id),
  seller_id: Number(r.seller_id),
  taker_id: Number(r.taker_id),
  merchant_id: Number(r.merchant_id),
  hold_id: Number(r.hold_id),
  pay_deadline: Number(r.pay_deadline),
  paid_at: r.paid_at === null ? null : Number(r.paid_at),
  finished_at: r.finished_at === null ? null : Number(r.finished_at),
  appeal_by: r.appeal_by === null ? null : Number(r.appeal_by),
  created_at: Number(r.created_at),
});

export async function order(q: Queryable, id: number, lock = false): Promise<OrderRow | null> {
  const { rows } = await q.query<Omit<OrderRow, 'currency_code'>>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [id],
  );
  const [row] = await withCodes(q, rows);
  return row ? toOrder(row) : null;
}

export async function userOrders(
  q: Queryable,
  userId: number,
  f: { status: string | null; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `(o.buyer_id = $1 OR o.seller_id = $1) AND ($2::text IS NULL OR o.status = $2)`;
  const { rows: selected } = await q.query<Omit<OrderRow, 'currency_code'>>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where} ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [userId, f.status, f.limit, f.offset],
  );
  const rows = await withCodes(q, selected);
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otc_orders o WHERE ${where}`,
    [userId, f.status],
  );
  return { rows: rows.map(toOrder), total: count.rows[0]?.n ?? 0 };
}

export async function setStatus(
  q: Queryable,
  id: number,
  fields: {
    status: OrderRow['status'];
    paidAt?: number;
    finishedAt?: number;
    cancelReason?: string;
    appealBy?: number;
    appealReason?: string;
    appealEvidence?: string | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE otc_orders SET status = $2, paid_at = COALESCE($3, paid_at), finished_at = COALESCE($4, finished_at),
       cancel_reason = COALESCE($5, cancel_reason), appeal_by = COALESCE($6, appeal_by),
       appeal_reason = COALESCE($7, appeal_reason), appeal_evidence = COALESCE($8, appeal_evidence)
     WHERE id = $1`,
    [
      id,
      fields.status,
      fields.paidAt ?? null,
      fields.finishedAt ?? null,
      fields.cancelReason ?? null,
      fields.appealBy ?? null,
      fields.appealReason ?? null,
      fields.appealEvidence ?? null,
    ],
  );
}

export async function dueUnpaid(q: Queryable, now: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM otc_orders WHERE status = 'unpaid' AND pay_deadline < $1 ORDER BY id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => Number(r.id));
}

export async function insertChat(
  q: Queryable,
  orderId: number,
  senderId: number,
  body: string,
  now: number,
): Promise<void> {
  await q.query(
    'INSERT INTO otc_chat (order_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4)',
    [orderId, senderId, body, now],
  );
}

export async function chat(
  q: Queryable,
  orderId: number,
): Promise<Array<{ id: number; sender_id: number; body: string; created_at: number }>> {
  const { rows } = await q.query<{
    id: number;
    sender_id: number;
    body: string;
    created_at: number;
  }>(
    'SELECT id, sender_id, body, created_at FROM otc_chat WHERE order_id = $1 ORDER BY id LIMIT 500',
    [orderId],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    sender_id: Number(r.sender_id),
    created_at: Number(r.created_at),
  }));
}

/** A currency's places from the market's currency catalogue (8 for an unknown one). */
export async function currencyPrecision(q: Queryable, id: number): Promise<number> {
  return (await catalogued(q, id)) ?? 8;
}

// ---------------------------------------------------------------- demo data

/** The demo merchant: level 2, an approved merchant with a domestic bank card. */
export async function ensureDemoMerchant(
  q: Queryable,
  email: string,
  passwordHash: string,
): Promise<number> {
  await q.query(
    `INSERT INTO users (email, password_hash, extension_code, kyc_level, nickname, email_bound_at)
     VALUES ($1, $2, 'DEMOOTC1', 2, 'Harbour Desk', now()) ON CONFLICT (email) DO NOTHING`,
    [email, passwordHash],
  );
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const id = Number(rows[0]!.id);
  await q.query(
    `INSERT INTO otc_merchants (user_id, name, status, reviewed_at) VALUES ($1, 'Harbour Desk', 'approved', now())
     ON CONFLICT (user_id) DO NOTHING`,
    [id],
  );
  await q.query(
    `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name)
     VALUES ($1, 'domestic', 'Harbour Desk Ltd', '6222 0200 3300 4411', 'Tidewater Savings Bank')
     ON CONFLICT (user_id, kind) DO NOTHING`,
    [id],
  );
  return id;
}

export async function hasAds(q: Queryable, merchantId: number): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM otc_ads WHERE merchant_id = $1 LIMIT 1', [
    merchantId,
  ]);
  return Boolean(rowCount);
}

/** Whether the user uploaded this file (a payment proof is uploaded as a voucher). */
export async function evidenceOwnedBy(
  q: Queryable,
  name: string,
  userId: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2 AND kind = 'voucher'`,
    [name, userId],
  );
  return Boolean(rowCount);
}

export async function evidenceCount(q: Queryable, orderId: number, userId: number) {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM otc_appeal_evidence WHERE order_id = $1 AND user_id = $2',
    [orderId, userId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertEvidence(
  q: Queryable,
  e: { orderId: number; userId: number; file: string; note: string; now: number },
): Promise<void> {
  await q.query(
    'INSERT INTO otc_appeal_evidence (order_id, user_id, file, note, created_at) VALUES ($1, $2, $3, $4, $5)',
    [e.orderId, e.userId, e.file, e.note, e.now],
  );
}

/** One piece of an order's appeal evidence: who gave it, the stored file and their note. */
export interface EvidenceRow {
  id: number;
  user_id: number;
  file: string;
  note: string;
  created_at: number;
}

export async function evidence(q: Queryable, orderId: number): Promise<EvidenceRow[]> {
  return (await evidenceOf(q, [orderId])).get(orderId) ?? [];
}

/** The appeal evidence of each order, oldest first, read for all the orders in one statement. */
export async function evidenceOf(
  q: Queryable,
  orderIds: number[],
): Promise<Map<number, EvidenceRow[]>> {
  const { rows } = await q.query<EvidenceRow & { order_id: number }>(
    `SELECT order_id, id, user_id, file, note, created_at FROM otc_appeal_evidence
      WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id`,
    [orderIds],
  );
  const out = new Map<number, EvidenceRow[]>();
  for (const r of rows) {
    const list = out.get(Number(r.order_id)) ?? [];
    list.push({
      id: Number(r.id),
      user_id: Number(r.user_id),
      file: r.file,
      note: r.note,
      created_at: Number(r.created_at),
    });
    out.set(Number(r.order_id), list);
  }
  return out;
}

// ------------------------------------------------------------------ operator console

const ACCOUNT_OF = (u: string) =>
  `coalesce(${u}.email, '+' || ${u}.area_code || ' ' || ${u}.phone, 'User ' || ${u}.id)`;

export interface MerchantQueueRow {
  user_id: number;
  account: string;
  name: string;
  kyc_level: number;
  status: 'pending' | 'approved' | 'rejected';
  reject_reason: string | null;
  bank_cards: Array<'domestic' | 'international'>;
  created: number;
  reviewed: number | null;
}

export async function merchantQueue(
  q: Queryable,
  f: { status: string; limit: number; offset: number },
): Promise<{ rows: MerchantQueueRow[]; total: number }> {
  const { rows } = await q.query<MerchantQueueRow & { total: number }>(
    `SELECT m.user_id::int, ${ACCOUNT_OF('u')} AS account, m.name, u.kyc_level::int, m.status, m.reject_reason,
            COALESCE((SELECT array_agg(DISTINCT b.kind ORDER BY b.kind) FROM bank_cards b WHERE b.user_id = m.user_id),
                     '{}') AS bank_cards,
            extract(epoch FROM m.created_at)::bigint AS created,
            extract(epoch FROM m.reviewed_at)::bigint AS reviewed, count(*) OVER ()::int AS total
       FROM otc_merchants m JOIN users u ON u.id = m.user_id
      WHERE m.status = $1 ORDER BY m.created_at, m.user_id LIMIT $2 OFFSET $3`,
    [f.status, f.limit, f.offset],
  );
  return {
    rows: rows.map(({ total: _total, ...r }) => ({
      ...r,
      created: Number(r.created),
      reviewed: r.reviewed === null ? null : Number(r.reviewed),
    })),
    total: rows[0]?.total ?? 0,
  };
}

export interface AppealRow extends OrderRow {
  buyer_account: string;
  seller_account: string;
}

/** Orders in appeal now (`open`), or whose appeal an operator ended (`resolved`). */
export async function appealQueue(
  q: Queryable,
  f: { open: boolean; limit: number; offset: number },
): Promise<{ rows: AppealRow[]; total: number }> {
  const where = f.open
    ? `o.status = 'appeal'`
    : `o.appeal_by IS NOT NULL AND o.status IN ('done', 'cancelled')`;
  const { rows: selected } = await q.query<Omit<AppealRow, 'currency_code'> & { total: number }>(
    `SELECT ${ORDER_COLUMNS}, ${ACCOUNT_OF('bu')} AS buyer_account, ${ACCOUNT_OF('su')} AS seller_account,
            count(*) OVER ()::int AS total
       FROM ${ORDER_FROM} JOIN users bu ON bu.id = o.buyer_id JOIN users su ON su.id = o.seller_id
      WHERE ${where} ORDER BY o.paid_at ${f.open ? 'ASC' : 'DESC'}, o.id LIMIT $1 OFFSET $2`,
    [f.limit, f.offset],
  );
  const rows = await withCodes(q, selected);
  return {
    rows: rows.map(({ total: _total, ...r }) => ({ ...r, ...toOrder(r) })),
    total: selected[0]?.total ?? 0,
  };
}

export async function queueCounts(
  q: Queryable,
): Promise<{ merchants_pending: number; appeals_open: number }> {
  const { rows } = await q.query<{ merchants_pending: number; appeals_open: number }>(
    `SELECT (SELECT count(*) FROM otc_merchants WHERE status = 'pending')::int AS merchants_pending,
            (SELECT count(*) FROM otc_orders WHERE status = 'appeal')::int AS appeals_open`,
  );
  return rows[0] ?? { merchants_pending: 0, appeals_open: 0 };
}

/** A user's orders, as buyer and as seller: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT o.id, o.created_at::int AS created_at, o.fiat AS instrument,
      CASE WHEN o.buyer_id = u.uid THEN 'buy' ELSE 'sell' END AS side, ${decimalOf('o.amount')} AS amount, o.amount AS amount_n,
      o.currency_id::text AS currency, ${decimalOf('o.price')} AS price, ${decimalOf('o.fiat_total')} AS result, o.status, u.uid
    FROM otc_orders o CROSS JOIN LATERAL (VALUES (o.buyer_id), (o.seller_id)) AS u(uid)`,
  // The query leaves the currency's id in `currency` and only the fiat in `instrument`: the
  // page's codes are read once from the catalogue, and the pair is named `code/fiat`.
  async (q, rows) => {
    const code = await pageCurrencyCodes(
      q,
      rows.map((r) => Number(r.currency)),
    );
    return rows.map((r) => {
      const currency = code(Number(r.currency));
      return { ...r, instrument: `${currency}/${r.instrument}`, currency };
    });
  },
);
