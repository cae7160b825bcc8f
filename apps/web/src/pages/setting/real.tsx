import {
  QueryState,
  VerificationCenter,
  useRealStateQuery,
  useKycSync,
} from '../../features/account';

/** pages/setting/real: identity verification (the 998 target). */
export default function SettingRealPage() {
  const state = useRealStateQuery();
  useKycSync();
  if (!state.data) return <QueryState error={state.error} onRetry={() => void state.refetch()} />;
  return <VerificationCenter state={state.data} />;
}
