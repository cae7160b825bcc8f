import { z } from 'zod';
import {
  instrumentSchema,
  klineBarSchema,
  searchResultSchema,
  tickerBatchSchema,
  tickerSchema,
} from '@tidemark/contracts';

/**
 * Schemas of the market reads every market screen makes (tickers and their live events,
 * instruments, search, favourites, chart bars); loaded lazily (see lazy-schemas.ts). The
 * screens call these paths directly rather than through the market endpoints' object, whose
 * module also builds the console's instrument terms and the tick log's schemas.
 */
export { searchResultSchema, tickerBatchSchema, tickerSchema };
export const tickerListSchema = tickerSchema.array();
export const instrumentListSchema = instrumentSchema.array();
export const klineBarListSchema = klineBarSchema.array();
/** What adding or removing a favourite answers. */
export const favouriteDoneSchema = z.literal(true);
