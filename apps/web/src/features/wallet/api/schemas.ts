import { walletListSchema } from '@tidemark/contracts';

/** Schemas of the assets screen's first request, in their own chunk (see lazy-schemas.ts). */
export { walletListSchema };
