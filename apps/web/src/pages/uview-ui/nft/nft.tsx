import { UnderDevelopment } from '../../../shared/ui/under-development';

/** /uview-ui/nft/nft: built by a later issue; until then the frame shows the under-development view. */
export default function UviewUiNftNftPage() {
  return <UnderDevelopment />;
}
