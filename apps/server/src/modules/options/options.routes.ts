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
import type { Router } from '../../platform/route';
import type { SecondsOptions } from './options.service';

export function optionsRoutes(router: Router, options: SecondsOptions): void {
  router.route({
    method: ['GET', 'POST'],
    url: '/api/microtrade/payable_currencies',
    auth: 'public',
    output: z.array(optionCurrencySchema),
    handler: async (_input, ctx) => options.payableCurrencies(ctx.session?.userId ?? null),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/microtrade/pairs',
    auth: 'public',
    output: z.array(optionPairSchema),
    handler: async () => options.pairs(),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/microtrade/seconds',
    auth: 'public',
    output: z.array(optionPeriodSchema),
    handler: async () => options.periods(),
  });
  router.route({
    method: 'POST',
    url: '/api/microtrade/submit',
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: optionSubmitRequest,
    output: optionOrderSchema,
    handler: async (input, ctx) => options.submit(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/microtrade/lists',
    auth: 'user',
    input: optionListRequest,
    item: optionOrderSchema,
    list: (input, ctx) => options.ownOrders(ctx.session.userId, input),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/microtrade/get_result',
    auth: 'user',
    input: optionResultRequest,
    output: optionOrderSchema,
    handler: async (input, ctx) => options.ownOrder(ctx.session.userId, input.id),
  });
}
