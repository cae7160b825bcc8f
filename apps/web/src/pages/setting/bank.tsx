import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/bank: built by a later issue; until then the frame shows the under-development view. */
export default function SettingBankPage() {
  return <UnderDevelopment />;
}
