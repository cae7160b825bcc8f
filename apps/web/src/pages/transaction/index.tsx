import { useSearchParams } from 'react-router';
import {
  DEFAULT_SYMBOL,
  PairView,
  TradingSoon,
  chartPeriodFrom,
  type ChartPeriodKey,
} from '../../features/market';

/**
 * pages/transaction/index, the centre trade tab: `?symbol=BTC/USDT` (the default) and
 * `?period=` of the chart. The order forms of the trading issues replace <TradingSoon />.
 */
export default function TransactionIndexPage() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') || DEFAULT_SYMBOL;
  const periodKey = chartPeriodFrom(params.get('period'));
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
    >
      <TradingSoon />
    </PairView>
  );
}
