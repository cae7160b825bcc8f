import { z } from 'zod';
import {
  favouriteRequest,
  instrumentSchema,
  searchRequest,
  searchResultSchema,
  tickerSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { MarketData } from './market.service';

const done = z.literal(true);

export function marketRoutes(router: Router, market: MarketData): void {
  router.route({
    method: 'GET',
    url: '/api/currency/quotation_new',
    auth: 'public',
    output: z.array(tickerSchema),
    handler: async () => market.tickers(),
  });

  router.route({
    method: 'GET',
    url: '/api/market/instruments',
    auth: 'public',
    output: z.array(instrumentSchema),
    handler: async () => market.instrumentList(),
  });

  router.route({
    method: 'GET',
    url: '/api/market/search',
    auth: 'public',
    input: searchRequest,
    output: searchResultSchema,
    handler: async (input) => market.search(input.q),
  });

  router.route({
    method: 'GET',
    url: '/api/optional/list',
    auth: 'user',
    output: z.array(tickerSchema),
    handler: async (_input, ctx) => market.favourites(ctx.session.userId),
  });
  for (const [url, favourite] of [
    ['/api/optional/add', true],
    ['/api/optional/del', false],
  ] as const) {
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      input: favouriteRequest,
      output: done,
      handler: async (input, ctx) =>
        market.setFavourite(ctx.session.userId, input.symbol, favourite),
    });
  }
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
