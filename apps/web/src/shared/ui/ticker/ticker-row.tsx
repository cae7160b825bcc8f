import { memo, type ReactNode } from 'react';
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

interface TickerRowProps {
  ticker: Ticker;
  labels: TickerRowLabels;
  onOpen: (symbol: string) => void;
  /** The base coin's icon before the pair (lists off the home page pass one; home stays light). */
  icon?: ((base: string) => ReactNode) | undefined;
}

/**
 * Lists re-render on every batch of live tickers (four a second) while each pair ticks once a
 * second: a row whose ticker object is unchanged (the batch keeps it) skips its render. The
 * labels are compared by text, since lists build that object on each render.
 */
const sameRow = (a: TickerRowProps, b: TickerRowProps) =>
  a.ticker === b.ticker &&
  a.onOpen === b.onOpen &&
  a.icon === b.icon &&
  a.labels.volume === b.labels.volume &&
  a.labels.closed === b.labels.closed;

/**
 * One pair in a market list: symbol with its 24 h volume (or "closed"), last price, change.
 * Texts come from the feature that lists it (shared UI owns no catalogue).
 */
export const TickerRow = memo(function TickerRow({ ticker, labels, onOpen, icon }: TickerRowProps) {
  const [base, quote] = splitSymbol(ticker.symbol);
  const pair = (
    <span className={styles.pair}>
      <span className={styles.symbol}>
        {base}
        <span className={styles.quote}>/{quote}</span>
      </span>
      <span className={styles.sub}>
        {ticker.market_open ? (
          <span>
            {labels.volume} <span data-testid="ticker-volume">{formatVolume(ticker.volume)}</span>
          </span>
        ) : (
          <span className={styles.tag} data-testid="ticker-closed">
            {labels.closed}
          </span>
        )}
      </span>
    </span>
  );
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => onOpen(ticker.symbol)}
      data-testid="ticker-row"
      data-symbol={ticker.symbol}
    >
      {icon ? (
        <span className={styles.withIcon}>
          {icon(base)}
          {pair}
        </span>
      ) : (
        pair
      )}
      <span className={styles.price} data-testid="ticker-price">
        {formatPrice(ticker.now_price, ticker.price_decimals)}
      </span>
      <ChangeBadge change={ticker.change} />
    </button>
  );
}, sameRow);
