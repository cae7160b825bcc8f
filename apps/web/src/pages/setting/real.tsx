import { QueryState } from '../../features/account/components/query-state';
import { VerificationCenter } from '../../features/account/components/verification-center';
import { useRealStateQuery } from '../../features/account/api/real-state';
import { useKycSync } from '../../features/account/hooks/use-kyc-sync';

/** pages/setting/real: identity verification (the 998 target). */
export default function SettingRealPage() {
  const state = useRealStateQuery();
  useKycSync();
  if (!state.data) return <QueryState error={state.error} onRetry={() => void state.refetch()} />;
  return <VerificationCenter state={state.data} />;
}
