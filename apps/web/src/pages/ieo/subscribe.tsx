import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/ieo/subscribe: built by a later issue; until then the frame shows the under-development view. */
export default function IeoSubscribePage() {
  return <UnderDevelopment />;
}
