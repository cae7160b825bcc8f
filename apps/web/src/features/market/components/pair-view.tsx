import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLiveTickers } from '../../../shared/api/tickers';
import { Icon } from '../../../shared/ui/icons';
import { StatusView } from '../../../shared/ui/status-view';
import { rememberPair } from '../hooks/recent-pairs';
import { LoadError } from './list-states';
import { MarketChart, type ChartPeriodKey } from './market-chart';
import { PairHeader } from './pair-header';
import styles from './pair.module.css';

/**
 * The pair picker (its search box and the whole market list) loads when first opened: it was
 * part of the trade screen's code and of the task that ran it, though most visits never open it.
 */
const PairPicker = lazy(() => import('./pair-picker').then((m) => ({ default: m.PairPicker })));

export interface PairViewProps {
  symbol: string;
  periodKey: ChartPeriodKey;
  onSymbolChange: (symbol: string) => void;
  onPeriodChange: (key: ChartPeriodKey) => void;
  /**
   * Whether the chart is shown. Folded, the order form and its Buy/Sell buttons fit the first
   * screen of a phone, as in the leading apps; one tap opens the chart above them.
   */
  chartOpen: boolean;
  onChartToggle: (open: boolean) => void;
  /** What goes under the chart: the order forms once trading lands (a "soon" card until then). */
  children?: ReactNode;
  /** Buttons of other features beside the chart toggle (the price-alert bell). */
  actions?: ReactNode;
}

function HeaderSkeleton() {
  return (
    <div
      className={`${styles.header} ${styles.headerSkeleton}`}
      aria-hidden="true"
      data-testid="pair-skeleton"
    >
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={2} animated />
    </div>
  );
}

/**
 * One pair: header with the pair picker and live 24 h figures, the chart, then `children`.
 * The page owns the URL (`?symbol=`, `?period=`); this component only reports changes.
 */
export function PairView({
  symbol,
  periodKey,
  onSymbolChange,
  onPeriodChange,
  chartOpen,
  onChartToggle,
  children,
  actions,
}: PairViewProps) {
  const { t } = useTranslation('market');
  const [picking, setPicking] = useState(false);
  // Once opened, the picker stays mounted, so closing it plays its animation.
  const [pickerUsed, setPickerUsed] = useState(false);
  if (picking && !pickerUsed) setPickerUsed(true);
  // Live for the shown pair only, and for every pair while the picker lists them.
  const tickers = useLiveTickers(picking ? 'all' : [symbol]);
  const ticker = tickers.data?.find((item) => item.symbol === symbol);

  const listedSymbol = ticker?.symbol;
  useEffect(() => {
    if (listedSymbol) rememberPair(listedSymbol);
  }, [listedSymbol]);

  let head: ReactNode;
  if (tickers.isPending) head = <HeaderSkeleton />;
  else if (tickers.isError) head = <LoadError onRetry={() => void tickers.refetch()} />;
  else if (!ticker)
    head = (
      <StatusView
        icon="market"
        title={t('pair.notFound')}
        hint={t('pair.notFoundHint')}
        testId="pair-not-found"
        action={{
          label: t('pair.choose'),
          onClick: () => setPicking(true),
          solid: true,
          inline: true,
        }}
      />
    );
  else
    head = (
      <PairHeader
        ticker={ticker}
        onPick={() => setPicking(true)}
        actions={
          <>
            {actions}
            <button
              type="button"
              className={
                chartOpen ? `${styles.chartToggle} ${styles.chartToggleOn}` : styles.chartToggle
              }
              aria-expanded={chartOpen}
              aria-label={chartOpen ? t('chart.hide') : t('chart.show')}
              title={chartOpen ? t('chart.hide') : t('chart.show')}
              onClick={() => onChartToggle(!chartOpen)}
              data-testid="chart-toggle"
            >
              <Icon name="market" size={20} />
            </button>
          </>
        }
      />
    );

  return (
    <div className={styles.view} data-testid="pair-view">
      {head}
      {ticker && chartOpen ? (
        <MarketChart
          key={ticker.symbol}
          symbol={ticker.symbol}
          pricePrecision={ticker.price_decimals}
          periodKey={periodKey}
          onPeriodChange={onPeriodChange}
        />
      ) : null}
      {children}
      {pickerUsed ? (
        <Suspense fallback={null}>
          <PairPicker
            open={picking}
            tickers={tickers.data ?? []}
            onClose={() => setPicking(false)}
            onPick={(next) => {
              setPicking(false);
              if (next !== symbol) onSymbolChange(next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
