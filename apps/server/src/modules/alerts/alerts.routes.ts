import { alertsEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { AlertsService } from './alerts.service';

/** Price alerts: the description had none; these follow the `/api/<area>/<verb>` paths. */
export function alertRoutes(router: Router, alerts: AlertsService): void {
  router.serve(ep.add, (q, ctx) => alerts.create(ctx.session.userId, q), {
    rateLimitPerMinute: 30,
  });
  router.servePaged(ep.list, (q, ctx) => alerts.list(ctx.session.userId, q));
  router.serve(ep.remove, (q, ctx) => alerts.remove(ctx.session.userId, q.id));
}
