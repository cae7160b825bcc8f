import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { marketEndpoints } from '@tidemark/contracts';
import { fetchInstruments } from '../../../shared/api/instruments';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { BTC_USDT_INSTRUMENT, btcTicker } from '../../../shared/testing/market';
import { fetchFavourites, setFavourite } from './favourites';
import { fetchKlineHistory } from './kline-history';
import { fetchSearch } from './search';

/*
 * The market reads call their paths directly and check the answers with the lazily built
 * market schemas (shared/api/market-schemas.ts), not through the endpoints' object. The edge
 * here answers only at the paths and methods the contracts name, so a read whose path drifted
 * from its endpoint fails; and an answer that breaks the endpoint's schema is refused.
 */

setUpSignedInApi();

const TICKER = btcTicker();

/** A handler at the endpoint's own method and path (`*` for the server's origin). */
function at(endpoint: { method: unknown; path: unknown }, answer: () => Response) {
  const method = Array.isArray(endpoint.method) ? endpoint.method[0] : endpoint.method;
  const path = Array.isArray(endpoint.path) ? endpoint.path[0] : endpoint.path;
  const route = `*${String(path)}`;
  return method === 'POST' ? http.post(route, answer) : http.get(route, answer);
}

describe('market reads', () => {
  it('read and change favourites, instruments and search at their endpoints’ paths', async () => {
    const posted: string[] = [];
    apiServer.use(
      at(marketEndpoints.favourites, () => okEnvelope([TICKER])),
      at(marketEndpoints.addFavourite, () => {
        posted.push('add');
        return okEnvelope(true);
      }),
      at(marketEndpoints.removeFavourite, () => {
        posted.push('del');
        return okEnvelope(true);
      }),
      at(marketEndpoints.instruments, () => okEnvelope([BTC_USDT_INSTRUMENT])),
      at(marketEndpoints.search, () => okEnvelope({ results: [TICKER], hot: ['BTC/USDT'] })),
    );
    expect(await fetchFavourites()).toEqual([TICKER]);
    await setFavourite('BTC/USDT', true);
    await setFavourite('BTC/USDT', false);
    expect(posted).toEqual(['add', 'del']);
    expect((await fetchInstruments()).map((i) => i.tick_size)).toEqual(['0.01']);
    expect((await fetchSearch('btc')).hot).toEqual(['BTC/USDT']);
  });

  it('refuses an answer its schema does not accept, as a bad response', async () => {
    apiServer.use(
      at(marketEndpoints.favourites, () => okEnvelope([{ ...TICKER, now_price: 60000 }])),
      at(marketEndpoints.addFavourite, () => okEnvelope('yes')),
      http.get('*/api/currency/new_timeshar', () => okEnvelope([{ id: 1, open: 'x' }])),
    );
    await expect(fetchFavourites()).rejects.toMatchObject({ code: 'bad_response' });
    await expect(setFavourite('BTC/USDT', true)).rejects.toMatchObject({ code: 'bad_response' });
    await expect(fetchKlineHistory('BTC/USDT', '1min', null)).rejects.toMatchObject({
      code: 'bad_response',
    });
  });
});
