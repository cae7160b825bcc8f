import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/ieo/order: built by a later issue; until then the frame shows the under-development view. */
export default function IeoOrderPage() {
  return <UnderDevelopment />;
}
