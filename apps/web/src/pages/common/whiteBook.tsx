import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/whiteBook: built by a later issue; until then the frame shows the under-development view. */
export default function CommonWhiteBookPage() {
  return <UnderDevelopment />;
}
