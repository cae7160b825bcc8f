import { useTranslation } from 'react-i18next';
import {
  QueryState,
  VerificationLevels,
  useRealStateQuery,
  useKycSync,
} from '../../features/account';
import { usePageTitle } from '../../shared/ui/page-title';

/** pages/setting/real_mark: verification levels, what each unlocks, and where the user stands. */
export default function SettingRealMarkPage() {
  const { t } = useTranslation('account');
  const state = useRealStateQuery();
  useKycSync();
  usePageTitle(t('levels.title'));
  if (!state.data) return <QueryState error={state.error} onRetry={() => void state.refetch()} />;
  return <VerificationLevels state={state.data} />;
}
