import { Link } from '../../shared/routing/router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, NOT_FOUND_TITLE_KEY } from '../../shared/routing/route-table';
import { StatusView } from '../../shared/ui/status-view';
import { PageNavBar } from './page-nav-bar';
import { useDocumentTitle } from './use-document-title';
import styles from './route-page.module.css';

/** Any hash that no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t(`routes:${NOT_FOUND_TITLE_KEY}`);
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-testid="page" data-route="not-found">
      <PageNavBar title={title} showBack />
      <main className={styles.body} data-testid="not-found">
        <StatusView
          icon="compass"
          title={title}
          hint={t('page.notFoundHint')}
          actions={
            <Link to={HOME_PATH} replace className="tm-link-button" data-testid="not-found-home">
              {t('actions.goHome')}
            </Link>
          }
        />
      </main>
    </div>
  );
}
