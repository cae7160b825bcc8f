import { useSearchParams } from '../../shared/routing/router';
import { SpotOrderHistory, historyTabFrom } from '../../features/spot';

/** pages/transaction/currency_order: the user's spot orders, `?status=open|filled|cancelled`. */
export default function TransactionCurrencyOrderPage() {
  const [params, setParams] = useSearchParams();
  return (
    <SpotOrderHistory
      status={historyTabFrom(params.get('status'))}
      onStatusChange={(status) => setParams({ status }, { replace: true })}
    />
  );
}
