import type { FastifyInstance } from 'fastify';
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
import { defineRoute } from '../../platform/route';
import * as lever from './lever.service';

/** Contracts: every endpoint needs a login (999) and identity verification level 1 (998). */
export function leverRoutes(app: FastifyInstance, deps: lever.Deps): void {
  const commands = { auth: 'kyc', method: 'POST', rateLimitPerMinute: 300 } as const;

  defineRoute(app, {
    ...commands,
    url: '/api/lever/deal',
    input: leverPairSelector,
    output: leverDealSchema,
    handler: (q, ctx) => lever.deal(deps, ctx.session.userId, q),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/submit',
    input: leverSubmitRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.submit(deps, ctx.session.userId, q),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/dealall',
    input: leverDealAllRequest,
    output: leverDealAllSchema,
    handler: (q, ctx) => lever.dealAll(deps, ctx.session.userId, q),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/my_trade',
    input: leverMyTradeRequest,
    output: leverMyTradeSchema,
    handler: (q, ctx) => lever.myTrade(deps, ctx.session.userId, q),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/close',
    input: leverIdRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.close(deps, ctx.session.userId, q.id),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/cancel',
    input: leverIdRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.cancel(deps, ctx.session.userId, q.id),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/setstop',
    input: leverSetStopRequest,
    output: leverPositionSchema,
    handler: (q, ctx) => lever.setStop(deps, ctx.session.userId, q),
  });
  defineRoute(app, {
    ...commands,
    url: '/api/lever/batch_close',
    input: leverBatchCloseRequest,
    output: leverBatchCloseSchema,
    handler: (q, ctx) => lever.batchClose(deps, ctx.session.userId, q),
  });
}
