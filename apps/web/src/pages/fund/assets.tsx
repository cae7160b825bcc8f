import { EarnHoldingsList, useEarnHoldingsTotal } from '../../features/earn';
import { VerifyBalanceEntry } from '../../features/liabilities';
import { AssetsView } from '../../features/wallet';
import { VerifySettlementsLink } from '../../features/verify';
import { quietFirstScreenMotion } from '../../shared/ui/first-screen-motion';

// Its tabs' springs wait until the first screen has settled (issue 21).
quietFirstScreenMotion();

/** pages/fund/assets: the assets tab; its mining account lists earn holdings. */
export default function FundAssetsPage() {
  const total = useEarnHoldingsTotal();
  return (
    <AssetsView
      mining={{ total, view: <EarnHoldingsList /> }}
      footer={
        <>
          <VerifyBalanceEntry />
          <VerifySettlementsLink />
        </>
      }
    />
  );
}
