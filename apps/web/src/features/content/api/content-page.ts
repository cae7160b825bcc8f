import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPageEndpoint, type Lang, type PageSlug } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import type { ContentPage } from './types';

/**
 * GET /api/aboutus, /api/contactus, /api/operational_compliance, /api/whitepaper and
 * /api/invitenews. Five endpoints with one contract (`contentPageEndpoint`) that differ only in
 * their slug, so they share this file rather than five copies of it.
 */
export function fetchContentPage(slug: PageSlug): Promise<ContentPage> {
  return api.call(contentPageEndpoint(slug), undefined, QUIET);
}

export const contentPageQuery = (lang: Lang, slug: PageSlug) =>
  queryOptions({
    queryKey: contentKeys.page(lang, slug),
    queryFn: () => fetchContentPage(slug),
    staleTime: CONTENT_STALE_MS,
  });

export function useContentPage(slug: PageSlug) {
  const lang = useAppStore((s) => s.lang);
  return useQuery(contentPageQuery(lang, slug));
}
