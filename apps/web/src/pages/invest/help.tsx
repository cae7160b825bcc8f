import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/invest/help: built by a later issue; until then the frame shows the under-development view. */
export default function InvestHelpPage() {
  return <UnderDevelopment />;
}
