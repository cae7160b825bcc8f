import { useEffect } from 'react';
import { useSiteConfigQuery } from '../../shared/api/site-config';
import { useAppStore } from '../../shared/store/app-store';

/** Fetches the site config on launch and mirrors it into the client store. */
export function useSiteConfigSync(): void {
  const { data } = useSiteConfigQuery();
  const setSiteConfig = useAppStore((s) => s.setSiteConfig);
  useEffect(() => {
    if (data) setSiteConfig(data);
  }, [data, setSiteConfig]);
}
