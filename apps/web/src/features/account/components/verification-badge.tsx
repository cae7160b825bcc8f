import type { RealState } from '@tidemark/contracts';
import { useRealStateQuery } from '../api/real-state';
import { KycStatusBadge } from './kyc-status-badge';

/** The state worth showing in one word: level 2's once level 1 is done and level 2 has begun. */
export function summaryState(state: RealState): RealState['basic']['state'] {
  if (state.basic.state === 'verified' && state.advanced.state !== 'not_verified')
    return state.advanced.state;
  return state.basic.state;
}

/** The user's verification state for the settings list; nothing until it loads. */
export function VerificationBadge() {
  const state = useRealStateQuery();
  if (!state.data) return null;
  return <KycStatusBadge state={summaryState(state.data)} testId="setting-real-state" />;
}
