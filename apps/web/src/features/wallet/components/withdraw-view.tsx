import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { compareDecimals, formatDate } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { moneyText } from '../../../shared/format/precision';
import { navigateTo, redirectTo } from '../../../shared/routing/navigation';
import { FormError } from '../../../shared/ui/form';
import { showToast } from '../../../shared/ui/feedback';
import { useAddresses } from '../api/address-list';
import { useBankCard } from '../api/bank-card-info';
import { useWithdrawInfo } from '../api/withdraw-info';
import type { AddressEntry, BankCard, Currency, WithdrawInfo, WithdrawMethod } from '../api/types';
import { subtractDecimals } from '../../../shared/format/decimal';
import { decimalPlaces, isGreater, parseAmountInput } from '../format';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { AmountField } from './amount-field';
import { CurrencyButton, CurrencySheet } from './currency-sheet';
import { QueryView } from './query-views';
import { DATE_TIME_FORMAT } from './record-items';
import {
  PAY_PASSWORD_PATH,
  WithdrawConfirmSheet,
  askToSetPayPassword,
} from './withdraw-confirm-sheet';
import styles from './wallet.module.css';
import { path } from '../../../shared/routing/route-table';

const METHODS: readonly WithdrawMethod[] = ['crypto', 'bank', 'bank_international'];
const CARD_PAGES = {
  bank: path('/pages/setting/bank'),
  bank_international: path('/pages/setting/bank_international'),
} as const;

/**
 * An address is usable once its 24-hour wait after being added has passed: as the server said
 * when the list came, or since then by the clock.
 */
function isUsable(entry: AddressEntry, nowSeconds: number): boolean {
  return entry.usable || entry.usable_at <= nowSeconds;
}

/** The address of `chain` whose wait ends first, when none of the chain's is usable yet. */
function waitingOnly(
  entries: readonly AddressEntry[] | undefined,
  chain: string,
  nowSeconds: number,
): AddressEntry | null {
  const onChain = (entries ?? []).filter((e) => e.chain === chain);
  if (onChain.length === 0 || onChain.some((e) => isUsable(e, nowSeconds))) return null;
  return onChain.reduce((a, b) => (b.usable_at < a.usable_at ? b : a));
}

function AddressPicker({
  entries,
  chain,
  value,
  onChange,
  currencyId,
}: {
  entries: readonly AddressEntry[];
  chain: string;
  value: number | null;
  onChange: (id: number) => void;
  currencyId: number;
}) {
  const { t } = useTranslation('wallet');
  const shown = entries.filter((e) => e.chain === chain);
  const now = Date.now() / 1000;
  return (
    <div data-testid="withdraw-addresses">
      {shown.length === 0 ? <p className={styles.muted}>{t('withdraw.noAddress')}</p> : null}
      {shown.map((e) => {
        const usable = isUsable(e, now);
        const className = !usable
          ? `${styles.chip} ${styles.chipWaiting}`
          : e.id === value
            ? `${styles.chip} ${styles.chipActive}`
            : styles.chip;
        return (
          <button
            key={e.id}
            type="button"
            disabled={!usable}
            className={className}
            style={{ display: 'block', width: '100%', marginBottom: 8, textAlign: 'left' }}
            onClick={() => onChange(e.id)}
            aria-pressed={usable ? e.id === value : undefined}
            data-testid={`withdraw-address-${e.id}`}
            data-usable={usable}
          >
            <strong>{e.name}</strong>
            {usable ? null : (
              <span className={styles.statusPending} style={{ marginLeft: 8 }}>
                {t('address.waiting')}
              </span>
            )}
            <span className={styles.mono} style={{ display: 'block' }}>
              {e.address}
            </span>
            {usable ? null : (
              <span className={styles.muted} data-testid={`withdraw-address-${e.id}-usable-at`}>
                {t('address.usableAt', { time: formatDate(e.usable_at, DATE_TIME_FORMAT) })}
              </span>
            )}
          </button>
        );
      })}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo('/pages/setting/addWallet', { currency: currencyId, chain })}
        data-testid="withdraw-add-address"
      >
        {t('address.add')}
      </button>
    </div>
  );
}

function CardSummary({
  card,
  method,
}: {
  card: BankCard | null | undefined;
  method: 'bank' | 'bank_international';
}) {
  const { t } = useTranslation('wallet');
  if (!card) {
    return (
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo(CARD_PAGES[method])}
        data-testid="withdraw-add-card"
      >
        {t('withdraw.noCard')}
      </button>
    );
  }
  return (
    <div data-testid="withdraw-card">
      <div className={styles.row}>
        <span>{card.bank_name}</span>
        <strong>{card.bank_account}</strong>
      </div>
      <div className={styles.row}>
        <span>{card.real_name}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void navigateTo(CARD_PAGES[method])}
        >
          {t('withdraw.editCard')}
        </button>
      </div>
    </div>
  );
}

function Limits({ info }: { info: WithdrawInfo }) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  return (
    <section className={styles.card} data-testid="withdraw-limits">
      <h2 className={styles.cardTitle}>{t('withdraw.limitsTitle', { level: info.kyc_level })}</h2>
      <div className={styles.row}>
        <span>{t('withdraw.limit24h')}</span>
        <strong>
          {money(info.used_btc_24h, 'BTC')} / {money(info.limit_btc_24h, 'BTC')} BTC
        </strong>
      </div>
      <div className={styles.row}>
        <span>{t('withdraw.fiatSingle')}</span>
        <strong>{money(info.fiat_single_limit_usdt, 'USDT')} USDT</strong>
      </div>
    </section>
  );
}

interface FormState {
  method: WithdrawMethod;
  chain: string;
  addressId: number | null;
  amount: string;
}

/** Checks the form against the currency's rules before the confirmation sheet opens. */
function validate(
  form: FormState,
  info: WithdrawInfo,
  hasCard: boolean,
  waiting: AddressEntry | null,
  t: (k: string, o?: Record<string, unknown>) => string,
): string | null {
  const plain = parseAmountInput(form.amount);
  if (!plain) return t('withdraw.errors.amount');
  if (decimalPlaces(plain) > info.precision)
    return t('withdraw.errors.precision', { places: info.precision });
  if (compareDecimals(plain, info.min_withdraw) < 0 || !isGreater(plain, info.withdraw_fee))
    return t('withdraw.errors.minimum', {
      amount: moneyText(info.min_withdraw, info.precision),
      currency: info.currency_name,
    });
  if (isGreater(plain, info.available)) return t('withdraw.errors.balance');
  if (form.method === 'crypto' && form.addressId === null)
    // Every address of the network is still in its wait: say so, and when it ends.
    return waiting
      ? t('withdraw.errors.addressWaiting', {
          name: waiting.name,
          time: formatDate(waiting.usable_at, DATE_TIME_FORMAT),
        })
      : t('withdraw.errors.address');
  if (form.method !== 'crypto' && !hasCard) return t('withdraw.errors.card');
  return null;
}

function WithdrawForm({ info, currency }: { info: WithdrawInfo; currency: Currency }) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState<FormState>({
    method: 'crypto',
    chain: info.chains[0] ?? '',
    addressId: null,
    amount: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const idempotency = useIdempotencyKey();
  const addresses = useAddresses(info.currency_id);
  const cardKind = form.method === 'bank_international' ? 'international' : 'domestic';
  const card = useBankCard(cardKind);
  const plain = parseAmountInput(form.amount);
  const receive =
    plain && isGreater(plain, info.withdraw_fee) ? subtractDecimals(plain, info.withdraw_fee) : '0';
  const address = addresses.data?.find((a) => a.id === form.addressId);
  const destination =
    form.method === 'crypto'
      ? address
        ? `${address.name} · ${address.address}`
        : ''
      : card.data
        ? `${card.data.bank_name} ${card.data.bank_account}`
        : '';

  const next = () => {
    if (!info.pay_password_set)
      return askToSetPayPassword(
        tc('msg.noPayPassword'),
        t('withdraw.setPayPassword'),
        tc('actions.cancel'),
      );
    const waiting = waitingOnly(addresses.data, form.chain, Date.now() / 1000);
    const problem = validate(form, info, Boolean(card.data), waiting, t);
    setError(problem);
    if (!problem) setConfirming(true);
  };

  return (
    <>
      <section className={styles.card} style={{ padding: 0 }}>
        <Tabs
          activeKey={form.method}
          onChange={(key) => setForm((f) => ({ ...f, method: key as WithdrawMethod }))}
        >
          {METHODS.map((m) => (
            <Tabs.Tab
              key={m}
              title={<span data-testid={`withdraw-method-${m}`}>{t(`method.${m}`)}</span>}
            />
          ))}
        </Tabs>
        <div style={{ padding: '0 14px 14px' }}>
          {form.method === 'crypto' ? (
            <>
              <span className={styles.label}>{t('field.network')}</span>
              <div className={styles.chips}>
                {info.chains.map((chain) => (
                  <button
                    key={chain}
                    type="button"
                    className={
                      chain === form.chain ? `${styles.chip} ${styles.chipActive}` : styles.chip
                    }
                    onClick={() => setForm((f) => ({ ...f, chain, addressId: null }))}
                    data-testid={`chain-${chain}`}
                  >
                    {chain}
                  </button>
                ))}
              </div>
              <span className={styles.label}>{t('withdraw.address')}</span>
              <QueryView query={addresses}>
                {(entries) => (
                  <AddressPicker
                    entries={entries}
                    chain={form.chain}
                    value={form.addressId}
                    onChange={(id) => setForm((f) => ({ ...f, addressId: id }))}
                    currencyId={info.currency_id}
                  />
                )}
              </QueryView>
            </>
          ) : (
            <>
              <span className={styles.label}>{t('withdraw.card')}</span>
              <QueryView query={card}>
                {(data) => (
                  <CardSummary card={data} method={form.method as 'bank' | 'bank_international'} />
                )}
              </QueryView>
            </>
          )}
        </div>
      </section>
      <section className={styles.card}>
        <AmountField
          id="withdraw-amount"
          label={t('field.amount')}
          value={form.amount}
          onChange={(amount) => setForm((f) => ({ ...f, amount }))}
          unit={currency.name}
          available={info.available}
          testId="withdraw-amount"
        />
        <div className={styles.row} style={{ marginTop: 10 }}>
          <span>{t('withdraw.minimum')}</span>
          <strong>
            {money(info.min_withdraw, currency.name, 'exact')} {currency.name}
          </strong>
        </div>
        <div className={styles.row}>
          <span>{t('withdraw.fee')}</span>
          <strong data-testid="withdraw-fee">
            {money(info.withdraw_fee, currency.name, 'exact')} {currency.name}
          </strong>
        </div>
        <div className={styles.row}>
          <span>{t('withdraw.receive')}</span>
          <strong data-testid="withdraw-receive">
            {money(receive, currency.name, 'exact')} {currency.name}
          </strong>
        </div>
        <FormError message={error} className={styles.fieldError} testId="withdraw-form-error" />
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          style={{ marginTop: 14 }}
          disabled={!info.can_withdraw || info.kyc_level < 1}
          onClick={next}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </section>
      <Limits info={info} />
      <WithdrawConfirmSheet
        visible={confirming}
        onClose={() => setConfirming(false)}
        summary={{
          amount: plain ?? '0',
          fee: info.withdraw_fee,
          receive,
          currency: currency.name,
          destination,
        }}
        request={{
          currency: info.currency_id,
          number: plain ?? '0',
          type: form.method,
          address_id: form.method === 'crypto' ? (form.addressId ?? undefined) : undefined,
          idempotency_key: idempotency.key,
        }}
        totpRequired={info.totp_required}
        onDone={() => {
          idempotency.renew();
          setConfirming(false);
          showToast(t('withdraw.submitted'), 'success');
          void redirectTo('/pages/fund/withdraw_record');
        }}
      />
    </>
  );
}

function Notices({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      {info.kyc_level < 1 ? (
        <p className={styles.notice} data-testid="withdraw-kyc">
          {t('withdraw.kycNeeded')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void navigateTo('/pages/setting/real')}
          >
            {t('withdraw.verify')}
          </button>
        </p>
      ) : null}
      {info.pay_password_set ? null : (
        <p className={styles.notice} data-testid="withdraw-no-pay-password">
          {t('withdraw.noPayPassword')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void navigateTo(PAY_PASSWORD_PATH)}
          >
            {t('withdraw.setPayPassword')}
          </button>
        </p>
      )}
      {info.can_withdraw ? null : <p className={styles.notice}>{t('withdraw.paused')}</p>}
    </>
  );
}

/** Withdrawal: currency, method, destination, amount, limits; then the confirmation sheet. */
export function WithdrawView({
  currencies,
  initialId,
}: {
  currencies: readonly Currency[];
  initialId: number | null;
}) {
  const { t } = useTranslation('wallet');
  const withdrawable = currencies.filter((c) => c.can_withdraw);
  const [currencyId, setCurrencyId] = useState<number>(initialId ?? withdrawable[0]?.id ?? 3);
  const [picking, setPicking] = useState(false);
  const info = useWithdrawInfo(currencyId);
  const currency = currencies.find((c) => c.id === currencyId);
  return (
    <div className={styles.page} data-testid="withdraw">
      <section className={styles.card}>
        <CurrencyButton
          currency={currency}
          onOpen={() => setPicking(true)}
          testId="withdraw-currency"
        />
      </section>
      <QueryView query={info}>
        {(data) =>
          currency ? (
            <>
              <Notices info={data} />
              <WithdrawForm key={currencyId} info={data} currency={currency} />
            </>
          ) : null
        }
      </QueryView>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo('/pages/fund/withdraw_record')}
        data-testid="withdraw-records-link"
      >
        {t('withdraw.records')}
      </button>
      <CurrencySheet
        visible={picking}
        onClose={() => setPicking(false)}
        options={withdrawable.map((c) => ({ id: c.id, name: c.name, description: c.full_name }))}
        selectedId={currencyId}
        onSelect={setCurrencyId}
        testId="withdraw-currency-option"
      />
    </div>
  );
}
