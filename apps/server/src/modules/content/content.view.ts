import type { z } from 'zod';
import type {
  adminArticleEntrySchema,
  articleSchema,
  articleSummarySchema,
  contentPageSchema,
  faqEntrySchema,
  menuEntrySchema,
  PageSlug,
  popupSchema,
} from '@tidemark/contracts';
import type { AdminArticleRow, ArticleRow } from './content.repo';

export const articleSummary = (r: ArticleRow): z.infer<typeof articleSummarySchema> => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  image: r.image,
  link: r.link,
  created_at: r.created_at,
});

export const articleView = (r: ArticleRow): z.infer<typeof articleSchema> => ({
  ...articleSummary(r),
  body: r.body,
  lang: r.lang,
});

export const popupView = (r: ArticleRow | undefined): z.infer<typeof popupSchema> =>
  r ? { ...articleView(r), version: r.version } : null;

export const faqEntry = (r: ArticleRow): z.infer<typeof faqEntrySchema> => ({
  id: r.id,
  question: r.title,
  answer: r.body,
});

export const contentPage = (slug: PageSlug, r: ArticleRow): z.infer<typeof contentPageSchema> => ({
  slug,
  title: r.title,
  body: r.body,
  lang: r.lang,
  updated_at: r.updated_at,
});

/** The home page's quick entries in the order the setting lists them. */
export const menuEntries = (keys: string[]): Array<z.infer<typeof menuEntrySchema>> =>
  keys.map((key, sort) => ({ key, sort }));

export const adminArticleEntry = (r: AdminArticleRow): z.infer<typeof adminArticleEntrySchema> => ({
  id: r.id,
  category: r.category,
  slug: r.slug,
  published: r.published,
  version: r.version,
  title: r.title,
  langs: r.langs,
  updated_at: r.updated_at,
});
