import { Suspense, lazy, useMemo } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';
import type { KlinePeriod } from '@tidemark/contracts';
import { useUpDownColor } from '../../../shared/theme/theme';
import { chartBarFromHistory } from '../../../shared/ui/kline-chart/chart-data';
import type { ChartMode } from '../../../shared/ui/kline-chart/kline-chart';
import { StatusView } from '../../../shared/ui/status-view';
import { historyBars, useKlineHistoryQuery } from '../api/kline-history';
import { useLiveKline } from '../hooks/use-live-kline';
import { LoadError } from './list-states';
import styles from './pair.module.css';

/** The chart's period buttons: the time-share line and eight bar periods. */
export const CHART_PERIODS = [
  { key: 'line', period: '1min', mode: 'line' },
  { key: '1m', period: '1min', mode: 'candles' },
  { key: '5m', period: '5min', mode: 'candles' },
  { key: '15m', period: '15min', mode: 'candles' },
  { key: '30m', period: '30min', mode: 'candles' },
  { key: '1h', period: '60min', mode: 'candles' },
  { key: '1D', period: '1day', mode: 'candles' },
  { key: '1W', period: '1week', mode: 'candles' },
  { key: '1M', period: '1mon', mode: 'candles' },
] as const satisfies readonly { key: string; period: KlinePeriod; mode: ChartMode }[];

export type ChartPeriodKey = (typeof CHART_PERIODS)[number]['key'];
export const DEFAULT_CHART_PERIOD: ChartPeriodKey = '15m';

export function chartPeriodFrom(value: string | null): ChartPeriodKey {
  return CHART_PERIODS.find((p) => p.key === value)?.key ?? DEFAULT_CHART_PERIOD;
}

const CHART_HEIGHT = 320;

// The chart library is the largest piece of the trade screens (~55 kB gzip) and the chart is
// folded by default there: it loads when the chart is first shown, its box keeping the height.
const KlineChart = lazy(() =>
  import('../../../shared/ui/kline-chart/kline-chart').then((m) => ({ default: m.KlineChart })),
);

/**
 * The pair's chart: history from `new_timeshar` (reloaded on each period change) and the
 * forming bar from the `kline` room, in the rise/fall colours of the user's setting.
 */
export function MarketChart({
  symbol,
  pricePrecision,
  periodKey,
  onPeriodChange,
}: {
  symbol: string;
  pricePrecision: number;
  periodKey: ChartPeriodKey;
  onPeriodChange: (key: ChartPeriodKey) => void;
}) {
  const { t } = useTranslation('market');
  const choice = CHART_PERIODS.find((p) => p.key === periodKey) ?? CHART_PERIODS[0];
  const history = useKlineHistoryQuery(symbol, choice.period);
  const liveBar = useLiveKline(symbol, choice.period);
  const colorOf = useUpDownColor();
  const bars = useMemo(
    () => historyBars(history.data?.pages).map(chartBarFromHistory),
    [history.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  let overlay = null;
  if (history.isPending) overlay = <Spinner size={28} />;
  else if (history.isError && bars.length === 0)
    overlay = <LoadError title={t('chart.error')} onRetry={() => void history.refetch()} />;
  else if (bars.length === 0 && !liveBar)
    overlay = <StatusView icon="market" title={t('chart.empty')} />;

  return (
    <section className={styles.chartCard} aria-label={t('chart.label', { symbol })}>
      <div className={styles.periods} role="tablist" data-testid="chart-periods">
        {CHART_PERIODS.map((p) => (
          <button
            key={p.key}
            type="button"
            role="tab"
            aria-selected={p.key === choice.key}
            className={p.key === choice.key ? `${styles.period} ${styles.periodOn}` : styles.period}
            onClick={() => onPeriodChange(p.key)}
            data-testid={`chart-period-${p.key}`}
          >
            {t(`chart.periods.${p.key}`)}
          </button>
        ))}
      </div>
      <div
        className={styles.chartBox}
        data-testid="chart-box"
        data-period={choice.period}
        data-loading={history.isFetching}
        data-older={hasNextPage ? 'more' : 'all'}
      >
        {overlay ? <div className={styles.chartOverlay}>{overlay}</div> : null}
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <KlineChart
            bars={bars}
            liveBar={liveBar}
            mode={choice.mode}
            pricePrecision={pricePrecision}
            upColor={colorOf(1)}
            downColor={colorOf(-1)}
            height={CHART_HEIGHT}
            viewKey={`${symbol}:${choice.key}`}
            onReachStart={loadOlder}
          />
        </Suspense>
      </div>
    </section>
  );
}
