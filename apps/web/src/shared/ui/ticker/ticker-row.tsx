import type { Ticker } from '@tidemark/contracts';
import { formatPrice, formatVolume, splitSymbol } from '../../format/ticker';
import { ChangeBadge } from './change-badge';
import styles from './ticker.module.css';

export interface TickerRowLabels {
  /** "Vol" before the 24 h volume. */
  volume: string;
  /** Shown instead of the volume when the pair's market is closed. */
  closed: string;
}

/**
 * One pair in a market list: symbol with its 24 h volume (or "closed"), last price, change.
 * Texts come from the feature that lists it (shared UI owns no catalogue).
 */
export function TickerRow({
  ticker,
  labels,
  onOpen,
}: {
  ticker: Ticker;
  labels: TickerRowLabels;
  onOpen: (symbol: string) => void;
}) {
  const [base, quote] = splitSymbol(ticker.symbol);
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => onOpen(ticker.symbol)}
      data-testid="ticker-row"
      data-symbol={ticker.symbol}
    >
      <span className={styles.pair}>
        <span className={styles.symbol}>
          {base}
          <span className={styles.quote}>/{quote}</span>
        </span>
        <span className={styles.sub}>
          {ticker.market_open ? (
            <span>
              {labels.volume} {formatVolume(ticker.volume)}
            </span>
          ) : (
            <span className={styles.tag} data-testid="ticker-closed">
              {labels.closed}
            </span>
          )}
        </span>
      </span>
      <span className={styles.price} data-testid="ticker-price">
        {formatPrice(ticker.now_price, ticker.price_decimals)}
      </span>
      <ChangeBadge change={ticker.change} />
    </button>
  );
}
