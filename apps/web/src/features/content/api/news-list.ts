import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Lang, Page } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { checked } from '../../../shared/api/lazy-schemas';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import { contentSchemas } from './lazy';
import type { ArticleSummary } from './types';

/** The description's categories of POST /api/news/list. */
export const NEWS_CATEGORY = { news: 4, banner: 5 } as const;
export type NewsCategory = (typeof NEWS_CATEGORY)[keyof typeof NEWS_CATEGORY];

export const NEWS_PAGE_SIZE = 10;

/** POST /api/news/list {c_id, page, limit}: one page of news (4) or banners (5). */
export async function fetchNewsPage(
  category: NewsCategory,
  page: number,
  limit = NEWS_PAGE_SIZE,
): Promise<Page<ArticleSummary>> {
  return checked(
    api.post<unknown>('/news/list', { c_id: category, page, limit }, QUIET),
    contentSchemas,
    (s) => s.newsPageSchema,
  ) as Promise<Page<ArticleSummary>>;
}

function nextPageOf(last: Page<ArticleSummary>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}

/** The announcements list, page by page (the notices page). */
export const newsListQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: contentKeys.newsList(lang),
    queryFn: ({ pageParam }) => fetchNewsPage(NEWS_CATEGORY.news, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: CONTENT_STALE_MS,
  });

export function useNewsList() {
  const lang = useAppStore((s) => s.lang);
  return useInfiniteQuery(newsListQuery(lang));
}

/** The newest few announcements (the home ticker). */
export const latestNewsQuery = (lang: Lang, limit: number) =>
  queryOptions({
    queryKey: contentKeys.latestNews(lang, limit),
    queryFn: async () => (await fetchNewsPage(NEWS_CATEGORY.news, 1, limit)).data,
    staleTime: CONTENT_STALE_MS,
  });

export function useLatestNews(limit: number) {
  const lang = useAppStore((s) => s.lang);
  return useQuery(latestNewsQuery(lang, limit));
}

/** The home carousel shows at most this many banners. */
export const BANNER_LIMIT = 10;

export const bannersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: contentKeys.banners(lang),
    queryFn: async () => (await fetchNewsPage(NEWS_CATEGORY.banner, 1, BANNER_LIMIT)).data,
    staleTime: CONTENT_STALE_MS,
  });

export function useBanners() {
  const lang = useAppStore((s) => s.lang);
  return useQuery(bannersQuery(lang));
}
