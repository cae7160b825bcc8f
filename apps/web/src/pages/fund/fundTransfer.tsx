import { useWalletList, QueryView, TransferView, useQueryNumber } from '../../features/wallet';

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
