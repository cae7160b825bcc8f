import { BankCardPage } from '../../features/wallet/components/bank-card-page';

/** pages/setting/bank: the domestic bank card. */
export default function SettingBankPage() {
  return <BankCardPage kind="domestic" />;
}
