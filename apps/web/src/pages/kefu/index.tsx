import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/kefu/index: built by a later issue; until then the frame shows the under-development view. */
export default function KefuIndexPage() {
  return <UnderDevelopment />;
}
