import { BankCardPage } from '../../features/wallet';

/** pages/setting/bank: the domestic bank card. */
export default function SettingBankPage() {
  return <BankCardPage kind="domestic" />;
}
