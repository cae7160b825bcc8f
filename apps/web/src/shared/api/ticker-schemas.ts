import { tickerBatchSchema, tickerSchema } from '@tidemark/contracts';

/** Schemas of the tickers (their list and the live events); loaded lazily (see lazy-schemas.ts). */
export { tickerBatchSchema, tickerSchema };
export const tickerListSchema = tickerSchema.array();
