import { AreaPage } from '../../features/account';

/** pages/common/area: pick the country or region of a phone number, then go back. */
export default function CommonAreaPage() {
  return <AreaPage />;
}
