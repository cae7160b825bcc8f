import { AreaPage } from '../../features/account';

/** pages/setting/areas: the same area list for signed-in forms (bind phone). */
export default function SettingAreasPage() {
  return <AreaPage />;
}
