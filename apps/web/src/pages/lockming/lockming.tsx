import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/lockming/lockming: built by a later issue; until then the frame shows the under-development view. */
export default function LockmingLockmingPage() {
  return <UnderDevelopment />;
}
