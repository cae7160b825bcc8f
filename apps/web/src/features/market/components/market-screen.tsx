import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { tickerKeys } from '../../../shared/api/ticker-keys';
import { useTickerList, useTickerRooms } from '../../../shared/api/tickers';
import { navigateTo } from '../../../shared/routing/navigation';
import { StatusView } from '../../../shared/ui/status-view';
import { useInstrumentsQuery } from '../../../shared/api/instruments';
import { marketKeys } from '../api/keys';
import { MARKET_TABS, tickersOfTab, type MarketTab } from '../market-tabs';
import { SEARCH_PATH } from '../navigation';
import { FavouritesPanel } from './favourites-panel';
import { LoadError, TickerListSkeleton } from './list-states';
import { MarketIcon } from './market-icons';
import { TickerList } from './ticker-list';
import styles from './market.module.css';
import { TabBar } from '../../../shared/ui/tab-bar';

function TabContent({
  tab,
  onTabChange,
}: {
  tab: MarketTab;
  onTabChange: (tab: MarketTab) => void;
}) {
  const { t } = useTranslation('market');
  const tickers = useTickerList();
  const instruments = useInstrumentsQuery();
  const rows =
    tab === 'favourites' || !tickers.data ? [] : tickersOfTab(tab, tickers.data, instruments.data);
  // The list is live only for the pairs of its tab; favourites (their own query) take all.
  useTickerRooms(tab === 'favourites' ? 'all' : rows.map((r) => r.symbol));
  if (tab === 'favourites') {
    return <FavouritesPanel liveTickers={tickers.data} onBrowse={() => onTabChange('coins')} />;
  }
  if (tickers.isPending) return <TickerListSkeleton />;
  if (tickers.isError) return <LoadError onRetry={() => void tickers.refetch()} />;
  if (rows.length === 0) {
    return <StatusView icon="market" title={t('list.empty')} testId="market-empty" />;
  }
  return <TickerList tickers={rows} />;
}

/** pages/market/market: search entry, the six tabs and a live, sortable list per tab. */
export function MarketScreen({
  tab,
  onTabChange,
}: {
  tab: MarketTab;
  onTabChange: (tab: MarketTab) => void;
}) {
  const { t } = useTranslation('market');
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.refetchQueries({ queryKey: tickerKeys.all }),
      client.refetchQueries({ queryKey: marketKeys.favourites() }),
    ]).then(() => undefined);
  return (
    <div className={styles.screen} data-testid="market-screen">
      <button
        type="button"
        className={styles.searchButton}
        onClick={() => void navigateTo(SEARCH_PATH)}
        data-testid="market-search"
      >
        <MarketIcon name="search" size={16} />
        {t('list.search')}
      </button>
      <TabBar
        className={styles.tabs}
        items={MARKET_TABS.map((key) => ({
          key,
          title: <span data-testid={`market-tab-${key}`}>{t(`tabs.${key}`)}</span>,
        }))}
        active={tab}
        onChange={onTabChange}
        testId="market-tabs"
      />
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.card} data-testid={`market-panel-${tab}`}>
          <TabContent tab={tab} onTabChange={onTabChange} />
        </div>
      </PullToRefresh>
    </div>
  );
}
