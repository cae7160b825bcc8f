import { launchpadEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Launchpad } from './launchpad.service';

/** IEO: the original paths (§10) in this project's envelope and pagination. */
export function launchpadRoutes(router: Router, lp: Launchpad): void {
  router.servePaged(ep.projects, (q, ctx) => lp.list(ctx.lang, q));
  router.serve(ep.detail, (q, ctx) =>
    lp.detail(ctx.lang, q.project_id, ctx.session?.userId ?? null),
  );
  router.serve(ep.subscribe, (q, ctx) => lp.subscribe(ctx.session.userId, q), {
    rateLimitPerMinute: 60,
  });
  router.servePaged(ep.orders, (q, ctx) => lp.userOrders(ctx.session.userId, q));

  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.serve(ep.createProject, (q, ctx) => lp.createProject(actor(ctx), q));
  router.serve(ep.editProject, (q, ctx) => lp.editProject(actor(ctx), q));
}
