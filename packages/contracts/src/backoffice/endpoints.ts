import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  cannedReplyDeleteRequest,
  cannedReplySaveRequest,
  cannedReplySchema,
  consoleHousePnlQuery,
  consoleHousePnlSchema,
  consoleIeoProjectSchema,
  consoleIeoQuery,
  consoleUserProductCountsSchema,
  consoleUserProductRowSchema,
  consoleUserProductsQuery,
} from '../console/desk';
import { adminIdResultSchema } from '../console/results';
import { consoleUserIdRequest } from '../console/schemas';

/** The console's back office: IEO projects, canned support replies, house PnL, users' products. */
export const backofficeEndpoints = {
  ieoProjects: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/ieo/projects',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleIeoQuery,
    item: consoleIeoProjectSchema,
  }),
  cannedReplies: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/support/canned',
    auth: 'operator',
    permission: 'support.desk',
    item: cannedReplySchema,
  }),
  saveCannedReply: endpoint({
    method: 'POST',
    path: '/api/admin/support/canned/save',
    auth: 'operator',
    permission: 'support.desk',
    input: cannedReplySaveRequest,
    output: cannedReplySchema,
  }),
  deleteCannedReply: endpoint({
    method: 'POST',
    path: '/api/admin/support/canned/delete',
    auth: 'operator',
    permission: 'support.desk',
    input: cannedReplyDeleteRequest,
    output: adminIdResultSchema,
  }),
  housePnl: endpoint({
    method: 'GET',
    path: '/api/admin/reports/house_pnl',
    auth: 'operator',
    permission: 'reports.read',
    input: consoleHousePnlQuery,
    output: consoleHousePnlSchema,
  }),
  userProducts: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/users/products',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserProductsQuery,
    item: consoleUserProductRowSchema,
  }),
  userProductCounts: endpoint({
    method: 'GET',
    path: '/api/admin/users/product_counts',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserIdRequest,
    output: consoleUserProductCountsSchema,
  }),
} as const;
