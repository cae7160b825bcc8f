import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/faq: built by a later issue; until then the frame shows the under-development view. */
export default function CommonFaqPage() {
  return <UnderDevelopment />;
}
