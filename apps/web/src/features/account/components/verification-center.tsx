import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RealState } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { KycAdvancedForm } from './kyc-advanced-form';
import { KycBasicForm } from './kyc-basic-form';
import { KycStatusBadge } from './kyc-status-badge';
import styles from './verification.module.css';
import { path } from '../../../shared/routing/route-table';

export const REAL_MARK_PATH = path('/pages/setting/real_mark');
const SECURITY_PATH = path('/pages/setting/security');

function LevelHeader({
  title,
  hint,
  state,
  testId,
}: {
  title: string;
  hint: string;
  state: RealState['basic']['state'];
  testId: string;
}) {
  return (
    <div className={styles.levelHeader}>
      <div>
        <h3 className={styles.levelTitle}>{title}</h3>
        <p className={styles.levelHint}>{hint}</p>
      </div>
      <KycStatusBadge state={state} testId={testId} />
    </div>
  );
}

/** Why a level failed, from the operator. */
function FailedReason({ reason }: { reason: string }) {
  const { t } = useTranslation('account');
  return (
    <p className={styles.failed} role="alert" data-testid="kyc-failed-reason">
      {t('kyc.failedReason', { reason: reason || t('kyc.noReason') })}
    </p>
  );
}

function SubmittedDetails({ state }: { state: RealState }) {
  const { t } = useTranslation('account');
  return (
    <dl className={styles.details}>
      {state.id_type !== null ? (
        <>
          <dt>{t('kyc.idType')}</dt>
          <dd>{t(`kyc.idTypes.${state.id_type}`)}</dd>
        </>
      ) : null}
      {state.name ? (
        <>
          <dt>{t('kyc.name')}</dt>
          <dd>{state.name}</dd>
        </>
      ) : null}
      {state.card_id ? (
        <>
          <dt>{t('kyc.cardId')}</dt>
          <dd>{state.card_id}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** pages/setting/real's body: the state of both levels and the form of the next one. */
export function VerificationCenter({ state }: { state: RealState }) {
  const { t } = useTranslation('account');
  const contactsMissing = !state.email_bound || !state.phone_bound;
  const basic = state.basic.state;
  const advanced = state.advanced.state;
  const canSubmitBasic = basic === 'not_verified' || basic === 'failed';
  // After a submission the description shows the verification status page.
  const showLevels = () => void navigateTo(REAL_MARK_PATH);
  const canSubmitAdvanced =
    basic === 'verified' && (advanced === 'not_verified' || advanced === 'failed');

  return (
    <div className={styles.page} data-testid="verification-center" data-level={state.level}>
      {contactsMissing ? (
        <div className={styles.notice} role="alert" data-testid="kyc-contacts-required">
          <p>{t('kyc.contactsRequired')}</p>
          <ul>
            <li>{state.email_bound ? t('kyc.emailBound') : t('kyc.emailMissing')}</li>
            <li>{state.phone_bound ? t('kyc.phoneBound') : t('kyc.phoneMissing')}</li>
          </ul>
          <Button
            size="small"
            color="warning"
            shape="rounded"
            onClick={() => void navigateTo(SECURITY_PATH)}
            data-testid="kyc-go-security"
          >
            {t('kyc.goBind')}
          </Button>
        </div>
      ) : null}

      <section className={styles.card} data-testid="kyc-level-1">
        <LevelHeader
          title={t('kyc.level1')}
          hint={t('kyc.level1Hint')}
          state={basic}
          testId="kyc-basic-state"
        />
        {basic === 'failed' ? <FailedReason reason={state.basic.reason} /> : null}
        {canSubmitBasic ? (
          <KycBasicForm disabled={contactsMissing} onSubmitted={showLevels} />
        ) : (
          <SubmittedDetails state={state} />
        )}
        {basic === 'in_review' ? <p className={styles.waiting}>{t('kyc.inReviewHint')}</p> : null}
      </section>

      <section className={styles.card} data-testid="kyc-level-2">
        <LevelHeader
          title={t('kyc.level2')}
          hint={t('kyc.level2Hint')}
          state={advanced}
          testId="kyc-advanced-state"
        />
        {advanced === 'failed' ? <FailedReason reason={state.advanced.reason} /> : null}
        {canSubmitAdvanced ? (
          <KycAdvancedForm disabled={contactsMissing} onSubmitted={showLevels} />
        ) : basic !== 'verified' && advanced === 'not_verified' ? (
          <p className={styles.waiting}>{t('kyc.level1First')}</p>
        ) : advanced === 'in_review' ? (
          <p className={styles.waiting}>{t('kyc.inReviewHint')}</p>
        ) : null}
      </section>

      <button
        type="button"
        className={styles.more}
        onClick={() => void navigateTo(REAL_MARK_PATH)}
        data-testid="kyc-levels-link"
      >
        {t('kyc.whatUnlocks')}
      </button>
    </div>
  );
}
