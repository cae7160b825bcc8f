import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { useDepositAddress } from '../api/deposit-address';
import { useDepositBank } from '../api/deposit-bank';
import type { Currency, WithdrawMethod } from '../api/types';
import { RecentChainDeposits } from './chain-deposits';
import { CopyButton } from './copy-button';
import { DepositForm } from './deposit-form';
import { QrCode } from './qr-code';
import { QueryView } from './query-views';
import styles from './wallet.module.css';

const BANK_FIELDS = [
  'bank_name',
  'account_name',
  'account_number',
  'branch',
  'swift_code',
  'address',
];

function ChainChips({
  chains,
  value,
  onChange,
}: {
  chains: readonly string[];
  value: string;
  onChange: (c: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.chips} role="group" aria-label={t('field.network')}>
      {chains.map((chain) => (
        <button
          key={chain}
          type="button"
          className={chain === value ? `${styles.chip} ${styles.chipActive}` : styles.chip}
          aria-pressed={chain === value}
          onClick={() => onChange(chain)}
          data-testid={`chain-${chain}`}
        >
          {chain}
        </button>
      ))}
    </div>
  );
}

function CryptoDeposit({ currency, chain }: { currency: Currency; chain: string }) {
  const { t } = useTranslation('wallet');
  const address = useDepositAddress(currency.id, chain);
  return (
    <section className={styles.card} data-testid="deposit-address-card">
      <QueryView query={address}>
        {(data) => (
          <>
            <QrCode text={data.address} label={t('deposit.qrLabel', { currency: currency.name })} />
            <span className={styles.label}>{t('deposit.address', { chain: data.chain })}</span>
            <div className={styles.field} style={{ padding: '10px 12px' }}>
              <span className={styles.mono} style={{ flex: 1 }} data-testid="deposit-address">
                {data.address}
              </span>
              <CopyButton text={data.address} testId="deposit-copy" />
            </div>
          </>
        )}
      </QueryView>
      <div className={styles.notice} style={{ marginTop: 12 }}>
        <ul>
          <li>{t('deposit.noteOnly', { currency: currency.name, chain })}</li>
          <li>{t('deposit.noteVoucher')}</li>
          <li>{t('deposit.noteReview')}</li>
        </ul>
      </div>
    </section>
  );
}

function BankDeposit({ kind }: { kind: 'domestic' | 'international' }) {
  const { t } = useTranslation('wallet');
  const bank = useDepositBank();
  return (
    <section className={styles.card} data-testid={`deposit-bank-${kind}`}>
      <h2 className={styles.cardTitle}>{t('deposit.bankTitle')}</h2>
      <QueryView query={bank}>
        {(data) => {
          const details = data[kind];
          const keys = [
            ...BANK_FIELDS.filter((k) => k in details),
            ...Object.keys(details).filter((k) => !BANK_FIELDS.includes(k)),
          ];
          return keys.length === 0 ? (
            <p className={styles.muted}>{t('deposit.bankMissing')}</p>
          ) : (
            keys.map((key) => (
              <div className={styles.row} key={key}>
                <span>{BANK_FIELDS.includes(key) ? t(`deposit.bank.${key}`) : key}</span>
                <strong>
                  {details[key]} <CopyButton text={details[key] ?? ''} />
                </strong>
              </div>
            ))
          );
        }}
      </QueryView>
      <p className={styles.notice} style={{ marginTop: 12 }}>
        {t('deposit.bankNote')}
      </p>
    </section>
  );
}

/** Deposit of one currency: crypto address (per chain) or bank transfer, then "I have paid". */
export function ReceiveView({ currency }: { currency: Currency }) {
  const { t } = useTranslation('wallet');
  const methods: WithdrawMethod[] =
    currency.can_deposit && currency.chains.length > 0
      ? ['crypto', 'bank', 'bank_international']
      : ['bank', 'bank_international'];
  const [method, setMethod] = useState<WithdrawMethod>(methods[0] ?? 'bank');
  const [chain, setChain] = useState(currency.chains[0] ?? '');
  const done = () => void navigateTo('/pages/fund/receive_record');

  return (
    <div className={styles.page} data-testid="receive">
      <div className={styles.card} style={{ padding: 0 }}>
        <Tabs activeKey={method} onChange={(key) => setMethod(key as WithdrawMethod)}>
          {methods.map((m) => (
            <Tabs.Tab
              key={m}
              title={<span data-testid={`deposit-method-${m}`}>{t(`method.${m}`)}</span>}
            />
          ))}
        </Tabs>
        {method === 'crypto' ? (
          <div style={{ padding: '0 14px 14px' }}>
            <span className={styles.label}>{t('field.network')}</span>
            <ChainChips chains={currency.chains} value={chain} onChange={setChain} />
          </div>
        ) : null}
      </div>
      {method === 'crypto' ? (
        <>
          <CryptoDeposit currency={currency} chain={chain} />
          <RecentChainDeposits currency={currency} chain={chain} />
        </>
      ) : (
        <BankDeposit kind={method === 'bank' ? 'domestic' : 'international'} />
      )}
      <DepositForm
        key={`${method}-${chain}`}
        currencyId={currency.id}
        currencyName={currency.name}
        method={method}
        chain={chain}
        onDone={done}
      />
      <button
        type="button"
        className={styles.linkButton}
        onClick={done}
        data-testid="deposit-records-link"
      >
        {t('deposit.records')}
      </button>
    </div>
  );
}
