import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/bank_international: built by a later issue; until then the frame shows the under-development view. */
export default function SettingBankInternationalPage() {
  return <UnderDevelopment />;
}
