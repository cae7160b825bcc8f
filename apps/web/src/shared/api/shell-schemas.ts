import { siteConfigSchema, tickerBatchSchema, tickerSchema } from '@tidemark/contracts';

/** Schemas of the shell's start-up requests; loaded lazily (see lazy-schemas.ts). */
export { siteConfigSchema, tickerBatchSchema, tickerSchema };
export const tickerListSchema = tickerSchema.array();
