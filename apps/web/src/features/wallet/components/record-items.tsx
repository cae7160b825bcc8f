import { formatDate } from '@tidemark/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMoneyText, useSignedMoneyText } from '../../../shared/api/currencies';
import { formatAmount } from '../../../shared/format/amount';
import { useUpDownColor } from '../../../shared/theme/theme';
import type { BillEntry, DepositRecord, TransferRecord, WithdrawRecord } from '../api/types';
import { accountLabelKey } from './accounts';
import { TxHashRow } from './tx-hash';
import styles from './wallet.module.css';

export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

const STATUS_CLASS: Record<string, string | undefined> = {
  pending: styles.statusPending,
  second_approval: styles.statusPending,
  approved: styles.statusPending,
  signed: styles.statusPending,
  broadcast: styles.statusPending,
  confirmed: styles.statusDone,
  sent: styles.statusDone,
  failed: styles.statusFailed,
  rejected: styles.statusFailed,
};

function Status({ status, text }: { status: string; text: string }) {
  return (
    <span className={`${styles.status} ${STATUS_CLASS[status] ?? ''}`} data-testid="record-status">
      {text}
    </span>
  );
}

/**
 * A withdrawal's state as the user reads it; a sent on-chain one counts its confirmations.
 * A deposit request's `approved` means credited, a withdrawal's only that an operator agreed.
 */
function withdrawStatusText(record: WithdrawRecord, t: TFunction<'wallet'>): string {
  if (record.status === 'broadcast' && record.confirmations !== null && record.required !== null)
    return t('withdrawStatus.confirming', {
      n: Math.min(record.confirmations, record.required),
      required: record.required,
    });
  return t(`withdrawStatus.${record.status}`);
}

/** What deposits and withdrawals both show first: currency and method, status, amount. */
function RecordHead({
  record,
  statusText,
}: {
  record: DepositRecord | WithdrawRecord;
  statusText: string;
}) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  return (
    <>
      <div className={styles.listHead}>
        <span>
          {record.currency_name} · {t(`method.${record.method}`)}
        </span>
        <Status status={record.status} text={statusText} />
      </div>
      <div className={styles.row}>
        <span>{t('field.amount')}</span>
        <strong>{money(record.amount, record.currency_name)}</strong>
      </div>
    </>
  );
}

export function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <RecordHead record={record} statusText={t(`status.${record.status}`)} />
      {record.chain ? (
        <div className={styles.row}>
          <span>{t('field.network')}</span>
          <strong>{record.chain}</strong>
        </div>
      ) : null}
      {record.reason ? <p className={styles.muted}>{record.reason}</p> : null}
      <span className={styles.muted}>{formatDate(record.created_at, DATE_TIME_FORMAT)}</span>
    </>
  );
}

export function WithdrawRecordItem({ record }: { record: WithdrawRecord }) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  return (
    <>
      <RecordHead record={record} statusText={withdrawStatusText(record, t)} />
      <div className={styles.row}>
        <span>{t('withdraw.fee')}</span>
        <strong>{money(record.fee, record.currency_name, 'cost')}</strong>
      </div>
      <div className={styles.row}>
        <span>{t('withdraw.receive')}</span>
        <strong>{money(record.receive, record.currency_name)}</strong>
      </div>
      <div className={styles.row}>
        <span>{t('withdraw.destination')}</span>
        <strong>{record.destination}</strong>
      </div>
      {record.txid && record.method === 'crypto' ? (
        <TxHashRow hash={record.txid} explorerUrl={record.explorer_url} />
      ) : record.txid ? (
        <div className={styles.row}>
          <span>{t('withdraw.txid')}</span>
          <strong className={styles.mono}>{record.txid}</strong>
        </div>
      ) : null}
      {record.reason ? <p className={styles.muted}>{record.reason}</p> : null}
      <span className={styles.muted}>{formatDate(record.created_at, DATE_TIME_FORMAT)}</span>
    </>
  );
}

export function TransferRecordItem({
  record,
  exchange,
}: {
  record: TransferRecord;
  exchange: boolean;
}) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  return (
    <>
      <div className={styles.listHead}>
        <span>
          {exchange
            ? `${record.currency_name} → ${record.to_currency_name}`
            : `${t(accountLabelKey(record.from_type))} → ${t(accountLabelKey(record.to_type))}`}
        </span>
        <span>{exchange ? null : record.currency_name}</span>
      </div>
      <div className={styles.row}>
        <span>{t('field.amount')}</span>
        <strong>
          {money(record.amount, record.currency_name)} {record.currency_name}
        </strong>
      </div>
      {exchange ? (
        <>
          <div className={styles.row}>
            <span>{t('exchange.receive')}</span>
            <strong>
              {money(record.received, record.to_currency_name)} {record.to_currency_name}
            </strong>
          </div>
          <div className={styles.row}>
            <span>{t('exchange.rate')}</span>
            <strong>{formatAmount(record.rate, 10)}</strong>
          </div>
        </>
      ) : null}
      <span className={styles.muted}>{formatDate(record.created_at, DATE_TIME_FORMAT)}</span>
    </>
  );
}

export function BillItem({ bill }: { bill: BillEntry }) {
  const signed = useSignedMoneyText();
  const { t } = useTranslation('wallet');
  const colorOf = useUpDownColor();
  return (
    <>
      <div className={styles.listHead}>
        <span data-testid="bill-info">{bill.info}</span>
        <span style={{ color: colorOf(bill.amount) }} data-testid="bill-amount">
          {signed(bill.amount, bill.currency_name)} {bill.currency_name}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          {t(accountLabelKey(bill.account_type))}
          {bill.bucket === 'frozen' ? ` · ${t('assets.frozen')}` : ''}
        </span>
        <span className={styles.muted}>{formatDate(bill.created_at, DATE_TIME_FORMAT)}</span>
      </div>
    </>
  );
}
