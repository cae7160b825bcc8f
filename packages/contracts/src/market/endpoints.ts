import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  consoleInstrumentEditRequest,
  consoleInstrumentSchema,
  consoleInstrumentsQuery,
} from '../console/products';
import {
  favouriteRequest,
  instrumentSchema,
  searchRequest,
  searchResultSchema,
  tickerSchema,
} from './schemas';
import {
  tickExportSchema,
  tickExportsRequest,
  tickLogItemSchema,
  tickLogRequest,
} from './tick-log';

const done = z.literal(true);

/**
 * Market data: tickers, instruments, search, favourites, the public tick log, and the console's
 * instrument terms. The chart's `new_timeshar` and the tick log's file download answer outside
 * the envelope and are not endpoints (docs/api.md).
 */
export const marketEndpoints = {
  /** The 24-hour ticker of every pair. */
  tickers: endpoint({
    method: 'GET',
    path: '/api/currency/quotation_new',
    auth: 'public',
    output: z.array(tickerSchema),
  }),
  instruments: endpoint({
    method: 'GET',
    path: '/api/market/instruments',
    auth: 'public',
    output: z.array(instrumentSchema),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/market/search',
    auth: 'public',
    input: searchRequest,
    output: searchResultSchema,
  }),
  /** The user's favourite pairs, in the order they were added. */
  favourites: endpoint({
    method: 'GET',
    path: '/api/optional/list',
    auth: 'user',
    output: z.array(tickerSchema),
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/api/optional/add',
    auth: 'user',
    input: favouriteRequest,
    output: done,
  }),
  removeFavourite: endpoint({
    method: 'POST',
    path: '/api/optional/del',
    auth: 'user',
    input: favouriteRequest,
    output: done,
  }),
  /** The tick log: every price the platform used, for anyone to check. */
  ticks: pagedEndpoint({
    method: 'GET',
    path: '/api/market/ticks',
    auth: 'public',
    input: tickLogRequest,
    item: tickLogItemSchema,
  }),
  /** The tick log's daily files and their SHA-256. */
  tickExports: pagedEndpoint({
    method: 'GET',
    path: '/api/market/ticks/exports',
    auth: 'public',
    input: tickExportsRequest,
    item: tickExportSchema,
  }),
  /** The console's instruments: terms and product switches. */
  consoleInstruments: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/instruments',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentsQuery,
    item: consoleInstrumentSchema,
  }),
  editInstrument: endpoint({
    method: 'POST',
    path: '/api/admin/instruments/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentEditRequest,
    output: consoleInstrumentSchema,
  }),
};
