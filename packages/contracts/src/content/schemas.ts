import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { booleanField } from '../common/boolean';
import { LANGS } from '../common/lang';

/** The description's categories: c_id 4 news, 5 banner. */
export const NEWS_CATEGORY_IDS = { 4: 'news', 5: 'banner' } as const;
export const PAGE_SLUGS = [
  'aboutus',
  'contactus',
  'operational_compliance',
  'whitepaper',
  'invitenews',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const newsListRequest = z.object({
  c_id: intSchema()
    .refine((v) => v === 4 || v === 5, 'invalid')
    .default(4),
  page: intSchema(1).default(1),
  limit: intSchema(1, 100).default(10),
});
export const articleSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  created_at: z.int(),
});
export const articleSchema = articleSummarySchema.extend({ body: z.string(), lang: z.enum(LANGS) });
export const popupSchema = articleSchema.extend({ version: z.int() }).nullable();
export const faqEntrySchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
});
export const contentPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  lang: z.enum(LANGS),
  updated_at: z.int(),
});
export const menuEntrySchema = z.object({ key: z.string(), sort: z.int() });

const translation = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().max(500).default(''),
  body: z.string().max(20_000).default(''),
});
/** Operator publishing: English is required, other languages fall back to it. */
export const adminArticleRequest = z.object({
  id: idSchema.optional(),
  category: z.enum(['news', 'banner', 'popup', 'faq', 'page']),
  slug: z.enum(PAGE_SLUGS).optional(),
  image: z.string().max(300).default(''),
  link: z
    .string()
    .max(300)
    .regex(/^(#\/[A-Za-z0-9_/?=&.-]*)?$/, 'invalid')
    .default(''),
  sort_order: intSchema(0, 10_000).default(100),
  published: booleanField.default(true),
  translations: z.object({ en: translation }).catchall(translation),
});
export const adminArticleEntrySchema = z.object({
  id: z.number(),
  category: z.string(),
  slug: z.string().nullable(),
  published: z.boolean(),
  version: z.int(),
  title: z.string(),
  langs: z.array(z.string()),
  updated_at: z.int(),
});
