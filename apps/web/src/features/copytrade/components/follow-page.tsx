import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../shared/routing/navigation';
import { LoadError, LoadingLines } from '../../../shared/ui/load-states';
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
  if (detail.isPending) return <LoadingLines />;
  const missing = detail.isError ? traderMissingMessage(detail.error) : null;
  if (missing !== null) return <TraderMissing message={missing} />;
  if (!detail.data)
    return <LoadError title={t('state.loadFailed')} onRetry={() => void detail.refetch()} />;
  return (
    <div className={styles.page}>
      <FollowForm detail={detail.data} onDone={() => navigateBack('/pages/copytrade/my')} />
    </div>
  );
}
