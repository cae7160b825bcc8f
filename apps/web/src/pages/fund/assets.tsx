import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/fund/assets: built by a later issue; until then the frame shows the under-development view. */
export default function FundAssetsPage() {
  return <UnderDevelopment />;
}
