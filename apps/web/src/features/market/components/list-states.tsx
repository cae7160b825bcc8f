import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadError as SharedLoadError } from '../../../shared/ui/load-states';
import styles from './market.module.css';

const SKELETON_ROWS = 8;
const bar = (width: string, height = '14px') => ({
  '--width': width,
  '--height': height,
  '--border-radius': '4px',
});

/** Placeholder rows in the shape of the ticker rows while prices load. */
export function TickerListSkeleton({ rows = SKELETON_ROWS }: { rows?: number }) {
  return (
    <div aria-hidden="true" data-testid="ticker-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton animated style={bar('78px')} />
          <Skeleton animated className={styles.skeletonEnd} style={bar('64px')} />
          <Skeleton animated className={styles.skeletonEnd} style={bar('76px', '28px')} />
        </div>
      ))}
    </div>
  );
}

/** A failed load, with a retry. */
export function LoadError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation('market');
  return (
    <SharedLoadError
      title={title ?? t('list.error')}
      onRetry={onRetry}
      retryLabel={t('list.retry')}
      testId="market-error"
    />
  );
}
