import { copytradeEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { CopyService } from './copytrade.service';

/**
 * Copy trading (the description client's /follow paths). Reading traders needs no login;
 * anything that can open positions (following) or make one a trader needs identity level 1.
 */
export function copyRoutes(router: Router, copy: CopyService): void {
  const limited = { rateLimitPerMinute: 60 };

  router.servePaged(ep.traders, (q, ctx) => copy.index(ctx.session?.userId ?? 0, q));
  router.serve(ep.traderDetail, (q, ctx) =>
    copy.traderDetail(ctx.session?.userId ?? 0, q.trader_user_id, ctx.lang),
  );
  router.servePaged(ep.traderHistory, (q) => copy.history(q.trader_user_id, q));
  router.serve(ep.follow, (q, ctx) => copy.follow(ctx.session.userId, q), limited);
  router.serve(
    ep.cancelFollow,
    (q, ctx) => copy.cancel(ctx.session.userId, q.follow_user_id),
    limited,
  );
  router.serve(
    ep.selfHolding,
    (q, ctx) => copy.selfHolding(ctx.session.userId, q.transaction_id),
    limited,
  );
  router.serve(ep.myFollows, (_q, ctx) => copy.myFollows(ctx.session.userId));
  router.servePaged(ep.myCopies, (q, ctx) => copy.myCopies(ctx.session.userId, q));
  router.servePaged(ep.skips, (q, ctx) => copy.skips(ctx.session.userId, q));
  router.serve(ep.agreement, (_q, ctx) => copy.agreement(ctx.session.userId));
  router.serve(
    ep.acceptAgreement,
    (q, ctx) => copy.acceptAgreement(ctx.session.userId, q.version),
    limited,
  );
  router.serve(ep.me, (_q, ctx) => copy.me(ctx.session.userId));
  router.serve(ep.apply, (q, ctx) => copy.apply(ctx.session.userId, q), limited);
  router.serve(ep.traderSettings, (q, ctx) => copy.settings(ctx.session.userId, q), limited);
  router.serve(ep.stopTrader, (_q, ctx) => copy.stop(ctx.session.userId), limited);

  // Operator API: review of trader applications, audited.
  router.servePaged(ep.applications, (q) => copy.applications(q));
  router.serve(ep.decide, (q, ctx) =>
    copy.decide({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, q),
  );
}
