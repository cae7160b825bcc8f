import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '../../../shared/api/tickers';
import { formatChange, formatPrice } from '../../../shared/format/ticker';
import { useUpDownColor } from '../../../shared/theme/theme';
import { Icon } from '../../../shared/ui/icons';
import styles from './spot.module.css';

/** The spot page's header: the pair (opens the picker), its last price and 24 h change. */
export function SpotPairHeader({ symbol, onPick }: { symbol: string; onPick: () => void }) {
  const { t } = useTranslation('spot');
  const colorOf = useUpDownColor();
  const { ticker } = useLiveTicker(symbol);
  const color = colorOf(ticker?.change);
  return (
    <header className={styles.header} data-testid="spot-header" data-symbol={symbol}>
      <button
        type="button"
        className={styles.pairButton}
        onClick={onPick}
        aria-haspopup="dialog"
        aria-label={t('pair.choose')}
        data-testid="spot-pair-open"
      >
        {symbol}
        <Icon name="chevronRight" size={16} />
      </button>
      {ticker ? (
        <div className={styles.headerPrice} style={{ color }}>
          <strong data-testid="spot-header-price">
            {formatPrice(ticker.now_price, ticker.price_decimals)}
          </strong>
          <span>{formatChange(ticker.change)}</span>
        </div>
      ) : null}
    </header>
  );
}
