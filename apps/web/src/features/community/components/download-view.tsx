import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { APP_VERSION, compareVersions } from '@tidemark/contracts';
import { fetchPublicSetting } from '../../../shared/api/settings';
import styles from './community.module.css';

/** The browser's install prompt event (not in the DOM typings). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/**
 * The download page: install the web app (a manifest and a service worker that keeps the app
 * shell, never API answers), or the Android package when the operator has set its link.
 */
export function DownloadView() {
  const { t } = useTranslation('community');
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(false);
  const apk = useQuery({
    queryKey: ['community', 'apk_download_url'],
    queryFn: () => fetchPublicSetting('apk_download_url'),
  });
  // "latest,minimum": the newest version, and the oldest one still supported.
  const versions = useQuery({
    queryKey: ['community', 'version'],
    queryFn: async () => (await fetchPublicSetting('version')).split(','),
  });
  const [latest, minimum] = versions.data ?? [];
  useEffect(() => {
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPrompt);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return (
    <div className={styles.page} data-testid="download">
      <div className={styles.item}>
        <div className={styles.itemHead}>{t('download.title')}</div>
        <p className={styles.content}>{t('download.version', { version: APP_VERSION })}</p>
        {latest && compareVersions(APP_VERSION, latest) < 0 ? (
          <p className={styles.content} data-testid="download-latest">
            {t('download.latest', { version: latest })}
          </p>
        ) : null}
        {minimum && compareVersions(APP_VERSION, minimum) < 0 ? (
          <button
            type="button"
            className={styles.sendButton}
            onClick={() => window.location.reload()}
            data-testid="download-reload"
          >
            {t('download.reload')}
          </button>
        ) : null}
        <p className={styles.content}>{t('download.pwa')}</p>
        {installed || standalone ? (
          <p className={styles.content} data-testid="download-installed">
            {t('download.installed')}
          </p>
        ) : prompt ? (
          <button
            type="button"
            className={styles.sendButton}
            onClick={() => void prompt.prompt().then(() => setPrompt(null))}
            data-testid="download-install"
          >
            {t('download.install')}
          </button>
        ) : (
          <p className={styles.content} data-testid="download-manual">
            {t('download.manual')}
          </p>
        )}
      </div>
      {apk.data ? (
        <div className={styles.item}>
          <a className={styles.linkButton} href={apk.data} data-testid="download-apk">
            {t('download.apk')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
