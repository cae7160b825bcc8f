import {
  useCurrencies,
  AddressForm,
  QueryView,
  useQueryNumber,
  useQueryString,
} from '../../features/wallet';
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
