import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/lockming/order: built by a later issue; until then the frame shows the under-development view. */
export default function LockmingOrderPage() {
  return <UnderDevelopment />;
}
