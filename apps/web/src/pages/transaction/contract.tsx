import { useState } from 'react';
import { useSearchParams } from '../../shared/routing/router';
import { DEFAULT_SYMBOL, PairPicker } from '../../features/market';
import { LeverTradePanel, useLeverTickers } from '../../features/lever';
import { PairBar } from '../../shared/ui/pair-bar';

/**
 * pages/transaction/contract: contract trading full screen for `?symbol=` (BTC/USDT by
 * default): the order form, the user's positions in the contract below it. The picker lists
 * the instruments that trade as contracts, stocks, forex and commodities included.
 */
export default function TransactionContractPage() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') || DEFAULT_SYMBOL;
  const [picking, setPicking] = useState(false);
  const leverTickers = useLeverTickers();
  return (
    <div>
      <PairBar symbol={symbol} onPick={() => setPicking(true)} testIdPrefix="lever" />
      <LeverTradePanel key={symbol} symbol={symbol} />
      <PairPicker
        open={picking}
        tickers={leverTickers}
        onClose={() => setPicking(false)}
        onPick={(next) => {
          setPicking(false);
          if (next !== symbol) setParams({ symbol: next }, { replace: true });
        }}
      />
    </div>
  );
}
