import { useExchangePairs } from '../../features/wallet/api/exchange-pairs';
import { ExchangeView } from '../../features/wallet/components/exchange-view';
import { QueryView } from '../../features/wallet/components/query-views';

/** pages/fund/transfer: currency exchange (the route title and the home "exchange" entry name it so). */
export default function FundExchangePage() {
  const pairs = useExchangePairs();
  return <QueryView query={pairs}>{(list) => <ExchangeView pairs={list} />}</QueryView>;
}
