import { useWalletList } from '../../features/wallet/api/wallet-list';
import { QueryView } from '../../features/wallet/components/query-views';
import { TransferView } from '../../features/wallet/components/transfer-view';
import { useQueryNumber } from '../../features/wallet/hooks/use-query-number';

/** pages/fund/fundTransfer: transfer between the user's own accounts (route title "Transfer"). */
export default function FundAccountTransferPage() {
  const currency = useQueryNumber('currency');
  const wallet = useWalletList();
  return (
    <QueryView query={wallet}>
      {(data) => <TransferView wallet={data} initialCurrency={currency} />}
    </QueryView>
  );
}
