import { z } from 'zod';
import {
  coinCancelRequest,
  coinListRequest,
  coinTradeRequest,
  spotBalanceSchema,
  spotDepthSchema,
  spotFillSchema,
  spotOrderSchema,
  spotPairSchema,
  spotSymbolRequest,
  spotTradeSchema,
  spotTradesRequest,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SpotService } from './spot.service';

export function spotRoutes(router: Router, spot: SpotService): void {
  router.route({
    method: 'GET',
    url: '/api/coin/pairs',
    auth: 'public',
    output: z.array(spotPairSchema),
    handler: () => spot.pairList(),
  });
  router.route({
    method: 'GET',
    url: '/api/coin/pair',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotPairSchema,
    handler: (q) => spot.pairInfo(q.symbol),
  });
  router.route({
    method: 'GET',
    url: '/api/coin/depth',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotDepthSchema,
    handler: (q) => spot.depth(q.symbol),
  });
  router.route({
    method: 'GET',
    url: '/api/coin/trades',
    auth: 'public',
    input: spotTradesRequest,
    output: z.array(spotTradeSchema),
    handler: (q) => spot.recentTrades(q.symbol, q.limit),
  });
  router.route({
    method: 'GET',
    url: '/api/coin/my_trades',
    auth: 'user',
    input: spotTradesRequest,
    output: z.array(spotFillSchema),
    handler: (q, ctx) => spot.myTrades(ctx.session.userId, q.symbol, q.limit),
  });
  router.route({
    method: 'GET',
    url: '/api/coin/balance',
    auth: 'user',
    input: spotSymbolRequest,
    output: spotBalanceSchema,
    handler: (q, ctx) => spot.balance(ctx.session.userId, q.symbol),
  });
  router.route({
    method: 'POST',
    url: '/api/coin/trade',
    auth: 'user',
    rateLimitPerMinute: 300,
    input: coinTradeRequest,
    output: spotOrderSchema,
    handler: (input, ctx) => spot.placeOrder(ctx.session.userId, input),
  });
  router.route({
    method: 'PUT',
    url: '/api/coin/trade',
    auth: 'user',
    rateLimitPerMinute: 300,
    input: coinCancelRequest,
    output: spotOrderSchema,
    handler: (input, ctx) => spot.cancelOrder(ctx.session.userId, input.id),
  });
  router.paged({
    method: 'GET',
    url: '/api/coin/list',
    auth: 'user',
    input: coinListRequest.omit({ page: true, limit: true }),
    item: spotOrderSchema,
    list: (q, ctx) => spot.listOrders(ctx.session.userId, q),
  });
}
