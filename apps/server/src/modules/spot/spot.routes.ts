import { spotEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SpotService } from './spot.service';

export function spotRoutes(router: Router, spot: SpotService): void {
  const orders = { rateLimitPerMinute: 300 };

  router.serve(ep.pairs, () => spot.pairList());
  router.serve(ep.pair, (q) => spot.pairInfo(q.symbol));
  router.serve(ep.depth, (q) => spot.depth(q.symbol));
  router.serve(ep.trades, (q) => spot.recentTrades(q.symbol, q.limit));
  router.serve(ep.myTrades, (q, ctx) => spot.myTrades(ctx.session.userId, q.symbol, q.limit));
  router.serve(ep.balance, (q, ctx) => spot.balance(ctx.session.userId, q.symbol));
  router.serve(ep.placeOrder, (input, ctx) => spot.placeOrder(ctx.session.userId, input), orders);
  router.serve(
    ep.cancelOrder,
    (input, ctx) => spot.cancelOrder(ctx.session.userId, input.id),
    orders,
  );
  router.servePaged(ep.orders, (q, ctx) => spot.listOrders(ctx.session.userId, q));
}
