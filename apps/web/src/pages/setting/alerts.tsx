import { useSearchParams } from '../../shared/routing/router';
import { AlertsView } from '../../features/alerts';

/** pages/setting/alerts: price alerts, of one pair with `?symbol=`, else of all. */
export default function SettingAlertsPage() {
  const [params] = useSearchParams();
  return <AlertsView symbol={params.get('symbol') || null} />;
}
