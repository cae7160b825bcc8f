import { AssetsView } from '../../features/wallet';

/** pages/fund/assets: the assets tab. */
export default function FundAssetsPage() {
  return <AssetsView />;
}
