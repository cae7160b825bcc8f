import { useExchangePairs, ExchangeView, QueryView } from '../../features/wallet';

/** pages/fund/transfer: currency exchange (the route title and the home "exchange" entry name it so). */
export default function FundExchangePage() {
  const pairs = useExchangePairs();
  return <QueryView query={pairs}>{(list) => <ExchangeView pairs={list} />}</QueryView>;
}
