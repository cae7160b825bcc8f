import { ContentPageView } from '../../features/content';

/** pages/setting/operational_compliance: the compliance text (GET /api/operational_compliance). */
export default function SettingOperationalCompliancePage() {
  return <ContentPageView slug="operational_compliance" />;
}
