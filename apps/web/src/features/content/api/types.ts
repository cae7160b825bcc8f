import type {
  articleSchema,
  articleSummarySchema,
  contentPageSchema,
  faqEntrySchema,
  popupSchema,
} from '@tidemark/contracts';

/** Shapes of the content answers, derived from the contracts (no hand-written API types). */
export type ArticleSummary = ReturnType<typeof articleSummarySchema.parse>;
export type Article = ReturnType<typeof articleSchema.parse>;
export type Popup = NonNullable<ReturnType<typeof popupSchema.parse>>;
export type FaqEntry = ReturnType<typeof faqEntrySchema.parse>;
export type ContentPage = ReturnType<typeof contentPageSchema.parse>;
