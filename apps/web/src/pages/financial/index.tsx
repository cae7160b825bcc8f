import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/financial/index: built by a later issue; until then the frame shows the under-development view. */
export default function FinancialIndexPage() {
  return <UnderDevelopment />;
}
