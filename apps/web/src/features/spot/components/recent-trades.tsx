import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotPair } from '@tidemark/contracts';
import { useMyTrades } from '../api/my-trades';
import { useSpotTrades } from '../api/trades';
import { formatSpotPrice, formatSpotQty, formatTradeTime } from '../format';
import { useSideColor } from '../hooks/use-side-colors';
import { useTradesBridge } from '../hooks/use-trades-bridge';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { SpotLoginPrompt } from './states';
import styles from './spot.module.css';
import tabs from './market-data.module.css';

const DepthChart = lazy(() => import('./depth-chart'));

type ActivityTab = 'market' | 'mine' | 'depth';
const TABS: readonly ActivityTab[] = ['market', 'mine', 'depth'];

interface Row {
  key: string;
  ts: number;
  price: string;
  amount: string;
  direction: 'buy' | 'sell';
  note?: string;
}

/** Trades as a table: time, price coloured by side, amount (and, for one's own, the role). */
function TradeTable({
  pair,
  rows,
  label,
  testId,
}: {
  pair: SpotPair;
  rows: Row[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  return (
    <div className={styles.trades} role="table" aria-label={label}>
      <div className={`${styles.tradeRow} ${styles.tradeHead}`} role="row">
        <span role="columnheader">{t('trades.time')}</span>
        <span role="columnheader">{t('book.price', { code: pair.quote })}</span>
        <span role="columnheader">{t('book.amount', { code: pair.base })}</span>
      </div>
      {rows.map((row) => (
        <div
          key={row.key}
          className={styles.tradeRow}
          role="row"
          data-testid={testId}
          data-direction={row.direction}
        >
          <span role="cell">
            {formatTradeTime(row.ts)}
            {row.note ? <span className={tabs.role}> {row.note}</span> : null}
          </span>
          <span role="cell" style={{ color: colorOf(row.direction) }}>
            {formatSpotPrice(row.price, pair)}
          </span>
          <span role="cell">{formatSpotQty(row.amount, pair)}</span>
        </div>
      ))}
    </div>
  );
}

/** The pair's latest public trades, newest first, coloured by the taker's side; live. */
function MarketTrades({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const trades = useSpotTrades(pair.symbol);
  return (
    <QueryView
      query={trades}
      loading={<LoadingLines lines={5} />}
      errorTitle={t('trades.error')}
      errorTestId="spot-trades-error"
      isEmpty={(list) => list.length === 0}
      empty={
        <p className={styles.end} data-testid="spot-trades-empty">
          {t('trades.empty')}
        </p>
      }
    >
      {(list) => {
        const rows = list.map((x) => ({ ...x, key: String(x.id) }));
        return (
          <TradeTable pair={pair} rows={rows} label={t('trades.tab.market')} testId="spot-trade" />
        );
      }}
    </QueryView>
  );
}

/** One's own fills of the pair, newest first, each with one's side and whether it rested. */
function MyTrades({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const loggedIn = useAppStore(selectIsLoggedIn);
  const fills = useMyTrades(pair.symbol, loggedIn);
  if (!loggedIn) return <SpotLoginPrompt testId="spot-my-trades-login" />;
  return (
    <QueryView
      query={fills}
      loading={<LoadingLines lines={5} />}
      errorTitle={t('trades.myError')}
      errorTestId="spot-my-trades-error"
      isEmpty={(list) => list.length === 0}
      empty={
        <p className={styles.end} data-testid="spot-my-trades-empty">
          {t('trades.myEmpty')}
        </p>
      }
    >
      {(list) => {
        const rows = list.map((f) => ({
          ...f,
          key: `${f.id}:${f.order_id}`,
          note: t(`trades.role.${f.role}`),
        }));
        return (
          <TradeTable pair={pair} rows={rows} label={t('trades.tab.mine')} testId="spot-my-trade" />
        );
      }}
    </QueryView>
  );
}

/**
 * Under the trade screen: the market's recent trades (kept live through `trades:<symbol>`),
 * one's own fills, and the depth chart, as tabs. The public trades stay live whichever tab
 * shows, so returning to them finds them current.
 */
export function RecentTrades({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const [tab, setTab] = useState<ActivityTab>('market');
  useTradesBridge(pair.symbol);
  return (
    <section className={styles.section} data-testid="spot-trades">
      <div className={tabs.tabs} role="tablist" aria-label={t('trades.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={tabs.tab}
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            data-testid={`spot-activity-${name}`}
          >
            {t(`trades.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'market' ? <MarketTrades pair={pair} /> : null}
        {tab === 'mine' ? <MyTrades pair={pair} /> : null}
        {tab === 'depth' ? (
          <Suspense fallback={<LoadingLines lines={5} />}>
            <DepthChart pair={pair} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
