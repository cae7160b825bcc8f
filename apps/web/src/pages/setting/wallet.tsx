import { AddressBook } from '../../features/wallet';

/** pages/setting/wallet: the withdrawal address book. */
export default function SettingWalletPage() {
  return <AddressBook />;
}
