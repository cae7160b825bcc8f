import { z } from 'zod';
import {
  alertCreateRequest,
  alertIdRequest,
  alertListRequest,
  alertSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { AlertsService } from './alerts.service';

/** Price alerts: the description had none; these follow the `/api/<area>/<verb>` paths. */
export function alertRoutes(router: Router, alerts: AlertsService): void {
  router.route({
    method: 'POST',
    url: '/api/alert/add',
    auth: 'user',
    rateLimitPerMinute: 30,
    input: alertCreateRequest,
    output: alertSchema,
    handler: (q, ctx) => alerts.create(ctx.session.userId, q),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/alert/list',
    auth: 'user',
    input: alertListRequest,
    item: alertSchema,
    list: (q, ctx) => alerts.list(ctx.session.userId, q),
  });
  router.route({
    method: 'POST',
    url: '/api/alert/delete',
    auth: 'user',
    input: alertIdRequest,
    output: z.object({ id: z.number().int() }),
    handler: (q, ctx) => alerts.remove(ctx.session.userId, q.id),
  });
}
