import { useState } from 'react';
import { useSearchParams } from '../../shared/routing/router';
import { DEFAULT_SYMBOL, PairPicker } from '../../features/market';
import { SpotTradePanel, useSpotTickers } from '../../features/spot';
import { PairBar } from '../../shared/ui/pair-bar';

/**
 * pages/transaction/currency: spot trading full screen for `?symbol=` (BTC/USDT by default),
 * `?side=sell` opening on the sell side. The picker lists the pairs that trade spot.
 */
export default function TransactionCurrencyPage() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') || DEFAULT_SYMBOL;
  const side = params.get('side') === 'sell' ? 'sell' : 'buy';
  const [picking, setPicking] = useState(false);
  const spotTickers = useSpotTickers();
  return (
    <div>
      <PairBar symbol={symbol} onPick={() => setPicking(true)} testIdPrefix="spot" />
      <SpotTradePanel key={symbol} symbol={symbol} initialSide={side} />
      <PairPicker
        open={picking}
        tickers={spotTickers}
        onClose={() => setPicking(false)}
        onPick={(next) => {
          setPicking(false);
          if (next !== symbol) setParams({ symbol: next }, { replace: true });
        }}
      />
    </div>
  );
}
