import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/routing/router';
import {
  DEFAULT_SYMBOL,
  PairView,
  chartPeriodFrom,
  type ChartPeriodKey,
} from '../../features/market';
import { AlertBell } from '../../features/alerts';
import { SpotTradePanel } from '../../features/spot';
import { LoadingLines } from '../../shared/ui/load-states';
import { TabBar } from '../../shared/ui/tab-bar';

// Options and futures are the other tabs: their code loads when one is opened, so the default
// (spot) tab's form and book paint without waiting for it.
const OptionsPanel = lazy(() =>
  import('../../features/options').then((m) => ({ default: m.OptionsPanel })),
);
const LeverTradePanel = lazy(() =>
  import('../../features/lever').then((m) => ({ default: m.LeverTradePanel })),
);

/** The kinds of trading under the chart; `?tab=` keeps the choice in the URL. */
const TRADE_TABS = ['coins', 'options', 'futures'] as const;
type TradeTab = (typeof TRADE_TABS)[number];

function tradeTabFrom(value: string | null): TradeTab {
  return (TRADE_TABS as readonly string[]).includes(value ?? '') ? (value as TradeTab) : 'coins';
}

/**
 * pages/transaction/index, the centre trade tab: `?symbol=BTC/USDT` (the default), `?period=`
 * of the chart, `?chart=1` to unfold it (folded, the order form fills the first screen) and
 * `?tab=` (coins, options, futures) of what is traded under it. Coins is spot
 * trading, options the seconds options, futures the contracts (lever).
 */
export default function TransactionIndexPage() {
  const { t } = useTranslation('spot');
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') || DEFAULT_SYMBOL;
  const periodKey = chartPeriodFrom(params.get('period'));
  const tab = tradeTabFrom(params.get('tab'));
  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <PairView
      symbol={symbol}
      periodKey={periodKey}
      onSymbolChange={(next) => update('symbol', next)}
      onPeriodChange={(next: ChartPeriodKey) => update('period', next)}
      chartOpen={params.get('chart') === '1'}
      onChartToggle={(open) => update('chart', open ? '1' : '0')}
      actions={<AlertBell symbol={symbol} />}
    >
      <div style={{ background: 'var(--tm-card-bg)' }}>
        <TabBar
          items={TRADE_TABS.map((key) => ({
            key,
            title: <span data-testid={`trade-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          }))}
          active={tab}
          onChange={(key) => update('tab', key)}
        />
      </div>
      {tab === 'coins' ? <SpotTradePanel key={symbol} symbol={symbol} /> : null}
      <Suspense fallback={<LoadingLines lines={10} />}>
        {tab === 'options' ? <OptionsPanel key={symbol} symbol={symbol} /> : null}
        {tab === 'futures' ? <LeverTradePanel key={symbol} symbol={symbol} /> : null}
      </Suspense>
    </PairView>
  );
}
