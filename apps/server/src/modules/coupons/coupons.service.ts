import type { CouponCampaignRequest, Lang } from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, roundDown } from '../../platform/money';
import type { Platform } from '../../platform/module';
import { notify } from '../../platform/inbox';
import { currencyPrecision } from '../market';
import * as repo from './coupons.repo';
import { couponView } from './coupons.view';
import { refundStakeCoupon, useFeeCoupon, useStakeCoupon } from './redeem';

type Operator = { operatorId: number; ip: string };
const clean = (t: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => v)) as Record<string, string>;

export function createCouponsService(platform: Pick<Platform, 'db' | 'clock'>) {
  const { db, clock } = platform;
  return {
    /** For contracts and seconds options: a coupon used inside their order transaction. */
    useFeeCoupon,
    useStakeCoupon,
    refundStakeCoupon,

    async list(
      userId: number,
      lang: Lang,
      f: { state: repo.CouponState; kind?: string | undefined; page: number; limit: number },
    ) {
      const { rows, total } = await repo.ownCoupons(db, userId, {
        state: f.state,
        kind: f.kind ?? null,
        now: clock.now(),
        page: f.page,
        limit: f.limit,
      });
      return { rows: rows.map((r) => couponView(r, f.state, lang)), total };
    },

    /** Claims a granted coupon or a public campaign's; a second claim is refused, never doubled. */
    async claim(userId: number, campaignId: number) {
      return db.tx(async (tx) => {
        const c = await repo.campaign(tx, campaignId);
        const mine = await repo.hasCoupon(tx, userId, campaignId);
        if (!c || (!c.public && !mine)) return fail('coupon_not_claimable');
        if (c.expires_at.getTime() <= clock.nowMs()) fail('coupon_expired');
        if (mine?.claimed) fail('coupon_not_claimable');
        const id = await repo.claim(tx, userId, c, clock.now());
        if (!id) fail('coupon_not_claimable');
        return { id: id!, campaign_id: campaignId };
      });
    },

    async createCampaign(operator: Operator, input: CouponCampaignRequest) {
      if (input.expires_at * 1000 <= clock.nowMs()) fail('coupon_expiry_past');
      return db.tx(async (tx) => {
        const places =
          (await currencyPrecision(tx, input.currency_id)) ?? fail('validation_failed');
        // A coupon pays its amount into a balance: finer than the currency, it could never move.
        for (const v of [input.amount, input.min_order])
          if (cmp(roundDown(v, places), v) !== 0) fail('amount_too_precise');
        const id = await repo.insertCampaign(tx, {
          kind: input.kind,
          name: clean(input.name),
          terms: clean(input.terms),
          currencyId: input.currency_id,
          amount: input.amount,
          minOrder: input.min_order,
          public: input.public,
          expiresAt: new Date(input.expires_at * 1000),
          operatorId: operator.operatorId,
        });
        await recordAudit(tx, operator, {
          action: 'coupon.campaign',
          targetType: 'coupon_campaign',
          targetId: id,
          detail: { kind: input.kind, amount: input.amount, public: input.public },
        });
        return { id };
      });
    },

    /** Grants a campaign to users; each gets a message and claims it from the coupon page. */
    async grant(operator: Operator, input: { campaign_id: number; user_ids: number[] }) {
      return db.tx(async (tx) => {
        const c = (await repo.campaign(tx, input.campaign_id)) ?? fail('not_found');
        if (c.expires_at.getTime() <= clock.nowMs()) fail('coupon_expired');
        const users = await repo.grant(tx, c.id, [...new Set(input.user_ids)], clock.now());
        for (const userId of users)
          await notify(
            tx,
            userId,
            'coupon_granted',
            { amount: c.amount, currency_id: c.currency_id, name: c.name.en ?? '' },
            `coupon:${c.id}:granted`,
          );
        await recordAudit(tx, operator, {
          action: 'coupon.grant',
          targetType: 'coupon_campaign',
          targetId: c.id,
          detail: { users },
        });
        return { granted: users.length };
      });
    },

    campaigns: (page: { page: number; limit: number }) => repo.campaigns(db, page),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
