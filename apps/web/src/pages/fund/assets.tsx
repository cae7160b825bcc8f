import { AssetsView } from '../../features/wallet/components/assets-view';

/** pages/fund/assets: the assets tab. */
export default function FundAssetsPage() {
  return <AssetsView />;
}
