import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints, type Lang } from '@tidemark/contracts';
import { ApiError, api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import type { Article } from './types';

/** POST /api/news/detail {id}: one announcement with its body. */
export function fetchArticle(id: number): Promise<Article> {
  return api.call(contentEndpoints.newsDetail, { id }, QUIET);
}

export const articleQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: contentKeys.article(lang, id),
    queryFn: () => fetchArticle(id),
    staleTime: CONTENT_STALE_MS,
    // A removed or unpublished article will not come back on a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useArticle(id: number) {
  const lang = useAppStore((s) => s.lang);
  return useQuery(articleQuery(lang, id));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found';
}
