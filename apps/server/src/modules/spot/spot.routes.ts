import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  coinCancelRequest,
  coinListRequest,
  coinTradeRequest,
  SPOT_RECENT_TRADES,
  spotBalanceSchema,
  spotDepthSchema,
  spotOrderSchema,
  spotPairSchema,
  spotSymbolRequest,
  spotTradeSchema,
} from '@tidemark/contracts';
import { definePagedRoute, defineRoute } from '../../platform/route';
import * as repo from './spot.repo';
import * as spot from './spot.service';

export function spotRoutes(app: FastifyInstance): void {
  const deps = app as unknown as spot.Deps;

  defineRoute(app, {
    method: 'GET',
    url: '/api/coin/pairs',
    auth: 'public',
    output: z.array(spotPairSchema),
    handler: () => Promise.all(app.spot.pairs().map((p) => spot.pairInfo(deps, p))),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/coin/pair',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotPairSchema,
    handler: (q) => spot.pairInfo(deps, spot.requirePair(deps, q.symbol)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/coin/depth',
    auth: 'public',
    input: spotSymbolRequest,
    output: spotDepthSchema,
    handler: (q) => spot.depth(deps, spot.requirePair(deps, q.symbol)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/coin/trades',
    auth: 'public',
    input: spotSymbolRequest,
    output: z.array(spotTradeSchema),
    handler: (q) => repo.recentTrades(app.db, spot.requirePair(deps, q.symbol).instrument_id, SPOT_RECENT_TRADES),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/coin/balance',
    auth: 'user',
    input: spotSymbolRequest,
    output: spotBalanceSchema,
    handler: (q, ctx) => spot.balance(deps, ctx.session.userId, spot.requirePair(deps, q.symbol)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/coin/trade',
    auth: 'user',
    rateLimitPerMinute: 300,
    input: coinTradeRequest,
    output: spotOrderSchema,
    handler: (input, ctx) => spot.placeOrder(deps, ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/coin/trade',
    auth: 'user',
    rateLimitPerMinute: 300,
    input: coinCancelRequest,
    output: spotOrderSchema,
    handler: (input, ctx) => spot.cancelOrder(deps, ctx.session.userId, input.id),
  });
  definePagedRoute(app, {
    method: 'GET',
    url: '/api/coin/list',
    auth: 'user',
    input: coinListRequest.omit({ page: true, limit: true }),
    item: spotOrderSchema,
    list: (q, ctx) => spot.listOrders(deps, ctx.session.userId, q),
  });
}
