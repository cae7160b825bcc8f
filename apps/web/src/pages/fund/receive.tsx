import { DEFAULT_COIN_IDS } from '@tidemark/contracts';
import { useCurrencies, QueryView, ReceiveView, useQueryNumber } from '../../features/wallet';

/** pages/fund/receive?currency=<id>: deposit (USDT when no currency is given). */
export default function FundReceivePage() {
  const id = useQueryNumber('currency') ?? DEFAULT_COIN_IDS.USDT;
  const currencies = useCurrencies();
  return (
    <QueryView query={currencies}>
      {(list) => {
        const currency = list.find((c) => c.id === id) ?? list[0];
        return currency ? <ReceiveView key={currency.id} currency={currency} /> : null;
      }}
    </QueryView>
  );
}
