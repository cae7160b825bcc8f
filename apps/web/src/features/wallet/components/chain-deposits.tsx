import { formatDate } from '@tidemark/contracts';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { navigateTo } from '../../../shared/routing/navigation';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/feedback';
import {
  useChainDepositSync,
  useChainDeposits,
  useSendTestDeposit,
  useTestDepositAvailable,
} from '../api/chain-deposits';
import type { ChainDeposit, Currency } from '../api/types';
import { PagedList } from './query-views';
import { DATE_TIME_FORMAT } from './record-items';
import { TxHashRow } from './tx-hash';
import styles from './wallet.module.css';

const DEPOSIT_STATUS_CLASS: Record<ChainDeposit['status'], string | undefined> = {
  seen: styles.statusPending,
  credited: styles.statusDone,
  below_min: styles.statusFailed,
  orphaned: styles.statusFailed,
  reorged: styles.statusPending,
  unconvertible: styles.statusPending,
};

/** How a deposit's state reads to the user (a re-org or an unknown token waits for an operator). */
function depositStatusKey(status: ChainDeposit['status']): string {
  if (status === 'seen') return 'chain.confirming';
  if (status === 'credited') return 'chain.credited';
  if (status === 'below_min') return 'chain.belowMin';
  if (status === 'orphaned') return 'chain.orphaned';
  return 'chain.review';
}

export function ChainDepositItem({ row }: { row: ChainDeposit }) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const confirmations = Math.min(row.confirmations, row.required);
  return (
    <div data-testid={`chain-deposit-${row.id}`}>
      <div className={styles.listHead}>
        <span>
          {row.currency_name} · {row.chain}
        </span>
        <span
          className={`${styles.status} ${DEPOSIT_STATUS_CLASS[row.status] ?? ''}`}
          data-testid="chain-deposit-status"
        >
          {t(depositStatusKey(row.status), { n: confirmations, required: row.required })}
        </span>
      </div>
      {row.status === 'seen' ? (
        <ProgressBar
          percent={row.required > 0 ? (confirmations * 100) / row.required : 0}
          style={{ '--track-width': '4px', margin: '6px 0' }}
          aria-label={t('chain.confirming', { n: confirmations, required: row.required })}
        />
      ) : null}
      <div className={styles.row}>
        <span>{t('field.amount')}</span>
        <strong data-testid="chain-deposit-amount">
          {money(row.amount, row.currency_name)} {row.currency_name}
        </strong>
      </div>
      <TxHashRow hash={row.tx_hash} explorerUrl={row.explorer_url} />
      <span className={styles.muted}>{formatDate(row.created_at, DATE_TIME_FORMAT)}</span>
    </div>
  );
}

/** Demo mode on the local test chain: a button that sends test coins to one's own address. */
function TestDepositButton({ currency, chain }: { currency: Currency; chain: string }) {
  const { t } = useTranslation('wallet');
  const available = useTestDepositAvailable(currency.id, chain);
  const send = useSendTestDeposit();
  const money = useMoneyText();
  if (!available) return null;
  const ask = async () => {
    const sure = await confirmDialog({
      title: t('chain.testTitle'),
      content: t('chain.testConfirm', { currency: currency.name, chain }),
      confirmText: t('chain.testSend'),
      cancelText: t('common:actions.cancel'),
    });
    if (!sure) return;
    try {
      const result = await send.mutateAsync({ currency: currency.id, chain });
      showToast(
        t('chain.testSent', {
          amount: money(result.amount, currency.name),
          currency: currency.name,
        }),
        'success',
      );
    } catch {
      // The api client has shown why.
    }
  };
  return (
    <div className={styles.notice} style={{ marginBottom: 10 }} data-testid="test-deposit">
      <p style={{ margin: '0 0 8px' }}>
        <strong>{t('chain.testBadge')}</strong> {t('chain.testHint')}
      </p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={send.isPending}
        onClick={() => void ask()}
        data-testid="test-deposit-send"
      >
        {t('chain.testSend')}
      </Button>
    </div>
  );
}

/** Under the deposit address: the currency's on-chain deposits, updated live. */
export function RecentChainDeposits({ currency, chain }: { currency: Currency; chain: string }) {
  const { t } = useTranslation('wallet');
  useChainDepositSync();
  const query = useChainDeposits(currency.id);
  return (
    <section className={styles.card} data-testid="recent-deposits">
      <h2 className={styles.cardTitle}>{t('chain.recent')}</h2>
      <TestDepositButton currency={currency} chain={chain} />
      <PagedList
        query={query}
        itemKey={(r) => r.id}
        renderItem={(r) => <ChainDepositItem row={r} />}
        emptyText={t('chain.empty')}
        testId="chain-deposits"
      />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo('/pages/fund/receive_record?kind=onchain')}
        data-testid="chain-deposits-all"
      >
        {t('chain.all')}
      </button>
    </section>
  );
}

/** The records screen's list of every on-chain deposit. */
export function ChainDepositRecords() {
  const { t } = useTranslation('wallet');
  useChainDepositSync();
  return (
    <PagedList
      query={useChainDeposits()}
      itemKey={(r) => r.id}
      renderItem={(r) => <ChainDepositItem row={r} />}
      emptyText={t('records.emptyDeposits')}
      testId="chain-deposit-records"
    />
  );
}
