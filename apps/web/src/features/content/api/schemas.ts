import { articleSummarySchema, pageSchema, popupSchema } from '@tidemark/contracts';

/** Schemas of the home screen's content requests, in their own chunk (see lazy-schemas.ts). */
export { popupSchema };
export const newsPageSchema = pageSchema(articleSummarySchema);
