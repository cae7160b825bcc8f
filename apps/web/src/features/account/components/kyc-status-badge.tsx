import { useTranslation } from 'react-i18next';
import type { RealState } from '@tidemark/contracts';
import styles from './account.module.css';

export type KycLevelState = RealState['basic']['state'];

const BADGE: Record<KycLevelState, string | undefined> = {
  not_verified: styles.badgeInfo,
  in_review: styles.badgeWarn,
  verified: styles.badgeOk,
  failed: styles.badgeError,
};

/** "Not verified", "In review", "Verified" or "Failed". */
export function KycStatusBadge({ state, testId }: { state: KycLevelState; testId?: string }) {
  const { t } = useTranslation('account');
  return (
    <span className={BADGE[state]} data-testid={testId} data-state={state}>
      {t(`kyc.states.${state}`)}
    </span>
  );
}
