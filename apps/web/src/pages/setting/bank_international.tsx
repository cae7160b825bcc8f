import { BankCardPage } from '../../features/wallet';

/** pages/setting/bank_international: the international bank account. */
export default function SettingBankInternationalPage() {
  return <BankCardPage kind="international" />;
}
