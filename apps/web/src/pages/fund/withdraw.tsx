import { useCurrencies, QueryView, WithdrawView, useQueryNumber } from '../../features/wallet';

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
