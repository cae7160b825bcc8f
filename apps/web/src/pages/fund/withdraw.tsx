import { useCurrencies } from '../../features/wallet/api/currency-list';
import { QueryView } from '../../features/wallet/components/query-views';
import { WithdrawView } from '../../features/wallet/components/withdraw-view';
import { useQueryNumber } from '../../features/wallet/hooks/use-query-number';

/** pages/fund/withdraw?currency=<id>. */
export default function FundWithdrawPage() {
  const id = useQueryNumber('currency');
  const currencies = useCurrencies();
  return (
    <QueryView query={currencies}>
      {(list) => <WithdrawView currencies={list} initialId={id} />}
    </QueryView>
  );
}
