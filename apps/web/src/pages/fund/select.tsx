import { useCurrencies } from '../../features/wallet/api/currency-list';
import { QueryView } from '../../features/wallet/components/query-views';
import { SelectView } from '../../features/wallet/components/select-view';
import { useQueryString } from '../../features/wallet/hooks/use-query-number';

/** pages/fund/select?action=receive|withdraw: choose the currency first. */
export default function FundSelectPage() {
  const action = useQueryString('action') === 'withdraw' ? 'withdraw' : 'receive';
  const currencies = useCurrencies();
  return (
    <QueryView query={currencies}>
      {(list) => <SelectView currencies={list} action={action} />}
    </QueryView>
  );
}
