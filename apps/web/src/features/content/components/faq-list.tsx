import { Collapse } from 'antd-mobile';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { useFaq } from '../api/faq';
import { CONTACT_PATH } from '../paths';
import { EmptyView, ListSkeleton, LoadError } from './query-feedback';
import { TextBody } from './text-body';
import styles from './content.module.css';

/** Questions as an accordion (one answer open at a time), then a way to reach support. */
export function FaqList() {
  const { t } = useTranslation('content');
  const query = useFaq();

  let body;
  if (query.isPending) body = <ListSkeleton />;
  else if (query.isError)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyView icon="chat" title={t('faq.empty')} />;
  else
    body = (
      <>
        <div className={styles.faq} data-testid="faq-list">
          <Collapse accordion>
            {query.data.map((entry) => (
              <Collapse.Panel
                key={String(entry.id)}
                title={<span data-testid="faq-question">{entry.question}</span>}
              >
                <TextBody body={entry.answer} className={styles.body} testId="faq-answer" />
              </Collapse.Panel>
            ))}
          </Collapse>
        </div>
        <p className={styles.help}>
          {t('faq.stillNeedHelp')}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void navigateTo(CONTACT_PATH)}
          >
            {t('faq.contactUs')}
          </button>
        </p>
      </>
    );

  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      <div className={styles.page}>{body}</div>
    </PullToRefresh>
  );
}
