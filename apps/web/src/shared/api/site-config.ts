import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@tidemark/contracts';
import { api } from './client';
import { checked, siteSchemas } from './lazy-schemas';

/** GET /api/getSiteConfig, fetched on launch (the description's section 7). */
export const siteKeys = {
  all: ['site'] as const,
  config: () => [...siteKeys.all, 'config'] as const,
};

export async function fetchSiteConfig(): Promise<SiteConfig> {
  // The shell relies on this shape at start-up; a mismatch is a deploy error worth surfacing.
  return checked(
    api.get<unknown>('/getSiteConfig', undefined, { silent: true, loading: false }),
    siteSchemas,
    (s) => s.siteConfigSchema,
  );
}

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: fetchSiteConfig,
    staleTime: 5 * 60_000,
    retry: 2,
  });

export function useSiteConfigQuery() {
  return useQuery(siteConfigQuery());
}
