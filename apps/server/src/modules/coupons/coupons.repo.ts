import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { pageCurrencyCodes } from '../market';

export interface CouponRow {
  id: number;
  campaign_id: number;
  kind: 'lever_fee' | 'option_stake';
  name: Record<string, string>;
  terms: Record<string, string>;
  currency_id: number;
  currency: string;
  amount: string;
  min_order: string;
  expires_s: number;
  claimed: boolean;
  used_s: number | null;
  used_amount: string | null;
}

export type CouponState = 'claimable' | 'available' | 'used' | 'expired';

const COLUMNS = `k.kind, k.name, k.terms, k.currency_id,
  trim_scale(k.amount)::text AS amount, trim_scale(k.min_order)::text AS min_order,
  extract(epoch FROM k.expires_at)::bigint AS expires_s`;

/**
 * The user's coupons in one state at `now`. Claimable also lists public campaigns the user has
 * not taken yet (id 0: they are claimed by campaign).
 */
export async function ownCoupons(
  q: Queryable,
  userId: number,
  f: { state: CouponState; kind: string | null; now: Date; page: number; limit: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const own = `SELECT c.id, c.campaign_id, ${COLUMNS}, c.claimed_at IS NOT NULL AS claimed,
      extract(epoch FROM c.used_at)::bigint AS used_s, trim_scale(c.used_amount)::text AS used_amount
    FROM coupons c JOIN coupon_campaigns k ON k.id = c.campaign_id
    WHERE c.user_id = $1 AND ($3::text IS NULL OR k.kind = $3) AND $2::timestamptz IS NOT NULL`;
  const offers = `SELECT 0 AS id, k.id AS campaign_id, ${COLUMNS}, false AS claimed,
      NULL::bigint AS used_s, NULL::text AS used_amount
    FROM coupon_campaigns k
    WHERE k.public AND k.expires_at > $2 AND ($3::text IS NULL OR k.kind = $3)
      AND NOT EXISTS (SELECT 1 FROM coupons c WHERE c.campaign_id = k.id AND c.user_id = $1)`;
  const byState: Record<CouponState, string> = {
    claimable: `SELECT * FROM (${own}) o WHERE NOT o.claimed AND o.used_s IS NULL AND o.expires_s > extract(epoch FROM $2::timestamptz)
      UNION ALL ${offers}`,
    available: `SELECT * FROM (${own}) o WHERE o.claimed AND o.used_s IS NULL AND o.expires_s > extract(epoch FROM $2::timestamptz)`,
    used: `SELECT * FROM (${own}) o WHERE o.used_s IS NOT NULL`,
    expired: `SELECT * FROM (${own}) o WHERE o.used_s IS NULL AND o.expires_s <= extract(epoch FROM $2::timestamptz)`,
  };
  const sql = byState[f.state];
  const params = [userId, f.now, f.kind];
  const { rows } = await q.query<Omit<CouponRow, 'currency'>>(
    `SELECT * FROM (${sql}) s ORDER BY s.expires_s, s.campaign_id LIMIT $4 OFFSET $5`,
    [...params, ...pageWindow(f)],
  );
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) s`, params);
  // The campaigns' currency codes come from market's catalogue, one read for the page.
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      campaign_id: r.campaign_id,
      kind: r.kind,
      name: r.name,
      terms: r.terms,
      currency_id: r.currency_id,
      currency: code(r.currency_id),
      amount: r.amount,
      min_order: r.min_order,
      expires_s: r.expires_s,
      claimed: r.claimed,
      used_s: r.used_s,
      used_amount: r.used_amount,
    })),
    total: count.rows[0]!.n,
  };
}

export interface CampaignRow {
  id: number;
  kind: 'lever_fee' | 'option_stake';
  name: Record<string, string>;
  currency_id: number;
  amount: string;
  public: boolean;
  expires_at: Date;
}

export async function campaign(q: Queryable, id: number): Promise<CampaignRow | null> {
  const { rows } = await q.query<CampaignRow>(
    `SELECT id, kind, name, currency_id, trim_scale(amount)::text AS amount, public, expires_at
     FROM coupon_campaigns WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertCampaign(
  q: Queryable,
  c: {
    kind: string;
    name: Record<string, string>;
    terms: Record<string, string>;
    currencyId: number;
    amount: string;
    minOrder: string;
    public: boolean;
    expiresAt: Date;
    operatorId: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO coupon_campaigns (kind, name, terms, currency_id, amount, min_order, public, expires_at, operator_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      c.kind,
      JSON.stringify(c.name),
      JSON.stringify(c.terms),
      c.currencyId,
      c.amount,
      c.minOrder,
      c.public,
      c.expiresAt,
      c.operatorId,
    ],
  );
  return rows[0]!.id;
}

/** Grants the campaign to users who exist and do not have it yet; returns who got it. */
export async function grant(
  q: Queryable,
  campaignId: number,
  userIds: number[],
  now: Date,
): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `INSERT INTO coupons (campaign_id, user_id, granted_at)
     SELECT $1, u.id, $3 FROM users u WHERE u.id = ANY($2::bigint[])
     ON CONFLICT (campaign_id, user_id) DO NOTHING RETURNING user_id`,
    [campaignId, userIds, now],
  );
  return rows.map((r) => r.user_id);
}

/** Claims a granted coupon; or, for a public campaign, creates it claimed. Null when neither. */
export async function claim(
  q: Queryable,
  userId: number,
  c: CampaignRow,
  now: Date,
): Promise<number | null> {
  const granted = await q.query<{ id: number }>(
    `UPDATE coupons SET claimed_at = $3 WHERE campaign_id = $1 AND user_id = $2 AND claimed_at IS NULL RETURNING id`,
    [c.id, userId, now],
  );
  if (granted.rows[0]) return granted.rows[0].id;
  if (!c.public) return null;
  const created = await q.query<{ id: number }>(
    `INSERT INTO coupons (campaign_id, user_id, granted_at, claimed_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (campaign_id, user_id) DO NOTHING RETURNING id`,
    [c.id, userId, now],
  );
  return created.rows[0]?.id ?? null;
}

export async function hasCoupon(q: Queryable, userId: number, campaignId: number) {
  const { rows } = await q.query<{ claimed: boolean }>(
    'SELECT claimed_at IS NOT NULL AS claimed FROM coupons WHERE campaign_id = $1 AND user_id = $2',
    [campaignId, userId],
  );
  return rows[0] ?? null;
}

export interface RedeemTarget {
  id: number;
  user_id: number;
  kind: string;
  currency_id: number;
  amount: string;
  min_order: string;
  expires_at: Date;
  claimed: boolean;
  used: boolean;
}

/** The coupon, locked: a second order naming it waits here and then finds it used. */
export async function lockCoupon(q: Queryable, id: number): Promise<RedeemTarget | null> {
  const { rows } = await q.query<RedeemTarget>(
    `SELECT c.id, c.user_id, k.kind, k.currency_id, trim_scale(k.amount)::text AS amount,
       trim_scale(k.min_order)::text AS min_order, k.expires_at,
       c.claimed_at IS NOT NULL AS claimed, c.used_at IS NOT NULL AS used
     FROM coupons c JOIN coupon_campaigns k ON k.id = c.campaign_id WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks the coupon used by an order; only an unused one (the guard under any race). */
export async function markUsed(
  q: Queryable,
  id: number,
  use: { now: Date; refType: string; refId: number; amount: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE coupons SET used_at = $2, used_ref_type = $3, used_ref_id = $4, used_amount = $5
     WHERE id = $1 AND used_at IS NULL`,
    [id, use.now, use.refType, use.refId, use.amount],
  );
  return (rowCount ?? 0) > 0;
}

export async function campaigns(q: Queryable, page: { page: number; limit: number }) {
  const { rows } = await q.query<{
    id: number;
    kind: 'lever_fee' | 'option_stake';
    name: Record<string, string>;
    amount: string;
    min_order: string;
    public: boolean;
    expires_s: number;
    issued: number;
    used: number;
  }>(
    `SELECT k.id, k.kind, k.name, trim_scale(k.amount)::text AS amount, trim_scale(k.min_order)::text AS min_order,
       k.public, extract(epoch FROM k.expires_at)::bigint AS expires_s,
       (SELECT count(*)::int FROM coupons c WHERE c.campaign_id = k.id) AS issued,
       (SELECT count(*)::int FROM coupons c WHERE c.campaign_id = k.id AND c.used_at IS NOT NULL) AS used
     FROM coupon_campaigns k ORDER BY k.id DESC LIMIT $1 OFFSET $2`,
    pageWindow(page),
  );
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_campaigns');
  return { rows, total: count.rows[0]!.n };
}

/** Demo data: the name and terms, in every language, of the seed operator's demo campaigns. */
export async function setDemoCampaignTexts(
  q: Queryable,
  operatorId: number,
  nameEn: string,
  name: Record<string, string>,
  terms: Record<string, string>,
): Promise<void> {
  await q.query(
    `UPDATE coupon_campaigns SET name = $2, terms = $3
      WHERE name->>'en' = $1 AND operator_id = $4 AND public`,
    [nameEn, JSON.stringify(name), JSON.stringify(terms), operatorId],
  );
}

/**
 * Demo data: whether the seeding operator's public campaign of this English name still runs
 * (another operator's campaign, or a private one, of the same name is not the demo's).
 */
export async function hasRunningCampaign(
  q: Queryable,
  operatorId: number,
  nameEn: string,
  now: Date,
) {
  const { rowCount } = await q.query(
    `SELECT 1 FROM coupon_campaigns
      WHERE name->>'en' = $1 AND expires_at > $2 AND public AND operator_id = $3`,
    [nameEn, now, operatorId],
  );
  return (rowCount ?? 0) > 0;
}

export async function operatorIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM operators WHERE email = $1', [
    email,
  ]);
  return rows[0]?.id ?? null;
}
