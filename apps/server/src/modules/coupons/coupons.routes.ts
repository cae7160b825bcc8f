import { couponsEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { CouponsService } from './coupons.service';

export function couponsRoutes(router: Router, coupons: CouponsService): void {
  router.servePaged(ep.list, (input, ctx) => coupons.list(ctx.session.userId, ctx.lang, input));
  router.serve(ep.claim, (input, ctx) => coupons.claim(ctx.session.userId, input.campaign_id), {
    rateLimitPerMinute: 30,
  });

  router.serve(ep.createCampaign, (input, ctx) =>
    coupons.createCampaign({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
  router.serve(ep.grant, (input, ctx) =>
    coupons.grant({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
  router.servePaged(ep.campaigns, (input) => coupons.campaigns(input));
}
