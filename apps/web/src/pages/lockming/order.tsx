import { LockOrders } from '../../features/earn';

/** /pages/lockming/order: active and finished lock orders. */
export default function LockmingOrderPage() {
  return <LockOrders />;
}
