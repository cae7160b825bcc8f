import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { useSaveBankCard } from '../api/bank-card-save';
import type { BankCard, CardKind } from '../api/types';
import { WalletSubmitButton } from './submit-button';
import { TextField } from './amount-field';
import styles from './wallet.module.css';

/** The wire fields of each card form, in display order (the description: all required). */
export const CARD_FIELDS: Record<CardKind, readonly (keyof BankCard)[]> = {
  domestic: ['real_name', 'bank_account', 'bank_name', 'bank_dizhi', 'bank_network', 'phone'],
  international: [
    'real_name',
    'bank_account',
    'bank_name',
    'swift_code',
    'aba_number',
    'country',
    'address',
    'phone',
  ],
};

/** Empty fields of a card form (every field is required). */
export function missingFields(kind: CardKind, values: Partial<Record<string, string>>): string[] {
  return CARD_FIELDS[kind].filter((f) => !(values[f] ?? '').trim());
}

export function BankCardForm({
  kind,
  card,
  onSaved,
}: {
  kind: CardKind;
  card: BankCard | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('wallet');
  const fields = CARD_FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f, card?.[f] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBankCard(kind);

  const submit = async () => {
    const missing = missingFields(kind, values);
    setErrors(Object.fromEntries(missing.map((f) => [f, t('card.required')])));
    if (missing.length > 0) return;
    try {
      await save.mutateAsync(Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()])));
      showToast(t('card.saved'), 'success');
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(
          err.fields.length
            ? Object.fromEntries(err.fields.map((f) => [f.field, f.message]))
            : { form: err.message },
        );
      }
    }
  };

  return (
    <section className={styles.card} data-testid={`card-form-${kind}`}>
      {fields.map((f) => (
        <div key={f}>
          <TextField
            id={`card-${f}`}
            label={t(`card.fields.${f}`)}
            value={values[f] ?? ''}
            onChange={(v) => setValues((prev) => ({ ...prev, [f]: v }))}
            placeholder={t(`card.placeholders.${f}`)}
            inputMode={f === 'phone' || f === 'aba_number' ? 'tel' : undefined}
            testId={`card-${f}`}
          />
          {errors[f] ? (
            <p className={styles.fieldError} data-testid={`card-${f}-error`}>
              {errors[f]}
            </p>
          ) : null}
        </div>
      ))}
      {errors.form ? (
        <p className={styles.fieldError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <WalletSubmitButton pending={save.isPending} onSubmit={submit} testId="card-save">
        {t('card.save')}
      </WalletSubmitButton>
    </section>
  );
}
