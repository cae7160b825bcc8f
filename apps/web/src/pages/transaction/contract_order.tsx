import { useSearchParams } from '../../shared/routing/router';
import { LeverOrders, ordersTabFrom } from '../../features/lever';

/** pages/transaction/contract_order: the user's contracts, `?tab=positions|entrusted|history`. */
export default function TransactionContractOrderPage() {
  const [params, setParams] = useSearchParams();
  return (
    <LeverOrders
      tab={ordersTabFrom(params.get('tab'))}
      onTabChange={(tab) => setParams({ tab }, { replace: true })}
    />
  );
}
