import { Button } from 'antd-mobile';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { formatDate } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { BCP47 } from '../../../shared/i18n/i18n';
import { navigateTo, redirectTo } from '../../../shared/routing/navigation';
import { isNotFound, useArticle } from '../api/news-detail';
import { ARTICLE_PATH } from '../paths';
import { currentLocation, inAppRoute } from '../links';
import { EmptyView, LoadError, PageSkeleton } from './query-feedback';
import { TextBody } from './text-body';
import styles from './content.module.css';

/** One announcement: title, publication date, paragraphs, and its in-app link if it has one. */
export function ArticleView({ id }: { id: number }) {
  const { t } = useTranslation('content');
  const query = useArticle(id);

  let body;
  if (query.isPending) body = <PageSkeleton />;
  else if (query.isError && isNotFound(query.error))
    body = (
      <EmptyView
        title={t('news.notFound')}
        action={{ label: t('news.all'), onClick: () => void redirectTo(ARTICLE_PATH) }}
      />
    );
  else if (query.isError)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const article = query.data;
    const route = inAppRoute(article.link, currentLocation());
    body = (
      <article className={styles.card} data-testid="article" lang={BCP47[article.lang]}>
        <span className={styles.accent} aria-hidden="true" />
        <h2 className={styles.title} data-testid="article-title">
          {article.title}
        </h2>
        <p className={styles.meta}>
          <time dateTime={new Date(article.created_at * 1000).toISOString()}>
            {t('news.published', { date: formatDate(article.created_at) })}
          </time>
        </p>
        <TextBody
          body={article.body || article.summary}
          className={styles.body}
          testId="article-body"
        />
        {route ? (
          <div className={styles.actions}>
            <Button block shape="rounded" color="primary" onClick={() => void navigateTo(route)}>
              {t('news.learnMore')}
            </Button>
          </div>
        ) : null}
      </article>
    );
  }

  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      <div className={styles.page}>{body}</div>
    </PullToRefresh>
  );
}
