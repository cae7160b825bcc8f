import {
  matchTradeEventSchema,
  pageSchema,
  spotBalanceSchema,
  spotDepthSchema,
  spotFillSchema,
  spotOrderSchema,
  spotPairSchema,
  spotTradeSchema,
} from '@tidemark/contracts';

/** Schemas of the spot screen's requests and events, in their own chunk (see lazy-schemas.ts). */
export { matchTradeEventSchema, spotBalanceSchema, spotDepthSchema, spotOrderSchema };
export const spotPairListSchema = spotPairSchema.array();
export const spotTradeListSchema = spotTradeSchema.array();
export const spotFillListSchema = spotFillSchema.array();
export const spotOrderPageSchema = pageSchema(spotOrderSchema);
