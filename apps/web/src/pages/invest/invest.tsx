import { DualInvest } from '../../features/dual';

/** /pages/invest/invest: dual investment products by underlying and type. */
export default function InvestInvestPage() {
  return <DualInvest />;
}
