import { useSearchParams } from '../../shared/routing/router';
import { TraderProfile } from '../../features/copytrade';

/** pages/copytrade/trader?id=: a trader's profile, stats, history and the follow sheet. */
export default function CopytradeTraderPage() {
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  return <TraderProfile id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
