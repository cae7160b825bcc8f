import { BankCardPage } from '../../features/wallet/components/bank-card-page';

/** pages/setting/bank_international: the international bank account. */
export default function SettingBankInternationalPage() {
  return <BankCardPage kind="international" />;
}
