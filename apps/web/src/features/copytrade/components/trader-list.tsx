import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyTraderRow } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import type { RouteUrl } from '../../../shared/routing/route-table';
import { useUpDownColor } from '../../../shared/theme/theme';
import { PagedList } from '../../../shared/ui/paged-list';
import { useTraders, type CopySort } from '../api';
import { pct, useCopyFigures } from '../format';
import styles from '../copytrade.module.css';

const SORTS: CopySort[] = ['pnl', 'win_rate', 'followers'];

function TraderCard({ row, profilePath }: { row: CopyTraderRow; profilePath: RouteUrl }) {
  const { pnl } = useCopyFigures();
  const { t } = useTranslation('copytrade');
  const colorOf = useUpDownColor();
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.listCard}`}
      onClick={() => navigateTo(profilePath, { id: row.id })}
      data-testid={`copy-trader-${row.id}`}
    >
      <div className={styles.head}>
        <h3 className={styles.name}>{row.nickname}</h3>
        <span className={styles.muted}>
          {row.is_followed
            ? t('list.following')
            : row.paused
              ? t('list.paused')
              : row.followers_max === null
                ? t('list.followersCount', { count: row.follow_num })
                : t('list.followers', { count: row.follow_num, max: row.followers_max })}
        </span>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('stats.totalPnl')}</dt>
          <dd style={{ color: colorOf(row.total_profits) }}>{pnl(row.total_profits)}</dd>
        </div>
        <div>
          <dt>{t('stats.winRate')}</dt>
          <dd>{pct(row.correct_rate)}</dd>
        </div>
        <div>
          <dt>{t('stats.return')}</dt>
          <dd>{pct(row.total_income_rate)}</dd>
        </div>
        <div>
          <dt>{t('stats.closed')}</dt>
          <dd>{row.closed_count}</dd>
        </div>
        <div>
          <dt>{t('stats.followers')}</dt>
          <dd data-testid={`copy-trader-${row.id}-followers`}>{row.follow_num}</dd>
        </div>
      </dl>
    </button>
  );
}

/** The trader ranking: sorted by PnL, win rate or followers; optionally only those taking followers. */
export function TraderList({ profilePath }: { profilePath: RouteUrl }) {
  const { t } = useTranslation('copytrade');
  const [sort, setSort] = useState<CopySort>('pnl');
  const [openOnly, setOpenOnly] = useState(false);
  const query = useTraders(sort, openOnly);
  return (
    <div className={styles.page}>
      <div className={styles.chips} role="group" aria-label={t('list.sort')}>
        {SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className={`${styles.chip} ${sort === s ? styles.chipOn : ''}`}
            aria-pressed={sort === s}
            onClick={() => setSort(s)}
          >
            {t(`list.sort_${s}`)}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.chip} ${openOnly ? styles.chipOn : ''}`}
          aria-pressed={openOnly}
          onClick={() => setOpenOnly(!openOnly)}
        >
          {t('list.openOnly')}
        </button>
        <button
          type="button"
          className={styles.chip}
          onClick={() => navigateTo('/pages/copytrade/my')}
          data-testid="copy-my-link"
        >
          {t('list.mine')}
        </button>
      </div>
      <PagedList
        query={query}
        itemKey={(r) => r.id}
        renderItem={(r) => <TraderCard row={r} profilePath={profilePath} />}
        emptyTitle={t('list.empty')}
        errorTitle={t('state.loadFailed')}
        testId="copy-traders"
      />
    </div>
  );
}
