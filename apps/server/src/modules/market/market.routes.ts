import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { favouriteRequest, instrumentSchema, searchRequest, searchResultSchema, tickerSchema, timesharRequest } from '@tidemark/contracts';
import { defineRoute } from '../../platform/route';
import { fail } from '../../platform/errors';
import { isOpen } from './periods';
import * as repo from './market.repo';

const done = z.literal(true);

export function marketRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/currency/quotation_new',
    auth: 'public',
    output: z.array(tickerSchema),
    handler: async () => app.market.tickers(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/market/instruments',
    auth: 'public',
    output: z.array(instrumentSchema),
    handler: async () => {
      const now = Date.now();
      return app.market.instruments().map(({ start_price: _s, volatility: _v, sort_order: _o, ...i }) => ({ ...i, market_open: isOpen(i.hours, now) }));
    },
  });

  // The description's one exception to the envelope: {code: 1, msg, data: [bars]}.
  app.get('/api/currency/new_timeshar', async (request, reply) => {
    const { lang: _lang, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const parsed = timesharRequest.strict().safeParse(query);
    const instrument = parsed.success ? app.market.instrument(parsed.data.symbol) : undefined;
    if (!parsed.success || !instrument) return reply.send({ code: -1, msg: 'error: symbol or period not valid', data: [] });
    const to = parsed.data.to ?? Math.floor(Date.now() / 1000);
    const from = parsed.data.from ?? 0;
    const rows = await repo.bars(app.db, instrument.id, parsed.data.period, from, to, parsed.data.limit);
    return reply.send({
      code: 1,
      msg: 'success',
      data: rows.map((r) => ({ id: r.open_time, open: r.open, close: r.close, high: r.high, low: r.low, vol: r.volume, amount: r.volume, time: r.open_time * 1000 })),
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/market/search',
    auth: 'public',
    input: searchRequest,
    output: searchResultSchema,
    handler: async (input) => {
      const q = input.q.toUpperCase().replace(/[^A-Z0-9/]/g, '');
      const hot = ((await app.db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'hot_search'`)).rows[0]?.value ?? '').split(',').filter(Boolean);
      const results = q ? app.market.tickers().filter((t) => t.symbol.replace('/', '').includes(q.replace('/', '')) || t.symbol.includes(q)) : [];
      return { results: results.slice(0, 30), hot };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/optional/list',
    auth: 'user',
    output: z.array(tickerSchema),
    handler: async (_input, ctx) => {
      const { rows } = await app.db.query<{ symbol: string }>(
        `SELECT i.symbol FROM favourites f JOIN instruments i ON i.id = f.instrument_id WHERE f.user_id = $1 ORDER BY f.created_at`,
        [ctx.session.userId],
      );
      return rows.map((r) => app.market.ticker(r.symbol)!).filter(Boolean);
    },
  });
  const favourite = (url: string, add: boolean) =>
    defineRoute(app, {
      method: 'POST',
      url,
      auth: 'user',
      input: favouriteRequest,
      output: done,
      handler: async (input, ctx) => {
        const instrument = app.market.instrument(input.symbol) ?? fail('not_found');
        if (add) await app.db.query('INSERT INTO favourites (user_id, instrument_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [ctx.session.userId, instrument.id]);
        else await app.db.query('DELETE FROM favourites WHERE user_id = $1 AND instrument_id = $2', [ctx.session.userId, instrument.id]);
        return true as const;
      },
    });
  favourite('/api/optional/add', true);
  favourite('/api/optional/del', false);
}
