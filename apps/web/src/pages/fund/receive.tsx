import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/fund/receive: built by a later issue; until then the frame shows the under-development view. */
export default function FundReceivePage() {
  return <UnderDevelopment />;
}
