import { useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { useLiveTickers } from '../../../shared/api/tickers';
import { StatusView } from '../../../shared/ui/status-view';
import { useSearchQuery } from '../api/search';
import { clearRecentPairs, useRecentPairs } from '../hooks/recent-pairs';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { openPair } from '../navigation';
import { LoadError, TickerListSkeleton } from './list-states';
import { TickerList } from './ticker-list';
import styles from './market.module.css';

function Chips({ symbols, testId }: { symbols: readonly string[]; testId: string }) {
  return (
    <ul className={styles.chips} data-testid={testId}>
      {symbols.map((symbol) => (
        <li key={symbol}>
          <button type="button" className={styles.chip} onClick={() => openPair(symbol)}>
            {symbol}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Suggestions({ hot }: { hot: readonly string[] }) {
  const { t } = useTranslation('market');
  const recent = useRecentPairs();
  return (
    <>
      <section className={styles.section} aria-labelledby="market-hot">
        <h2 id="market-hot" className={styles.sectionHead}>
          {t('search.hot')}
        </h2>
        <Chips symbols={hot} testId="search-hot" />
      </section>
      <section className={styles.section} aria-labelledby="market-recent">
        <h2 id="market-recent" className={styles.sectionHead}>
          {t('search.recent')}
          {recent.length ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={clearRecentPairs}
              data-testid="search-recent-clear"
            >
              {t('search.clear')}
            </button>
          ) : null}
        </h2>
        {recent.length ? (
          <Chips symbols={recent} testId="search-recent" />
        ) : (
          <p className={styles.muted}>{t('search.noRecent')}</p>
        )}
      </section>
    </>
  );
}

/** Results by part of the pair's name; the prices shown are the live ones. */
function useLiveResults(results: readonly Ticker[] | undefined): Ticker[] {
  const live = useLiveTickers();
  return useMemo(() => {
    const bySymbol = new Map((live.data ?? []).map((ticker) => [ticker.symbol, ticker]));
    return (results ?? []).map((ticker) => bySymbol.get(ticker.symbol) ?? ticker);
  }, [results, live.data]);
}

/** pages/market/search: a debounced search box, hot searches and the recently viewed pairs. */
export function SearchScreen() {
  const { t } = useTranslation('market');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const search = useSearchQuery(query);
  const results = useLiveResults(search.data?.results);
  const showingQuery = query !== '' && search.data !== undefined && !search.isPlaceholderData;

  let body;
  if (search.isError) body = <LoadError onRetry={() => void search.refetch()} />;
  else if (query === '') body = <Suggestions hot={search.data?.hot ?? []} />;
  else if (!showingQuery) body = <TickerListSkeleton rows={3} />;
  else if (results.length === 0)
    body = (
      <StatusView icon="market" title={t('search.noResults', { query })} testId="search-empty" />
    );
  else body = <TickerList tickers={results} testId="search-results" />;

  return (
    <div className={styles.screen} data-testid="search-screen">
      <div className={styles.searchBar}>
        <SearchBar
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          autoFocus
          data-testid="search-input"
        />
      </div>
      {body}
    </div>
  );
}
