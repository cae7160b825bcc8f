import {
  leverBatchCloseRequest,
  leverBatchCloseSchema,
  leverDealAllRequest,
  leverDealAllSchema,
  leverDealSchema,
  leverIdRequest,
  leverMyTradeRequest,
  leverMyTradeSchema,
  leverPairSelector,
  leverPositionSchema,
  leverSetStopRequest,
  leverSubmitRequest,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Lever } from './lever.service';

/** Contracts: every endpoint needs a login (999) and identity verification level 1 (998). */
export function leverRoutes(router: Router, lever: Lever): void {
  const commands = { auth: 'kyc', method: 'POST', rateLimitPerMinute: 300 } as const;

  router.route({
    ...commands,
    url: '/api/lever/deal',
    input: leverPairSelector,
    output: leverDealSchema,
    handler: (q, ctx) => lever.deal(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/lever/submit',
    input: leverSubmitRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.submit(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/lever/dealall',
    input: leverDealAllRequest,
    output: leverDealAllSchema,
    handler: (q, ctx) => lever.dealAll(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/lever/my_trade',
    input: leverMyTradeRequest,
    output: leverMyTradeSchema,
    handler: (q, ctx) => lever.myTrade(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/lever/close',
    input: leverIdRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.close(ctx.session.userId, q.id),
  });
  router.route({
    ...commands,
    url: '/api/lever/cancel',
    input: leverIdRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.cancel(ctx.session.userId, q.id),
  });
  router.route({
    ...commands,
    url: '/api/lever/setstop',
    input: leverSetStopRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.setStop(ctx.session.userId, q),
  });
  router.route({
    ...commands,
    url: '/api/lever/batch_close',
    input: leverBatchCloseRequest,
    output: leverBatchCloseSchema,
    handler: (q, ctx) => lever.batchClose(ctx.session.userId, q),
  });
}
