import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RealState } from '@tidemark/contracts';
import { formatAmount } from '../../../shared/format/amount';
import { navigateTo } from '../../../shared/routing/navigation';
import { KycStatusBadge } from './kyc-status-badge';
import styles from './verification.module.css';
import { path } from '../../../shared/routing/route-table';

const VERIFICATION_PATH = path('/pages/setting/real');

/** What each level unlocks (the description's section 6); amounts are the platform's limits. */
interface Perk {
  key: 'withdraw' | 'dailyLimit' | 'fiatSingle' | 'forex';
  /** A limit; without one the row says "allowed". */
  limit?: { amount: string; unit: 'BTC' | 'USDT' };
}

const LEVEL_PERKS: Record<1 | 2, readonly Perk[]> = {
  1: [
    { key: 'withdraw' },
    { key: 'dailyLimit', limit: { amount: '200', unit: 'BTC' } },
    { key: 'fiatSingle', limit: { amount: '2000', unit: 'USDT' } },
    { key: 'forex' },
  ],
  2: [
    { key: 'withdraw' },
    { key: 'dailyLimit', limit: { amount: '500', unit: 'BTC' } },
    { key: 'fiatSingle', limit: { amount: '1000000', unit: 'USDT' } },
    { key: 'forex' },
  ],
};

function LevelCard({ level, state }: { level: 1 | 2; state: RealState['basic']['state'] }) {
  const { t } = useTranslation('account');
  const perks = LEVEL_PERKS[level];
  return (
    <section className={styles.card} data-testid={`levels-${level}`}>
      <div className={styles.levelHeader}>
        <div>
          <h3 className={styles.levelTitle}>{level === 1 ? t('kyc.level1') : t('kyc.level2')}</h3>
          <p className={styles.levelHint}>
            {level === 1 ? t('kyc.level1Hint') : t('kyc.level2Hint')}
          </p>
        </div>
        <KycStatusBadge state={state} testId={`levels-${level}-state`} />
      </div>
      <ul className={styles.perks}>
        {perks.map((perk) => (
          <li key={perk.key}>
            <span>{t(`levels.perks.${perk.key}`)}</span>
            <strong>
              {perk.limit
                ? `${formatAmount(perk.limit.amount)} ${perk.limit.unit}`
                : t('levels.allowed')}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** pages/setting/real_mark's body: the user's level and what each level unlocks. */
export function VerificationLevels({ state }: { state: RealState }) {
  const { t } = useTranslation('account');
  const pending = state.basic.state === 'in_review' || state.advanced.state === 'in_review';
  // The next level's request is with the reviewers: nothing to start until they decide.
  const next = state.level === 0 ? state.basic : state.advanced;
  const reviewing = state.level < 2 && next.state === 'in_review' ? state.level + 1 : null;
  return (
    <div className={styles.page} data-testid="verification-levels">
      <div className={styles.banner}>
        <h2 className={styles.bannerTitle} data-testid="levels-current">
          {t('levels.current', { level: state.level })}
        </h2>
        <p className={styles.bannerHint}>{pending ? t('kyc.inReviewHint') : t('levels.intro')}</p>
      </div>
      <div className={styles.levels}>
        <LevelCard level={1} state={state.basic.state} />
        <LevelCard level={2} state={state.advanced.state} />
      </div>
      {reviewing !== null ? (
        <div className={styles.actions}>
          <Button block shape="rounded" disabled data-testid="levels-in-review">
            {t('levels.inReview', { level: reviewing })}
          </Button>
        </div>
      ) : state.level < 2 ? (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigateTo(VERIFICATION_PATH)}
            data-testid="levels-verify"
          >
            {state.level === 0 ? t('levels.startLevel1') : t('levels.startLevel2')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
