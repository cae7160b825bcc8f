import { UnderDevelopment } from '../../../shared/ui/under-development';

/** /pages/nft/components/collection: built by a later issue; until then the frame shows the under-development view. */
export default function NftComponentsCollectionPage() {
  return <UnderDevelopment />;
}
