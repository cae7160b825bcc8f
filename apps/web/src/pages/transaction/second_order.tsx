import { useSearchParams } from '../../shared/routing/router';
import { OptionOrderDetail } from '../../features/options';

function orderIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** /pages/transaction/second_order?id=: one seconds order, both ticks and how its result follows. */
export default function TransactionSecondOrderPage() {
  const [params] = useSearchParams();
  return <OptionOrderDetail id={orderIdFrom(params.get('id'))} />;
}
