import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routing/router';
import { useWithdrawalSync } from '../api/chain-deposits';
import { useDepositLog } from '../api/deposit-log';
import { useWithdrawList } from '../api/withdraw-list';
import { ChainDepositRecords } from './chain-deposits';
import { PagedList } from './query-views';
import { DepositRecordItem, WithdrawRecordItem } from './record-items';
import styles from './wallet.module.css';

/** Deposit requests (bank transfers, vouchers) waiting for or past an operator's review. */
function DepositRequests() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      query={useDepositLog()}
      itemKey={(r) => r.id}
      renderItem={(r) => <DepositRecordItem record={r} />}
      emptyText={t('records.emptyDeposits')}
      testId="deposit-records"
    />
  );
}

const DEPOSIT_KINDS = ['requests', 'onchain'] as const;

/**
 * Deposits: the reviewed requests, and those that arrived on chain (`?kind=onchain`, where the
 * receive screen's own list links to). The kind sits in the address so Back returns to it.
 */
export function DepositRecords() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'onchain' ? 'onchain' : 'requests';
  const setKind = (k: (typeof DEPOSIT_KINDS)[number]) => {
    const next = new URLSearchParams(params);
    next.set('kind', k);
    setParams(next, { replace: true });
  };
  return (
    <>
      <div className={styles.chips} role="group" style={{ padding: '8px 12px 10px' }}>
        {DEPOSIT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={k === kind ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
            data-testid={`deposit-kind-${k}`}
          >
            {t(`chain.kind.${k}`)}
          </button>
        ))}
      </div>
      {kind === 'onchain' ? <ChainDepositRecords /> : <DepositRequests />}
    </>
  );
}

export function WithdrawRecords() {
  const { t } = useTranslation('wallet');
  useWithdrawalSync();
  return (
    <PagedList
      query={useWithdrawList()}
      itemKey={(r) => r.id}
      renderItem={(r) => <WithdrawRecordItem record={r} />}
      emptyText={t('records.emptyWithdrawals')}
      testId="withdraw-records"
    />
  );
}
