import { siteConfigSchema, tickerSchema } from '@tidemark/contracts';

/** Schemas of the shell's start-up requests; loaded lazily (see lazy-schemas.ts). */
export { siteConfigSchema, tickerSchema };
export const tickerListSchema = tickerSchema.array();
