import { useTranslation } from 'react-i18next';
import type { SpotPair } from '@tidemark/contracts';
import { useSpotDepth } from '../api/depth';
import { depthCurve, type CurvePoint } from '../depth-curve';
import { formatSpotPrice, formatSpotQty } from '../format';
import { useSideColor } from '../hooks/use-side-colors';
import { LoadingLines } from '../../../shared/ui/load-states';
import styles from './market-data.module.css';

const WIDTH = 360;
const HEIGHT = 160;

const path = (points: CurvePoint[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ') + ' Z';

/**
 * The book as a depth chart: the quantity of bids at a price or above (left) and of asks at a
 * price or below (right), from the same live depth as the book. Loaded only when its tab opens.
 */
export default function DepthChart({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  const depth = useSpotDepth(pair.symbol);
  if (depth.isPending) return <LoadingLines lines={5} />;
  const curve = depth.data ? depthCurve(depth.data, WIDTH, HEIGHT) : null;
  if (!curve)
    return (
      <p className={styles.empty} data-testid="spot-depth-chart-empty">
        {t('depthChart.empty')}
      </p>
    );
  return (
    <figure className={styles.chart} data-testid="spot-depth-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('depthChart.label', {
          low: formatSpotPrice(curve.low, pair),
          high: formatSpotPrice(curve.high, pair),
          deepest: formatSpotQty(curve.deepest, pair),
          code: pair.base,
        })}
      >
        <path
          d={path(curve.bids)}
          fill={colorOf('buy')}
          fillOpacity={0.25}
          stroke={colorOf('buy')}
          data-testid="spot-depth-chart-bids"
        />
        <path
          d={path(curve.asks)}
          fill={colorOf('sell')}
          fillOpacity={0.25}
          stroke={colorOf('sell')}
          data-testid="spot-depth-chart-asks"
        />
      </svg>
      <figcaption className={styles.axis}>
        <span>{formatSpotPrice(curve.low, pair)}</span>
        <span>
          {t('depthChart.deepest', { amount: formatSpotQty(curve.deepest, pair), code: pair.base })}
        </span>
        <span>{formatSpotPrice(curve.high, pair)}</span>
      </figcaption>
    </figure>
  );
}
