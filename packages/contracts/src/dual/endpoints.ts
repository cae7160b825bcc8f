import { endpoint, pagedEndpoint } from '../common/endpoint';
import { consoleDualProductRowSchema, consoleProductsQuery } from '../console/products';
import { adminIdResultSchema } from '../console/results';
import {
  adminDualEditRequest,
  adminDualProductRequest,
  dualBuyRequest,
  dualDetailRequest,
  dualIndexRequest,
  dualIndexSchema,
  dualListRequest,
  dualOrderSchema,
  dualProductSchema,
} from './schemas';

/** Dual investment: products, buying, the user's orders, and the operator's product editor. */
export const dualEndpoints = {
  index: endpoint({
    method: 'GET',
    path: '/api/dual/index',
    auth: 'public',
    input: dualIndexRequest,
    output: dualIndexSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/dual/detail',
    auth: 'public',
    input: dualDetailRequest,
    output: dualProductSchema,
  }),
  buy: endpoint({
    method: 'POST',
    path: '/api/dual/buyDual',
    auth: 'kyc',
    input: dualBuyRequest,
    output: dualOrderSchema,
  }),
  orders: pagedEndpoint({
    method: 'POST',
    path: '/api/dual/dual_list',
    auth: 'user',
    input: dualListRequest,
    item: dualOrderSchema,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/api/admin/dual/product',
    auth: 'operator',
    permission: 'products.manage',
    input: adminDualProductRequest,
    output: adminIdResultSchema,
  }),
  editProduct: endpoint({
    method: 'POST',
    path: '/api/admin/dual/product/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: adminDualEditRequest,
    output: adminIdResultSchema,
  }),
  /** The console's list of dual products: the product role's. */
  consoleProducts: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/dual/products',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleDualProductRowSchema,
  }),
} as const;

export type DualEndpoints = typeof dualEndpoints;
