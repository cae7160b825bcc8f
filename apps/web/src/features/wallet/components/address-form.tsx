import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { useSaveAddress } from '../api/address-save';
import type { Currency } from '../api/types';
import { CurrencyButton, CurrencySheet } from './currency-sheet';
import { WalletSubmitButton } from './submit-button';
import { TextField } from './amount-field';
import styles from './wallet.module.css';

type Field = 'currency' | 'chain' | 'name' | 'address';

/** Adds a withdrawal address; the server validates it for the chosen network. */
export function AddressForm({
  currencies,
  initialCurrency,
  initialChain,
  onSaved,
}: {
  currencies: readonly Currency[];
  initialCurrency: number | null;
  initialChain: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('wallet');
  const withdrawable = currencies.filter((c) => c.can_withdraw && c.chains.length > 0);
  const [currencyId, setCurrencyId] = useState(initialCurrency ?? withdrawable[0]?.id ?? 3);
  const currency = currencies.find((c) => c.id === currencyId);
  const [chain, setChain] = useState(
    initialChain && currency?.chains.includes(initialChain)
      ? initialChain
      : (currency?.chains[0] ?? ''),
  );
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [picking, setPicking] = useState(false);
  const save = useSaveAddress();

  const submit = async () => {
    const next: Partial<Record<Field, string>> = {};
    if (!name.trim()) next.name = t('address.errors.name');
    if (address.trim().length < 20) next.address = t('address.errors.address');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({
        currency: currencyId,
        chain,
        name: name.trim(),
        address: address.trim(),
      });
      showToast(t('address.saved'), 'success');
      onSaved();
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      const fieldErrors = Object.fromEntries(err.fields.map((f) => [f.field, f.message]));
      // address_invalid is about the address for this network.
      setErrors(
        err.code === 'address_invalid'
          ? { address: err.message }
          : err.fields.length
            ? fieldErrors
            : { form: err.message },
      );
    }
  };

  return (
    <div className={styles.page} data-testid="add-wallet">
      <section className={styles.card}>
        <CurrencyButton
          currency={currency}
          onOpen={() => setPicking(true)}
          testId="address-currency"
        />
        <span className={styles.label}>{t('field.network')}</span>
        <div className={styles.chips}>
          {(currency?.chains ?? []).map((c) => (
            <button
              key={c}
              type="button"
              className={c === chain ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-pressed={c === chain}
              onClick={() => setChain(c)}
              data-testid={`chain-${c}`}
            >
              {c}
            </button>
          ))}
        </div>
        <TextField
          id="address-name"
          label={t('address.label')}
          value={name}
          onChange={setName}
          maxLength={30}
          placeholder={t('address.labelPlaceholder')}
          testId="address-name"
        />
        {errors.name ? <p className={styles.fieldError}>{errors.name}</p> : null}
        <TextField
          id="address-value"
          label={t('address.address')}
          value={address}
          onChange={setAddress}
          maxLength={120}
          placeholder={t('address.addressPlaceholder', { chain })}
          testId="address-value"
        />
        {errors.address ? (
          <p className={styles.fieldError} role="alert" data-testid="address-error">
            {errors.address}
          </p>
        ) : null}
        {errors.form ? (
          <p className={styles.fieldError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <p className={styles.notice} style={{ marginTop: 12 }}>
          {t('address.coolingNote')}
        </p>
        <WalletSubmitButton pending={save.isPending} onSubmit={submit} testId="address-save">
          {t('address.save')}
        </WalletSubmitButton>
      </section>
      <CurrencySheet
        visible={picking}
        onClose={() => setPicking(false)}
        options={withdrawable.map((c) => ({ id: c.id, name: c.name, description: c.full_name }))}
        selectedId={currencyId}
        onSelect={(id) => {
          setCurrencyId(id);
          setChain(currencies.find((c) => c.id === id)?.chains[0] ?? '');
        }}
        testId="address-currency-option"
      />
    </div>
  );
}
