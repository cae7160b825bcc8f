import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/nft/purchase: built by a later issue; until then the frame shows the under-development view. */
export default function NftPurchasePage() {
  return <UnderDevelopment />;
}
