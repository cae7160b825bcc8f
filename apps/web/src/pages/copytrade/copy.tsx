import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/copytrade/copy: built by a later issue; until then the frame shows the under-development view. */
export default function CopytradeCopyPage() {
  return <UnderDevelopment />;
}
