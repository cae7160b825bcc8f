import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '../api/tickers';
import { formatChange, formatPrice } from '../format/ticker';
import { useUpDownColor } from '../theme/theme';
import { Icon } from './icons';
import styles from './pair-bar.module.css';

/**
 * The bar on top of a full-screen trade page (spot, contracts): the pair, which opens the
 * page's pair picker, and its live last price and 24 h change.
 */
export function PairBar({
  symbol,
  onPick,
  testIdPrefix,
}: {
  symbol: string;
  onPick: () => void;
  /** Test ids: `<prefix>-header`, `<prefix>-pair-open` (the button), `<prefix>-header-price`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const colorOf = useUpDownColor();
  const { ticker } = useLiveTicker(symbol);
  const color = colorOf(ticker?.change);
  return (
    <header className={styles.header} data-testid={`${testIdPrefix}-header`} data-symbol={symbol}>
      <PairPickerButton
        onPick={onPick}
        label={t('a11y.choosePair')}
        testId={`${testIdPrefix}-pair-open`}
      >
        {symbol}
        <Icon name="chevronRight" size={16} />
      </PairPickerButton>
      {ticker ? (
        <div className={styles.headerPrice} style={{ color }}>
          <strong data-testid={`${testIdPrefix}-header-price`}>
            {formatPrice(ticker.now_price, ticker.price_decimals)}
          </strong>
          <span>{formatChange(ticker.change)}</span>
        </div>
      ) : null}
    </header>
  );
}

/** The pair's name as a button that opens the pair picker (a dialog). */
export function PairPickerButton({
  onPick,
  label,
  testId,
  children,
}: {
  onPick: () => void;
  /** What a screen reader says when the name alone would not. */
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.pairButton}
      onClick={onPick}
      aria-haspopup="dialog"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
