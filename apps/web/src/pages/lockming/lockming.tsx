import { LockProducts } from '../../features/earn';

/** /pages/lockming/lockming: the lock-mining products. */
export default function LockmingLockmingPage() {
  return <LockProducts />;
}
