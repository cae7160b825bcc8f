import {
  adminIdResultSchema,
  cannedReplyDeleteRequest,
  cannedReplySaveRequest,
  cannedReplySchema,
  consoleHousePnlQuery,
  consoleHousePnlSchema,
  consoleIeoProjectSchema,
  consoleIeoQuery,
  consoleUserIdRequest,
  consoleUserProductCountsSchema,
  consoleUserProductRowSchema,
  consoleUserProductsQuery,
} from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { BackofficeService } from './backoffice.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

export function backofficeRoutes(router: Router, svc: BackofficeService): void {
  router.paged({
    method: 'GET',
    url: '/api/admin/ieo/projects',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleIeoQuery,
    item: consoleIeoProjectSchema,
    list: (input) => svc.ieoProjects(input.phase, input),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/support/canned',
    auth: 'operator',
    permission: 'support.desk',
    item: cannedReplySchema,
    list: (input) => svc.cannedReplies(input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/support/canned/save',
    auth: 'operator',
    permission: 'support.desk',
    input: cannedReplySaveRequest,
    output: cannedReplySchema,
    handler: (input, ctx) => svc.saveCannedReply(actor(ctx), input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/support/canned/delete',
    auth: 'operator',
    permission: 'support.desk',
    input: cannedReplyDeleteRequest,
    output: adminIdResultSchema,
    handler: (input, ctx) => svc.deleteCannedReply(actor(ctx), input.id),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/reports/house_pnl',
    auth: 'operator',
    permission: 'reports.read',
    input: consoleHousePnlQuery,
    output: consoleHousePnlSchema,
    handler: (input) => svc.housePnl(input.days),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/users/products',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserProductsQuery,
    item: consoleUserProductRowSchema,
    list: (input) => svc.userProducts(input, input),
  });
  router.route({
    method: 'GET',
    url: '/api/admin/users/product_counts',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserIdRequest,
    output: consoleUserProductCountsSchema,
    handler: (input) => svc.userProductCounts(input.user_id),
  });
}
