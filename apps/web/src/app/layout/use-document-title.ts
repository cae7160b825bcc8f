import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../shared/store/app-store';

/** `<title>`: the page title, then the site name. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const siteName = useAppStore((s) => s.siteConfig?.site_name) || t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
