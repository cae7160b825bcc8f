import { OptionOrderHistory } from '../../features/options';

/** /pages/transaction/seconds_order: the orders tab, the user's seconds orders 5 at a time. */
export default function TransactionSecondsOrderPage() {
  return <OptionOrderHistory />;
}
