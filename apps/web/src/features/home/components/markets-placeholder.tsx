import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { switchTab } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import styles from './home.module.css';

const MARKET_TAB = '/pages/market/market';
const PLACEHOLDER_ROWS = 4;

/**
 * The ticker list area of the home page. The "market data" issue fills it from the
 * `daymarket` socket event; until then it shows the table frame with skeleton rows.
 */
export function MarketsPlaceholder() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <section
      className={styles.card}
      aria-labelledby="home-markets-title"
      data-testid="home-markets"
    >
      <div className={styles.cardHeader}>
        <h2 id="home-markets-title" className={styles.cardTitle}>
          {t('markets.title')}
        </h2>
        <button
          type="button"
          className={styles.moreLink}
          onClick={() => void switchTab(MARKET_TAB)}
        >
          {tc('actions.more')}
          <Icon name="chevronRight" size={14} />
        </button>
      </div>
      <div className={styles.tableHead} aria-hidden="true">
        <span>{t('markets.pair')}</span>
        <span className={styles.alignEnd}>{t('markets.lastPrice')}</span>
        <span className={styles.alignEnd}>{t('markets.change')}</span>
      </div>
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true">
          <Skeleton
            animated
            style={{ '--width': '72px', '--height': '14px', '--border-radius': '4px' }}
          />
          <Skeleton
            animated
            className={styles.alignEnd}
            style={{ '--width': '64px', '--height': '14px', '--border-radius': '4px' }}
          />
          <Skeleton
            animated
            className={styles.alignEnd}
            style={{ '--width': '58px', '--height': '26px', '--border-radius': '6px' }}
          />
        </div>
      ))}
      <p className={styles.placeholderHint}>{t('markets.placeholder')}</p>
    </section>
  );
}
