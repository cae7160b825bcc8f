import type { Lang, PageSlug } from '@tidemark/contracts';

/**
 * Query keys of the content feature (docs/architecture.md habit 8). Every text comes back in the
 * request's language, so the language is part of each key: a switch shows the new language's
 * cache (or a skeleton) instead of the old language's text while the refetch runs.
 */
export const contentKeys = {
  all: ['content'] as const,
  inLang: (lang: Lang) => [...contentKeys.all, lang] as const,
  newsList: (lang: Lang) => [...contentKeys.inLang(lang), 'news', 'list'] as const,
  latestNews: (lang: Lang, limit: number) =>
    [...contentKeys.inLang(lang), 'news', 'latest', limit] as const,
  article: (lang: Lang, id: number) => [...contentKeys.inLang(lang), 'news', 'detail', id] as const,
  banners: (lang: Lang) => [...contentKeys.inLang(lang), 'banners'] as const,
  popup: (lang: Lang) => [...contentKeys.inLang(lang), 'popup'] as const,
  faq: (lang: Lang) => [...contentKeys.inLang(lang), 'faq'] as const,
  page: (lang: Lang, slug: PageSlug) => [...contentKeys.inLang(lang), 'page', slug] as const,
};

/** Content changes rarely: five minutes before a remount asks again. */
export const CONTENT_STALE_MS = 5 * 60_000;

/** Background calls: the components show their own skeleton and error, never the toast. */
export const QUIET = { silent: true, loading: false } as const;
