import { DualMine } from '../../features/dual';

/** /pages/invest/mine: my dual orders, holding and settled. */
export default function InvestMinePage() {
  return <DualMine />;
}
