import { useSearchParams } from '../../shared/routing/router';
import { InviteView } from '../../features/community';

/** pages/setting/share: invite poster and link, invitees and rebates (`?tab=rebates`). */
export default function SettingSharePage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return <InviteView initialTab={tab === 'rebates' || tab === 'invitees' ? tab : 'poster'} />;
}
