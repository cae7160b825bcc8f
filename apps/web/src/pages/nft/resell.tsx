import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/nft/resell: built by a later issue; until then the frame shows the under-development view. */
export default function NftResellPage() {
  return <UnderDevelopment />;
}
