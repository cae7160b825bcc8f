import { useSearchParams } from '../../shared/routing/router';
import { TraditionalTradeView, traditionalKindFrom } from '../../features/lever';

/**
 * pages/transaction/index2: stocks, forex and commodities traded as contracts on margin, with
 * their trading hours — `?kind=stock|forex|commodity` and `?symbol=` (the market's first by
 * default). The home "Margin" entry opens it.
 */
export default function TransactionIndex2Page() {
  const [params, setParams] = useSearchParams();
  return (
    <TraditionalTradeView
      kind={traditionalKindFrom(params.get('kind'))}
      symbol={params.get('symbol')}
      onChange={({ kind, symbol }) =>
        setParams(symbol ? { kind, symbol } : { kind }, { replace: true })
      }
    />
  );
}
