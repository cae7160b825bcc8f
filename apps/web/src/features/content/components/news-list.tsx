import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { formatDate } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { MorePages } from '../../../shared/ui/paged-list';
import { useNewsList } from '../api/news-list';
import type { ArticleSummary } from '../api/types';
import { ARTICLE_PATH } from '../paths';
import { EmptyView, ListSkeleton, LoadError } from './query-feedback';
import styles from './content.module.css';

function NewsRow({ item }: { item: ArticleSummary }) {
  return (
    <button
      type="button"
      className={styles.newsItem}
      onClick={() => void navigateTo(ARTICLE_PATH, { id: item.id })}
      data-testid="news-item"
      data-id={item.id}
    >
      <p className={styles.newsTitle}>{item.title}</p>
      {item.summary ? <p className={styles.newsSummary}>{item.summary}</p> : null}
      <p className={styles.newsDate}>{formatDate(item.created_at)}</p>
    </button>
  );
}

/**
 * The announcements list (news, c_id 4), newest first: the article page without `?id=`.
 * Pull to refresh, more pages on scroll.
 */
export function NewsList() {
  const { t } = useTranslation('content');
  const query = useNewsList();

  let body;
  if (query.isPending) body = <ListSkeleton />;
  else if (query.isError && !query.data)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const items = query.data.pages.flatMap((page) => page.data);
    body =
      items.length === 0 ? (
        <EmptyView title={t('news.empty')} />
      ) : (
        <>
          <div className={styles.list} data-testid="news-list">
            {items.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </div>
          <MorePages query={query} retryClassName={styles.linkButton} endClassName={styles.end} />
        </>
      );
  }

  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      <div className={styles.page}>
        <h2 className={styles.sectionTitle}>{t('news.title')}</h2>
        {body}
      </div>
    </PullToRefresh>
  );
}
