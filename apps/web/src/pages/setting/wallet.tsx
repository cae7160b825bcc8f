import { AddressBook } from '../../features/wallet/components/address-book';

/** pages/setting/wallet: the withdrawal address book. */
export default function SettingWalletPage() {
  return <AddressBook />;
}
