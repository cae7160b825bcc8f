import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/ieo/ieo: built by a later issue; until then the frame shows the under-development view. */
export default function IeoIeoPage() {
  return <UnderDevelopment />;
}
