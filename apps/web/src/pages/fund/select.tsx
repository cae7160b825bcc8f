import { useCurrencies, QueryView, SelectView, useQueryString } from '../../features/wallet';

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
