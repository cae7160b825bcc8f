import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import type { LiabilityProof, Sums, VerifyResult } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { failureHint, LoadError } from '../../../shared/ui/load-states';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';
import page from '../../../shared/ui/product-page.module.css';
import { useLiabilityProof, useLiabilityRoot, useProofCheck } from '../api';
import { ReservesCard } from './reserves-card';
import styles from './verify.module.css';

const LOADING_DELAY_MS = 200;
const utcDay = (s: number) => new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** Amounts exactly as hashed: a rounded figure could not be checked against the proof. */
function SumsList({ sums, testId }: { sums: Sums; testId: string }) {
  const { t } = useTranslation('liabilities');
  const entries = Object.entries(sums);
  if (!entries.length) return <p className={page.text}>{t('nothing')}</p>;
  return (
    <ul className={styles.sums} data-testid={testId}>
      {entries.map(([code, amount]) => (
        <li key={code}>
          <span>{code}</span>
          <strong data-testid={`${testId}-${code}`}>{amount}</strong>
        </li>
      ))}
    </ul>
  );
}

function Result({ result, pathLength }: { result: VerifyResult; pathLength: number }) {
  const { t } = useTranslation('liabilities');
  const stepName = (step: number) =>
    step < 0
      ? t('steps.leaf')
      : step >= pathLength
        ? t('steps.root')
        : t('steps.n', { n: step + 1 });
  return (
    <>
      {result.ok ? (
        <div className={`${styles.result} ${styles.ok}`} data-testid="liab-result-ok" role="status">
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          {t('result.ok')}
        </div>
      ) : (
        <div
          className={`${styles.result} ${styles.failed}`}
          data-testid="liab-result-failed"
          role="alert"
        >
          <span className={styles.mark} aria-hidden="true">
            ✗
          </span>
          {t('result.failed', {
            step: stepName(result.step),
            reason: t(`reasons.${result.reason}`),
          })}
        </div>
      )}
      <ol className={styles.steps} data-testid="liab-steps">
        {result.steps.map((s) => (
          <li key={s.step}>
            {stepName(s.step)} <span className={styles.hash}>{s.hash}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

function downloadHref(proof: LiabilityProof): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
}

/** Assets → Verify my balance: the published root, the user's leaf, and the path checked here. */
export function VerifyBalance() {
  const { t } = useTranslation('liabilities');
  const root = useLiabilityRoot();
  const proof = useLiabilityProof(root.data);
  const check = useProofCheck(proof.data, root.data);

  let body;
  if (root.isPending) body = <DelayedLoading delayMs={LOADING_DELAY_MS} />;
  else if (root.isError)
    body = (
      <LoadError
        title={t('loadFailed')}
        hint={failureHint(root.error)}
        onRetry={() => void root.refetch()}
        wide
        testId="liab-error"
      />
    );
  else if (!root.data)
    body = <StatusView icon="lock" title={t('empty')} hint={t('emptyHint')} testId="liab-empty" />;
  else {
    const r = root.data;
    const notIncluded =
      proof.error instanceof ApiError && proof.error.code === 'liabilities_not_included';
    body = (
      <>
        <section className={page.card} data-testid="liab-root">
          <h2 className={page.title}>{t('root.title')}</h2>
          <div className={page.row}>
            <span>{t('root.day')}</span>
            <strong data-testid="liab-root-day">{r.day}</strong>
          </div>
          <div className={page.row}>
            <span>{t('root.takenAt')}</span>
            <strong>{utcDay(r.taken_at)} UTC</strong>
          </div>
          <div className={page.row}>
            <span>{t('root.leaves')}</span>
            <strong data-testid="liab-root-leaves">{r.leaf_count}</strong>
          </div>
          <p className={page.text}>{t('root.hash')}</p>
          <p className={styles.hash} data-testid="liab-root-hash">
            {r.root_hash}
          </p>
          <p className={page.text}>{t('root.totals')}</p>
          <SumsList sums={r.totals} testId="liab-totals" />
        </section>
        <section className={page.card} data-testid="liab-leaf">
          <h2 className={page.title}>{t('leaf.title')}</h2>
          {proof.isPending ? (
            <DelayedLoading delayMs={LOADING_DELAY_MS} />
          ) : notIncluded ? (
            <StatusView icon="lock" title={t('notIncluded')} testId="liab-not-included" />
          ) : proof.isError ? (
            <LoadError
              title={t('loadFailed')}
              hint={failureHint(proof.error)}
              onRetry={() => void proof.refetch()}
              testId="liab-proof-error"
            />
          ) : (
            <>
              <SumsList sums={proof.data.leaf.balances} testId="liab-balances" />
              <p className={page.text}>{t('leaf.hash')}</p>
              <p className={styles.hash}>{proof.data.leaf.hash}</p>
              {check.data ? (
                <Result result={check.data} pathLength={proof.data.path.length} />
              ) : check.isError ? (
                <div
                  className={`${styles.result} ${styles.failed}`}
                  data-testid="liab-result-failed"
                >
                  {t('result.unavailable')}
                </div>
              ) : (
                <p className={page.text}>{t('result.checking')}</p>
              )}
              <a
                className={styles.download}
                href={downloadHref(proof.data)}
                download={`tidemark-proof-${proof.data.root.day}.json`}
                data-testid="liab-download"
              >
                {t('download')}
              </a>
              <p className={page.text}>{t('offline')}</p>
            </>
          )}
        </section>
      </>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await root.refetch();
        await proof.refetch();
      }}
    >
      <div className={page.page} data-testid="verify-balance">
        {body}
        <ReservesCard />
      </div>
    </PullToRefresh>
  );
}
