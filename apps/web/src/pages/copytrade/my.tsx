import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/copytrade/my: built by a later issue; until then the frame shows the under-development view. */
export default function CopytradeMyPage() {
  return <UnderDevelopment />;
}
