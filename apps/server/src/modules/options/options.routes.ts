import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  optionCurrencySchema,
  optionListRequest,
  optionOrderSchema,
  optionPairSchema,
  optionPeriodSchema,
  optionResultRequest,
  optionSubmitRequest,
} from '@tidemark/contracts';
import { definePagedRoute, defineRoute } from '../../platform/route';
import * as options from './options.service';

export function optionsRoutes(app: FastifyInstance): void {
  const deps = () => app.secondsOptions.deps;
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/microtrade/payable_currencies',
    auth: 'public',
    output: z.array(optionCurrencySchema),
    handler: async (_input, ctx) => options.payableCurrencies(app.db, ctx.session?.userId ?? null),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/microtrade/pairs',
    auth: 'public',
    output: z.array(optionPairSchema),
    handler: async () => options.pairs(app),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/microtrade/seconds',
    auth: 'public',
    output: z.array(optionPeriodSchema),
    handler: async () => options.periods(app.db),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/microtrade/submit',
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: optionSubmitRequest,
    output: optionOrderSchema,
    handler: async (input, ctx) => options.submit(deps(), ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/microtrade/lists',
    auth: 'user',
    input: optionListRequest,
    item: optionOrderSchema,
    list: (input, ctx) => options.ownOrders(deps(), ctx.session.userId, input),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/microtrade/get_result',
    auth: 'user',
    input: optionResultRequest,
    output: optionOrderSchema,
    handler: async (input, ctx) => options.ownOrder(deps(), ctx.session.userId, input.id),
  });
}
