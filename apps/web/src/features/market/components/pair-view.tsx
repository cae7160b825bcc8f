import { useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLiveTickers } from '../../../shared/api/tickers';
import { StatusView } from '../../../shared/ui/status-view';
import { rememberPair } from '../hooks/recent-pairs';
import { LoadError } from './list-states';
import { MarketChart, type ChartPeriodKey } from './market-chart';
import { PairHeader } from './pair-header';
import { PairPicker } from './pair-picker';
import styles from './pair.module.css';

export interface PairViewProps {
  symbol: string;
  periodKey: ChartPeriodKey;
  onSymbolChange: (symbol: string) => void;
  onPeriodChange: (key: ChartPeriodKey) => void;
  /** What goes under the chart: the order forms once trading lands (a "soon" card until then). */
  children?: ReactNode;
}

function HeaderSkeleton() {
  return (
    <div className={styles.header} aria-hidden="true" data-testid="pair-skeleton">
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
  children,
}: PairViewProps) {
  const { t } = useTranslation('market');
  const tickers = useLiveTickers();
  const [picking, setPicking] = useState(false);
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
        actions={
          <Button shape="rounded" color="primary" onClick={() => setPicking(true)}>
            {t('pair.choose')}
          </Button>
        }
      />
    );
  else head = <PairHeader ticker={ticker} onPick={() => setPicking(true)} />;

  return (
    <div className={styles.view} data-testid="pair-view">
      {head}
      {ticker ? (
        <MarketChart
          key={ticker.symbol}
          symbol={ticker.symbol}
          pricePrecision={ticker.price_decimals}
          periodKey={periodKey}
          onPeriodChange={onPeriodChange}
        />
      ) : null}
      {children}
      <PairPicker
        open={picking}
        tickers={tickers.data ?? []}
        onClose={() => setPicking(false)}
        onPick={(next) => {
          setPicking(false);
          if (next !== symbol) onSymbolChange(next);
        }}
      />
    </div>
  );
}
