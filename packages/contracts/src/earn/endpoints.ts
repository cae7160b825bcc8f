import { endpoint, pagedEndpoint } from '../common/endpoint';
import { consoleEarnProductRowSchema, consoleProductsQuery } from '../console/products';
import { adminCloudYieldResultSchema } from '../console/results';
import {
  cloudBuyRequest,
  cloudYieldRequest,
  earnHoldingsSchema,
  earnIdRequest,
  earnIncomeSchema,
  earnOrderSchema,
  earnOrdersRequest,
  earnProductSchema,
  earnProductsRequest,
  earnProductUpdateRequest,
  flexibleRedeemRequest,
  flexibleSubscribeRequest,
  lockBuyRequest,
  lockPreviewRequest,
  lockPreviewSchema,
} from './schemas';

/**
 * Earn: lock mining keeps the seed's paths (`/lh/deposit/*`); flexible savings and cloud mining
 * are under `/earn/*`. Products are public; everything about money needs identity verification.
 */
export const earnEndpoints = {
  lockProducts: pagedEndpoint({
    method: 'GET',
    path: '/api/lh/deposit/config',
    auth: 'public',
    item: earnProductSchema,
  }),
  products: pagedEndpoint({
    method: 'GET',
    path: '/api/earn/products',
    auth: 'public',
    input: earnProductsRequest,
    item: earnProductSchema,
  }),
  lockPreview: endpoint({
    method: 'GET',
    path: '/api/lh/deposit/preview',
    auth: 'user',
    input: lockPreviewRequest,
    output: lockPreviewSchema,
  }),
  buyLock: endpoint({
    method: 'POST',
    path: '/api/lh/deposit',
    auth: 'kyc',
    input: lockBuyRequest,
    output: earnOrderSchema,
  }),
  lockOrders: pagedEndpoint({
    method: 'GET',
    path: '/api/lh/deposit/order',
    auth: 'kyc',
    input: earnOrdersRequest.omit({ kind: true }),
    item: earnOrderSchema,
  }),
  cancelLock: endpoint({
    method: 'POST',
    path: '/api/lh/deposit/order/cancel',
    auth: 'kyc',
    input: earnIdRequest,
    output: earnOrderSchema,
  }),
  subscribeFlexible: endpoint({
    method: 'POST',
    path: '/api/earn/flexible/subscribe',
    auth: 'kyc',
    input: flexibleSubscribeRequest,
    output: earnOrderSchema,
  }),
  redeemFlexible: endpoint({
    method: 'POST',
    path: '/api/earn/flexible/redeem',
    auth: 'kyc',
    input: flexibleRedeemRequest,
    output: earnOrderSchema,
  }),
  buyCloud: endpoint({
    method: 'POST',
    path: '/api/earn/cloud/buy',
    auth: 'kyc',
    input: cloudBuyRequest,
    output: earnOrderSchema,
  }),
  orders: pagedEndpoint({
    method: 'GET',
    path: '/api/earn/orders',
    auth: 'kyc',
    input: earnOrdersRequest,
    item: earnOrderSchema,
  }),
  income: pagedEndpoint({
    method: 'GET',
    path: '/api/earn/income',
    auth: 'kyc',
    input: earnIdRequest,
    item: earnIncomeSchema,
  }),
  holdings: endpoint({
    method: 'GET',
    path: '/api/earn/holdings',
    auth: 'user',
    output: earnHoldingsSchema,
  }),
  setCloudYield: endpoint({
    method: 'POST',
    path: '/api/admin/earn/cloud_yield',
    auth: 'operator',
    permission: 'products.manage',
    input: cloudYieldRequest,
    output: adminCloudYieldResultSchema,
  }),
  updateProduct: endpoint({
    method: 'POST',
    path: '/api/admin/earn/product',
    auth: 'operator',
    permission: 'products.manage',
    input: earnProductUpdateRequest,
    output: earnProductSchema,
  }),
  consoleProducts: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/earn/products',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleEarnProductRowSchema,
  }),
} as const;
