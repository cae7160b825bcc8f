import { z } from 'zod';
import {
  adminIdResultSchema,
  adminLaunchpadCreateResultSchema,
  adminProjectEditRequest,
  adminProjectRequest,
  projectDetailRequest,
  projectDetailSchema,
  projectListRequest,
  projectOrderRequest,
  projectOrderSchema,
  projectSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Launchpad } from './launchpad.service';

/** IEO: the original paths (§10) in this project's envelope and pagination. */
export function launchpadRoutes(router: Router, lp: Launchpad): void {
  router.paged({
    method: 'GET',
    url: '/api/project',
    auth: 'public',
    input: projectListRequest,
    item: projectSchema,
    list: (q, ctx) => lp.list(ctx.lang, q),
  });
  router.route({
    method: 'GET',
    url: '/api/project/detail',
    auth: 'public',
    input: projectDetailRequest,
    output: projectDetailSchema,
    handler: (q, ctx) => lp.detail(ctx.lang, q.project_id, ctx.session?.userId ?? null),
  });
  router.route({
    method: 'POST',
    url: '/api/project/order',
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: projectOrderRequest,
    output: projectOrderSchema,
    handler: (q, ctx) => lp.subscribe(ctx.session.userId, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/user/project/order',
    auth: 'user',
    input: z.object({}),
    item: projectOrderSchema,
    list: (q, ctx) => lp.userOrders(ctx.session.userId, q),
  });

  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.route({
    method: 'POST',
    url: '/api/admin/launchpad/project',
    auth: 'operator',
    permission: 'products.manage',
    input: adminProjectRequest,
    output: adminLaunchpadCreateResultSchema,
    handler: (q, ctx) => lp.createProject(actor(ctx), q),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/launchpad/project/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: adminProjectEditRequest,
    output: adminIdResultSchema,
    handler: (q, ctx) => lp.editProject(actor(ctx), q),
  });
}
