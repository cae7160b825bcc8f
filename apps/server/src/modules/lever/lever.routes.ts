import { leverEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Lever } from './lever.service';

/** Contracts: every endpoint needs a login (999) and identity verification level 1 (998). */
export function leverRoutes(router: Router, lever: Lever): void {
  const limited = { rateLimitPerMinute: 300 };

  router.serve(ep.deal, (q, ctx) => lever.deal(ctx.session.userId, q), limited);
  router.serve(ep.submit, (q, ctx) => lever.submit(ctx.session.userId, q), limited);
  router.serve(ep.positions, (q, ctx) => lever.dealAll(ctx.session.userId, q), limited);
  router.serve(ep.history, (q, ctx) => lever.myTrade(ctx.session.userId, q), limited);
  router.serve(ep.close, (q, ctx) => lever.close(ctx.session.userId, q.id), limited);
  router.serve(ep.cancel, (q, ctx) => lever.cancel(ctx.session.userId, q.id), limited);
  router.serve(ep.setStop, (q, ctx) => lever.setStop(ctx.session.userId, q), limited);
  router.serve(ep.batchClose, (q, ctx) => lever.batchClose(ctx.session.userId, q), limited);
}
