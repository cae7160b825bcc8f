import { useTranslation } from 'react-i18next';
import { QueryState } from '../../features/account/components/query-state';
import { VerificationLevels } from '../../features/account/components/verification-levels';
import { useRealStateQuery } from '../../features/account/api/real-state';
import { useKycSync } from '../../features/account/hooks/use-kyc-sync';
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
