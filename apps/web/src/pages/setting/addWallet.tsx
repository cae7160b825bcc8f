import { useCurrencies } from '../../features/wallet/api/currency-list';
import { AddressForm } from '../../features/wallet/components/address-form';
import { QueryView } from '../../features/wallet/components/query-views';
import { useQueryNumber, useQueryString } from '../../features/wallet/hooks/use-query-number';
import { navigateBack } from '../../shared/routing/navigation';

/** pages/setting/addWallet?currency=&chain=: add a withdrawal address. */
export default function SettingAddWalletPage() {
  const currency = useQueryNumber('currency');
  const chain = useQueryString('chain');
  const currencies = useCurrencies();
  return (
    <QueryView query={currencies}>
      {(list) => (
        <AddressForm
          currencies={list}
          initialCurrency={currency}
          initialChain={chain}
          onSaved={() => navigateBack('/pages/setting/wallet')}
        />
      )}
    </QueryView>
  );
}
