import { EarnHoldingsList } from '../../features/earn';
import { VerifyBalanceEntry } from '../../features/liabilities';
import { AssetsView } from '../../features/wallet';
import { VerifySettlementsLink } from '../../features/verify';

/** pages/fund/assets: the assets tab; its mining tab lists earn holdings. */
export default function FundAssetsPage() {
  return (
    <AssetsView
      mining={{ view: <EarnHoldingsList /> }}
      footer={
        <>
          <VerifyBalanceEntry />
          <VerifySettlementsLink />
        </>
      }
    />
  );
}
