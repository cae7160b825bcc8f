import { optionsEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SecondsOptions } from './options.service';

export function optionsRoutes(router: Router, options: SecondsOptions): void {
  router.serve(ep.payableCurrencies, async (_input, ctx) =>
    options.payableCurrencies(ctx.session?.userId ?? null),
  );
  router.serve(ep.pairs, async () => options.pairs());
  router.serve(ep.periods, async () => options.periods());
  router.serve(ep.submit, async (input, ctx) => options.submit(ctx.session.userId, input), {
    rateLimitPerMinute: 60,
  });
  router.servePaged(ep.orders, (input, ctx) => options.ownOrders(ctx.session.userId, input));
  router.serve(ep.result, async (input, ctx) => options.ownOrder(ctx.session.userId, input.id));
}
