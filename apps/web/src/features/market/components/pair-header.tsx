import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { formatChange, formatPrice, formatVolume } from '../../../shared/format/ticker';
import { useAppStore } from '../../../shared/store/app-store';
import { useUpDownColor } from '../../../shared/theme/theme';
import { FavouriteStar } from './favourite-star';
import { MarketIcon } from './market-icons';
import { PairPickerButton } from '../../../shared/ui/pair-bar';
import styles from './pair.module.css';

function Notes({ ticker }: { ticker: Ticker }) {
  const { t } = useTranslation('market');
  if (ticker.market_open && !ticker.stale) return null;
  return (
    <div className={styles.notes}>
      {!ticker.market_open ? (
        <p className={`${styles.note} ${styles.noteWarning}`} data-testid="pair-closed">
          <MarketIcon name="clock" size={16} />
          <span>
            <span className={styles.noteTitle}>{t('pair.closed')}</span> {t('pair.closedHint')}
          </span>
        </p>
      ) : null}
      {ticker.market_open && ticker.stale ? (
        <p className={`${styles.note} ${styles.noteWarning}`} data-testid="pair-stale">
          {t('pair.stale')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The pair's name (opens the picker), a simulated-prices pill, the page's `actions`, favourite
 * star, last price and 24 h figures; notes only when the market is closed or the price stale.
 */
export function PairHeader({
  ticker,
  onPick,
  actions,
}: {
  ticker: Ticker;
  onPick: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('market');
  const simulated = useAppStore((s) => s.siteConfig?.simulated_prices === true);
  const colorOf = useUpDownColor();
  const color = colorOf(ticker.change);
  return (
    <header className={styles.header} data-testid="pair-header" data-symbol={ticker.symbol}>
      <div className={styles.titleRow}>
        <PairPickerButton onPick={onPick} testId="pair-picker-open">
          {ticker.symbol}
          <MarketIcon name="caretDown" size={18} />
        </PairPickerButton>
        <div className={styles.titleActions}>
          {simulated ? (
            <span className={styles.simulated} data-testid="pair-simulated">
              {t('pair.simulated')}
            </span>
          ) : null}
          {actions}
          <FavouriteStar ticker={ticker} />
        </div>
      </div>
      <div className={styles.priceRow}>
        <div>
          <p className={styles.lastPrice} style={{ color }} data-testid="pair-price">
            {formatPrice(ticker.now_price, ticker.price_decimals)}
          </p>
          <div className={styles.change} style={{ color }} data-testid="pair-change">
            {formatChange(ticker.change)}
          </div>
        </div>
        <dl className={styles.stats}>
          <dt>{t('pair.high')}</dt>
          <dd data-testid="pair-high">{formatPrice(ticker.high, ticker.price_decimals)}</dd>
          <dt>{t('pair.low')}</dt>
          <dd data-testid="pair-low">{formatPrice(ticker.low, ticker.price_decimals)}</dd>
          <dt>{t('pair.volume')}</dt>
          <dd data-testid="pair-volume">{formatVolume(ticker.volume)}</dd>
        </dl>
      </div>
      <Notes ticker={ticker} />
    </header>
  );
}
