import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { sortTickers, type SortDirection, type TickerSortKey } from '../../../shared/format/ticker';
import { coinIcon } from '../../../shared/ui/coin-icon';
import { TickerRow, type TickerRowLabels } from '../../../shared/ui/ticker/ticker-row';
import { openPair } from '../navigation';
import styles from './market.module.css';

export interface TickerSort {
  key: TickerSortKey;
  direction: SortDirection;
}

/** Tapping a column sorts it descending, then ascending, then back to the server's order. */
export function nextSort(current: TickerSort | null, key: TickerSortKey): TickerSort | null {
  if (current?.key !== key) return { key, direction: 'desc' };
  return current.direction === 'desc' ? { key, direction: 'asc' } : null;
}

export function useTickerRowLabels(): TickerRowLabels {
  const { t } = useTranslation('market');
  return { volume: t('row.volume'), closed: t('row.closed') };
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  end = false,
}: {
  column: TickerSortKey;
  label: string;
  sort: TickerSort | null;
  onSort: (key: TickerSortKey) => void;
  end?: boolean;
}) {
  const { t } = useTranslation('market');
  const active = sort?.key === column ? sort.direction : null;
  return (
    <button
      type="button"
      className={end ? `${styles.headCell} ${styles.headEnd}` : styles.headCell}
      aria-pressed={active !== null}
      aria-label={t('columns.sortHint', { column: label })}
      onClick={() => onSort(column)}
      data-testid={`sort-${column}`}
      data-direction={active ?? 'none'}
    >
      {label}
      <span className={styles.arrows} aria-hidden="true">
        <span className={active === 'asc' ? styles.arrowOn : undefined}>▲</span>
        <span className={active === 'desc' ? styles.arrowOn : undefined}>▼</span>
      </span>
    </button>
  );
}

/** A market list with sortable price, change and volume columns; rows open the pair view. */
export function TickerList({
  tickers,
  onOpen = openPair,
  testId = 'ticker-list',
}: {
  tickers: readonly Ticker[];
  onOpen?: (symbol: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('market');
  const labels = useTickerRowLabels();
  const [sort, setSort] = useState<TickerSort | null>(null);
  const rows = useMemo(
    () => (sort ? sortTickers(tickers, sort.key, sort.direction) : tickers),
    [tickers, sort],
  );
  const onSort = (key: TickerSortKey) => setSort((current) => nextSort(current, key));
  return (
    <div className={styles.card} data-testid={testId}>
      <div className={styles.head}>
        <span className={styles.pairHead}>
          {t('columns.pair')}
          <span className={styles.slash} aria-hidden="true" />
          <SortHeader column="volume" label={t('columns.volume')} sort={sort} onSort={onSort} />
        </span>
        <SortHeader column="price" label={t('columns.price')} sort={sort} onSort={onSort} end />
        <SortHeader column="change" label={t('columns.change')} sort={sort} onSort={onSort} end />
      </div>
      {rows.map((ticker) => (
        <TickerRow
          key={ticker.symbol}
          ticker={ticker}
          labels={labels}
          onOpen={onOpen}
          icon={coinIcon}
        />
      ))}
    </div>
  );
}
