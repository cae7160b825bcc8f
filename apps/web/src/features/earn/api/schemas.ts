import {
  earnHoldingsSchema,
  earnIncomeSchema,
  earnOrderSchema,
  earnProductSchema,
  lockPreviewSchema,
  pageSchema,
} from '@tidemark/contracts';

/** Schemas of earn's requests, in their own chunk (see lazy-schemas.ts). */
export { earnHoldingsSchema, earnOrderSchema, lockPreviewSchema };
export const productPage = pageSchema(earnProductSchema);
export const orderPage = pageSchema(earnOrderSchema);
export const incomePage = pageSchema(earnIncomeSchema);
