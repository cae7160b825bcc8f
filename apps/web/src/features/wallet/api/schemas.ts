import { assetsSummarySchema, walletListSchema } from '@tidemark/contracts';

/** Schemas of the assets screen's first requests, in their own chunk (see lazy-schemas.ts). */
export { assetsSummarySchema, walletListSchema };
