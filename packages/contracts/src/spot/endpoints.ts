import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { consoleSpotPairEditRequest, consoleSpotPairSchema } from '../console/products';
import {
  coinCancelRequest,
  coinListRequest,
  coinTradeRequest,
  spotBalanceSchema,
  spotDepthSchema,
  spotOrderSchema,
  spotPairSchema,
  spotSymbolRequest,
  spotTradeSchema,
} from './schemas';
import { spotFillSchema, spotTradesRequest } from './trades';

/** Spot trading: pairs, the book and trades (public), the user's orders, and the console's pairs. */
export const spotEndpoints = {
  pairs: endpoint({
    method: 'GET',
    path: '/api/coin/pairs',
    auth: 'public',
    output: z.array(spotPairSchema),
  }),
  pair: endpoint({
    method: 'GET',
    path: '/api/coin/pair',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotPairSchema,
  }),
  depth: endpoint({
    method: 'GET',
    path: '/api/coin/depth',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotDepthSchema,
  }),
  trades: endpoint({
    method: 'GET',
    path: '/api/coin/trades',
    auth: 'public',
    input: spotTradesRequest,
    output: z.array(spotTradeSchema),
  }),
  myTrades: endpoint({
    method: 'GET',
    path: '/api/coin/my_trades',
    auth: 'user',
    input: spotTradesRequest,
    output: z.array(spotFillSchema),
  }),
  balance: endpoint({
    method: 'GET',
    path: '/api/coin/balance',
    auth: 'user',
    input: spotSymbolRequest,
    output: spotBalanceSchema,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/coin/trade',
    auth: 'user',
    input: coinTradeRequest,
    output: spotOrderSchema,
  }),
  cancelOrder: endpoint({
    method: 'PUT',
    path: '/api/coin/trade',
    auth: 'user',
    input: coinCancelRequest,
    output: spotOrderSchema,
  }),
  orders: pagedEndpoint({
    method: 'GET',
    path: '/api/coin/list',
    auth: 'user',
    input: coinListRequest.omit({ page: true, limit: true }),
    item: spotOrderSchema,
  }),
  consolePairs: endpoint({
    method: 'GET',
    path: '/api/admin/spot/pairs',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleSpotPairSchema),
  }),
  editPair: endpoint({
    method: 'POST',
    path: '/api/admin/spot/pair',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSpotPairEditRequest,
    output: consoleSpotPairSchema,
  }),
} as const;
