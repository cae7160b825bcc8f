import { useSearchParams } from '../../shared/routing/router';
import { DualPurchase } from '../../features/dual';

const idFrom = (value: string | null): number =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : 0;

/** /pages/invest/purchase?id=: shares, cost and both outcomes before confirming. */
export default function InvestPurchasePage() {
  const [params] = useSearchParams();
  return <DualPurchase id={idFrom(params.get('id'))} />;
}
