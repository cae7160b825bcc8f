import { ProjectOrders } from '../../features/launchpad';

/** /pages/ieo/order: my subscriptions with allocation and refund explained. */
export default function IeoOrderPage() {
  return <ProjectOrders />;
}
