import { CollectionList } from '../../../features/nft';

/** /pages/nft/components/collection: the artworks the user marked. */
export default function NftComponentsCollectionPage() {
  return <CollectionList />;
}
