import { endpoint, pagedEndpoint } from '../common/endpoint';
import { pageQuerySchema } from '../common/pagination';
import { consoleProductsQuery, consoleProjectRowSchema } from '../console/products';
import { adminIdResultSchema, adminLaunchpadCreateResultSchema } from '../console/results';
import {
  adminProjectEditRequest,
  adminProjectRequest,
  projectDetailRequest,
  projectDetailSchema,
  projectListRequest,
  projectOrderRequest,
  projectOrderSchema,
  projectSchema,
} from './schemas';

/** IEO: the original paths (§10), and the operator's project editor and list. */
export const launchpadEndpoints = {
  projects: pagedEndpoint({
    method: 'GET',
    path: '/api/project',
    auth: 'public',
    input: projectListRequest,
    item: projectSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/project/detail',
    auth: 'public',
    input: projectDetailRequest,
    output: projectDetailSchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/project/order',
    auth: 'kyc',
    input: projectOrderRequest,
    output: projectOrderSchema,
  }),
  orders: pagedEndpoint({
    method: 'GET',
    path: '/api/user/project/order',
    auth: 'user',
    input: pageQuerySchema,
    item: projectOrderSchema,
  }),
  createProject: endpoint({
    method: 'POST',
    path: '/api/admin/launchpad/project',
    auth: 'operator',
    permission: 'products.manage',
    input: adminProjectRequest,
    output: adminLaunchpadCreateResultSchema,
  }),
  editProject: endpoint({
    method: 'POST',
    path: '/api/admin/launchpad/project/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: adminProjectEditRequest,
    output: adminIdResultSchema,
  }),
  consoleProjects: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/launchpad/projects',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleProjectRowSchema,
  }),
} as const;
