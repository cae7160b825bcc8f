import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { checked } from '../../../shared/api/lazy-schemas';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import { contentSchemas } from './lazy';
import type { Popup } from './types';

/** GET /api/news/index_pop: the home pop-up, or null when none is published. */
export async function fetchPopup(): Promise<Popup | null> {
  return checked(
    api.get<unknown>('/news/index_pop', undefined, QUIET),
    contentSchemas,
    (s) => s.popupSchema,
  );
}

export const popupQuery = (lang: Lang) =>
  queryOptions({
    queryKey: contentKeys.popup(lang),
    queryFn: fetchPopup,
    staleTime: CONTENT_STALE_MS,
  });

export function usePopup() {
  const lang = useAppStore((s) => s.lang);
  return useQuery(popupQuery(lang));
}
