import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints, type Lang } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import type { FaqEntry } from './types';

/** GET /api/faq: questions and answers in the request's language. */
export function fetchFaq(): Promise<FaqEntry[]> {
  return api.call(contentEndpoints.faq, undefined, QUIET);
}

export const faqQuery = (lang: Lang) =>
  queryOptions({ queryKey: contentKeys.faq(lang), queryFn: fetchFaq, staleTime: CONTENT_STALE_MS });

export function useFaq() {
  const lang = useAppStore((s) => s.lang);
  return useQuery(faqQuery(lang));
}
