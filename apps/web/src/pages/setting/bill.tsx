import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/bill: built by a later issue; until then the frame shows the under-development view. */
export default function SettingBillPage() {
  return <UnderDevelopment />;
}
