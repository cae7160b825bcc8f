import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useLiveTickers } from '../../../shared/api/tickers';
import { formatChange, formatPrice, splitSymbol } from '../../../shared/format/ticker';
import { navigateTo, switchTab } from '../../../shared/routing/navigation';
import { useUpDownColor } from '../../../shared/theme/theme';
import { Icon } from '../../../shared/ui/icons';
import { TickerRow } from '../../../shared/ui/ticker/ticker-row';
import { HOME_MARKET_TABS, MAIN_PAIRS, homeRows, type HomeMarketTab } from '../home-markets-data';
import styles from './home.module.css';
import own from './home-markets.module.css';
import { path } from '../../../shared/routing/route-table';

const MARKET_TAB = path('/pages/market/market');
const PAIR_VIEW = path('/pages/transaction/index');

const openPair = (symbol: string) => void navigateTo(PAIR_VIEW, { symbol });

/** The main pairs, side by side: last price and change, live. */
export function MainPairsStrip() {
  const colorOf = useUpDownColor();
  const { data: tickers } = useLiveTickers(MAIN_PAIRS);
  return (
    <div className={own.strip} data-testid="home-strip">
      {MAIN_PAIRS.map((symbol) => {
        const ticker = tickers?.find((t) => t.symbol === symbol);
        const [base, quote] = splitSymbol(symbol);
        return (
          <button
            key={symbol}
            type="button"
            className={own.stripItem}
            onClick={() => openPair(symbol)}
            data-testid="home-strip-item"
            data-symbol={symbol}
          >
            <span className={own.stripSymbol}>
              {base}/{quote}
            </span>
            {ticker ? (
              <>
                <span className={own.stripPrice} style={{ color: colorOf(ticker.change) }}>
                  {formatPrice(ticker.now_price, ticker.price_decimals)}
                </span>
                <span className={own.stripChange} style={{ color: colorOf(ticker.change) }}>
                  {formatChange(ticker.change)}
                </span>
              </>
            ) : (
              <Skeleton animated style={{ '--width': '70px', '--height': '32px' }} />
            )}
          </button>
        );
      })}
    </div>
  );
}

function RowsSkeleton() {
  const bar = (width: string, height = '14px') => ({
    '--width': width,
    '--height': height,
    '--border-radius': '4px',
  });
  return (
    <div aria-hidden="true" data-testid="home-markets-skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={own.skeletonRow}>
          <Skeleton animated style={bar('72px')} />
          <Skeleton animated className={own.end} style={bar('64px')} />
          <Skeleton animated className={own.end} style={bar('76px', '28px')} />
        </div>
      ))}
    </div>
  );
}

/** The home's live ticker lists: top gainers, top losers, volume. Rows open the pair's chart. */
export function HomeMarkets() {
  const { t } = useTranslation('market');
  const tickers = useLiveTickers();
  const [tab, setTab] = useState<HomeMarketTab>('gainers');
  const labels = { volume: t('row.volume'), closed: t('row.closed') };

  let body;
  if (tickers.isPending) body = <RowsSkeleton />;
  else if (tickers.isError)
    body = (
      <div className={own.status} role="alert" data-testid="home-markets-error">
        {t('list.error')}
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void tickers.refetch()}
        >
          {t('list.retry')}
        </Button>
      </div>
    );
  else if (tickers.data.length === 0) body = <div className={own.status}>{t('list.empty')}</div>;
  else
    body = (
      <div className={own.list} data-testid="home-ticker-list" data-tab={tab}>
        {/* Keyed by rank: when live prices reorder the list, each place shows its new pair
            instead of rows moving (a layout shift nobody asked for). */}
        {homeRows(tab, tickers.data).map((ticker, rank) => (
          <TickerRow key={rank} ticker={ticker} labels={labels} onOpen={openPair} />
        ))}
      </div>
    );

  return (
    <section
      className={styles.card}
      aria-labelledby="home-markets-title"
      data-testid="home-markets"
    >
      <div className={styles.cardHeader}>
        <h2 id="home-markets-title" className={styles.cardTitle}>
          {t('home.title')}
        </h2>
        <button
          type="button"
          className={styles.moreLink}
          onClick={() => void switchTab(MARKET_TAB)}
        >
          {t('home.more')}
          <Icon name="chevronRight" size={14} />
        </button>
      </div>
      <div className={own.tabs} role="tablist">
        {HOME_MARKET_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === tab}
            className={key === tab ? `${own.tab} ${own.tabOn}` : own.tab}
            onClick={() => setTab(key)}
            data-testid={`home-tab-${key}`}
          >
            {t(`home.${key}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
