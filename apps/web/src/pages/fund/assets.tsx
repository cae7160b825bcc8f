import { EarnHoldingsList } from '../../features/earn';
import { VerifyBalanceEntry } from '../../features/liabilities';
import { AssetsView } from '../../features/wallet';
import { VerifySettlementsLink } from '../../features/verify';
import { quietFirstScreenMotion } from '../../shared/ui/first-screen-motion';

// Its tabs' springs wait until the first screen has settled.
quietFirstScreenMotion();

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
