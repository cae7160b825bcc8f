import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/operational_compliance: built by a later issue; until then the frame shows the under-development view. */
export default function SettingOperationalCompliancePage() {
  return <UnderDevelopment />;
}
