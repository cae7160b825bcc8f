import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionOrder } from '@tidemark/contracts';
import { useLiveTicker } from '../../../shared/api/tickers';
import { useUpDownColor } from '../../../shared/theme/theme';
import { useOrderFigures } from '../hooks/use-order-figures';
import { directionOf, outcomeFor, outcomeOf, priceMove } from '../option-rules';
import styles from './live-price.module.css';

/** Live prices kept for the line: two minutes of one-second tickers is plenty for a phone. */
const POINTS_MAX = 120;
const WIDTH = 300;
const HEIGHT = 96;
const PADDING = 6;

/**
 * Where to draw the prices and the entry price in a WIDTH × HEIGHT box: the vertical range
 * spans both, so the entry line always shows. Numbers only for drawing; every figure shown as
 * text stays a decimal string.
 */
export function lineGeometry(prices: readonly string[], entry: string) {
  const values = prices.map(Number);
  const entryValue = Number(entry);
  const low = Math.min(entryValue, ...values);
  const high = Math.max(entryValue, ...values);
  const span = high - low || Math.abs(entryValue) * 1e-6 || 1;
  const y = (v: number) => PADDING + (HEIGHT - 2 * PADDING) * (1 - (v - low) / span);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  // Tenths of a unit of the drawing box: finer than any screen shows.
  const at = (v: number) => String(Math.round(v * 10) / 10);
  return {
    points: values.map((v, i) => `${at(i * step)},${at(y(v))}`).join(' '),
    entryY: at(y(entryValue)),
  };
}

/**
 * An open seconds order against the market: the live price from the pair's ticker socket,
 * the entry price as a dashed line, and whether the order would win, lose or tie if it closed
 * now. Gone once the order is settled (its two ticks then tell the result).
 */
export function LivePriceLine({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const figures = useOrderFigures(order);
  const colorOf = useUpDownColor();
  const open = outcomeOf(order) === null;
  const { ticker } = useLiveTicker(order.symbol_name);
  const live = ticker?.now_price ?? null;
  const [prices, setPrices] = useState<string[]>([]);
  useEffect(() => {
    if (live !== null) setPrices((p) => [...p.slice(1 - POINTS_MAX), live]);
  }, [live, ticker?.ts]);
  if (!open || live === null) return null;

  const outcome = outcomeFor(directionOf(order.type), priceMove(order.open_price, live));
  const color = colorOf(outcome === 'win' ? 1 : outcome === 'loss' ? -1 : 0);
  const line = lineGeometry(prices.length > 0 ? prices : [live], order.open_price);
  return (
    <section className={styles.live} data-testid="option-live" data-outcome={outcome}>
      <div className={styles.figures}>
        <span>
          <span className={styles.label}>{t('live.price')}</span>
          <strong style={{ color }} data-testid="option-live-price">
            {figures.price(live)}
          </strong>
        </span>
        <span className={styles.state} style={{ color }} data-testid="option-live-state">
          {t(`live.${outcome}`)}
        </span>
      </div>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('live.chart')}
        data-testid="option-live-chart"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={line.entryY}
          y2={line.entryY}
          className={styles.entryLine}
          data-testid="option-live-entry-line"
        />
        <polyline points={line.points} fill="none" stroke={color} strokeWidth="2" />
      </svg>
      <div className={styles.entry}>
        <span className={styles.label}>{t('live.entry')}</span>
        <span data-testid="option-live-entry">{figures.price(order.open_price)}</span>
      </div>
    </section>
  );
}
