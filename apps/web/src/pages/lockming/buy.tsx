import { useSearchParams } from '../../shared/routing/router';
import { LockBuy } from '../../features/earn';

/** /pages/lockming/buy?id=<product>: amount, tier preview and confirmation. */
export default function LockmingBuyPage() {
  const id = Number(useSearchParams()[0].get('id'));
  return <LockBuy id={Number.isSafeInteger(id) && id > 0 ? id : null} />;
}
