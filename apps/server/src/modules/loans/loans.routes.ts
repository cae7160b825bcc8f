import { loansEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Loans } from './loans.service';

/** Loans: the seed's `/bank/*` loan paths were undocumented; these follow the `/api/loan/*` area. */
export function loanRoutes(router: Router, loans: Loans): void {
  router.serve(ep.config, () => loans.config());
  router.serve(ep.borrow, (q, ctx) => loans.borrow(ctx.session.userId, q), {
    rateLimitPerMinute: 30,
  });
  const steps = { rateLimitPerMinute: 60 };
  router.serve(ep.repay, (q, ctx) => loans.repay(ctx.session.userId, q), steps);
  router.serve(ep.addCollateral, (q, ctx) => loans.addCollateral(ctx.session.userId, q), steps);
  router.serve(
    ep.withdrawCollateral,
    (q, ctx) => loans.withdrawCollateral(ctx.session.userId, q),
    steps,
  );
  router.serve(ep.detail, (q, ctx) => loans.detail(ctx.session.userId, q.id));
  router.servePaged(ep.list, (q, ctx) => loans.list(ctx.session.userId, q));
  router.servePaged(ep.adminList, (q) => loans.adminList(q));
}
