import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { formatDate, type PageSlug } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { BCP47 } from '../../../shared/i18n/i18n';
import { useContentPage } from '../api/content-page';
import { LoadError, PageSkeleton } from './query-feedback';
import { TextBody } from './text-body';
import styles from './content.module.css';

/**
 * One of the operator-written text pages (about us, contact us, compliance, white paper,
 * invite): its title, the date it was last updated and its paragraphs, in the user's language.
 */
export function ContentPageView({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation('content');
  const query = useContentPage(slug);

  let body;
  if (query.isPending) body = <PageSkeleton />;
  else if (query.isError)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <article
        className={styles.card}
        data-testid="content-page"
        data-slug={slug}
        lang={BCP47[query.data.lang]}
      >
        <span className={styles.accent} aria-hidden="true" />
        <h2 className={styles.title} data-testid="content-title">
          {query.data.title}
        </h2>
        <p className={styles.meta}>
          {t('page.updated', { date: formatDate(query.data.updated_at) })}
        </p>
        <TextBody body={query.data.body} className={styles.body} testId="content-body" />
      </article>
    );

  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      <div className={styles.page}>{body}</div>
    </PullToRefresh>
  );
}
