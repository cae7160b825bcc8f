import { marketEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { MarketData } from './market.service';

export function marketRoutes(router: Router, market: MarketData): void {
  router.serve(ep.tickers, async () => market.tickers());
  router.serve(ep.instruments, async () => market.instrumentList());
  router.serve(ep.search, async (input) => market.search(input.q));
  router.serve(ep.favourites, async (_input, ctx) => market.favourites(ctx.session.userId));
  router.serve(ep.addFavourite, async (input, ctx) =>
    market.setFavourite(ctx.session.userId, input.symbol, true),
  );
  router.serve(ep.removeFavourite, async (input, ctx) =>
    market.setFavourite(ctx.session.userId, input.symbol, false),
  );
}

/**
 * The description's one exception to the envelope: {code: 1, msg, data: [bars]}, and
 * {code: -1} for a bad symbol or period: a raw route, outside the envelope.
 */
export function timesharRoute(router: Router, market: MarketData): void {
  router.raw({
    url: '/api/currency/new_timeshar',
    handler: async (request, reply) => {
      const { lang: _lang, ...query } = (request.query ?? {}) as Record<string, unknown>;
      const bars = await market.timeshar(query);
      if (!bars)
        return reply.send({ code: -1, msg: 'error: symbol or period not valid', data: [] });
      return reply.send({ code: 1, msg: 'success', data: bars });
    },
  });
}
