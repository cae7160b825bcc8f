import { useEffect } from 'react';
import { APP_VERSION, compareVersions } from '@tidemark/contracts';
import { useSiteConfigQuery } from '../../shared/api/site-config';
import { loadNamespaces, translate } from '../../shared/i18n/i18n';
import { useAppStore } from '../../shared/store/app-store';

/** Asked once per page load: a user who cancels keeps working until the next start. */
let updateAsked = false;

/**
 * Tells a user whose app is older than the oldest version the server still supports to load
 * the new one (the site config names it). The dialog's code and strings load only then.
 */
async function askToUpdate(): Promise<void> {
  const [{ confirmDialog }] = await Promise.all([
    import('../../shared/ui/confirm-dialog'),
    loadNamespaces(['community']),
  ]);
  const reload = await confirmDialog({
    title: translate('community:update.title'),
    content: translate('community:update.content'),
    confirmText: translate('community:update.reload'),
  });
  if (reload) window.location.reload();
}

/** Fetches the site config on launch, mirrors it into the client store, and asks for an update when needed. */
export function useSiteConfigSync(): void {
  const { data } = useSiteConfigQuery();
  const setSiteConfig = useAppStore((s) => s.setSiteConfig);
  useEffect(() => {
    if (!data) return;
    setSiteConfig(data);
    if (!updateAsked && compareVersions(APP_VERSION, data.app_min_version) < 0) {
      updateAsked = true;
      void askToUpdate().catch(() => undefined);
    }
  }, [data, setSiteConfig]);
}
