import { LockWelcome } from '../../features/earn';

/** /pages/lockming/welcome: what lock mining is, how income works, risks. */
export default function LockmingWelcomePage() {
  return <LockWelcome />;
}
