import { currencySchema } from '@tidemark/contracts';

/** The currency list's schema, in its own chunk (see lazy-schemas.ts): it lives among the wallet's. */
export const currencyListSchema = currencySchema.array();
