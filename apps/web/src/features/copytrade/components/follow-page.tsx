import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../shared/routing/navigation';
import { QueryView } from '../../../shared/ui/query-view';
import { useTraderDetail } from '../api';
import { traderMissingMessage } from '../format';
import { FollowForm } from './follow-form';
import { TraderMissing } from './trader-missing';
import styles from '../copytrade.module.css';

/** /pages/follow/follow?id=: the follow settings of one trader as a page. */
export function FollowPage({ id }: { id: number }) {
  const { t } = useTranslation('copytrade');
  const detail = useTraderDetail(id);
  if (id <= 0) return <TraderMissing />;
  const missing = detail.isError ? traderMissingMessage(detail.error) : null;
  if (missing !== null) return <TraderMissing message={missing} />;
  return (
    <QueryView query={detail} errorTitle={t('state.loadFailed')}>
      {(d) => (
        <div className={styles.page}>
          <FollowForm detail={d} onDone={() => navigateBack('/pages/copytrade/my')} />
        </div>
      )}
    </QueryView>
  );
}
