import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/area: built by a later issue; until then the frame shows the under-development view. */
export default function CommonAreaPage() {
  return <UnderDevelopment />;
}
