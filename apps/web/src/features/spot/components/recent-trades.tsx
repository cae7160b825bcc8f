import { useTranslation } from 'react-i18next';
import type { SpotPair } from '@tidemark/contracts';
import { useSpotTrades } from '../api/trades';
import { formatSpotPrice, formatSpotQty, formatTradeTime } from '../format';
import { useSideColor } from '../hooks/use-side-colors';
import { useTradesBridge } from '../hooks/use-trades-bridge';
import { LoadingLines } from '../../../shared/ui/load-states';
import { SpotLoadError } from './states';
import styles from './spot.module.css';

/** The latest trades of the pair, newest first, coloured by the taker's side; live. */
export function RecentTrades({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  const trades = useSpotTrades(pair.symbol);
  useTradesBridge(pair.symbol);

  let body;
  if (trades.isPending) body = <LoadingLines lines={5} />;
  else if (trades.isError)
    body = (
      <SpotLoadError
        onRetry={() => void trades.refetch()}
        title={t('trades.error')}
        testId="spot-trades-error"
      />
    );
  else if (trades.data.length === 0)
    body = (
      <p className={styles.end} data-testid="spot-trades-empty">
        {t('trades.empty')}
      </p>
    );
  else
    body = (
      <div className={styles.trades} role="table" aria-label={t('trades.title')}>
        <div className={`${styles.tradeRow} ${styles.tradeHead}`} role="row">
          <span role="columnheader">{t('trades.time')}</span>
          <span role="columnheader">{t('book.price', { code: pair.quote })}</span>
          <span role="columnheader">{t('book.amount', { code: pair.base })}</span>
        </div>
        {trades.data.map((trade) => (
          <div
            key={trade.id}
            className={styles.tradeRow}
            role="row"
            data-testid="spot-trade"
            data-direction={trade.direction}
          >
            <span role="cell">{formatTradeTime(trade.ts)}</span>
            <span role="cell" style={{ color: colorOf(trade.direction) }}>
              {formatSpotPrice(trade.price, pair)}
            </span>
            <span role="cell">{formatSpotQty(trade.amount, pair)}</span>
          </div>
        ))}
      </div>
    );

  return (
    <section className={styles.section} data-testid="spot-trades">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('trades.title')}</h2>
      </div>
      {body}
    </section>
  );
}
