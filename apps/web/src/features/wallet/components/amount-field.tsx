import type { ReactNode } from 'react';
import { Input, type InputProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import styles from './wallet.module.css';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit: string;
  /** Shown under the field and used by "All". */
  available?: string | undefined;
  error?: string | undefined;
  placeholder?: string;
  testId: string;
}

/**
 * A labelled input in the wallet's form look: the unit (a currency) and `children` (a button)
 * stand after it in its frame. The test id is the input's.
 */
export function TextField({
  id,
  label,
  unit,
  testId,
  children,
  ...input
}: Omit<InputProps, 'id' | 'children'> & {
  id: string;
  label: string;
  unit?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.field}>
        <Input id={id} {...input} data-testid={testId} />
        {unit === undefined ? null : <span className={styles.muted}>{unit}</span>}
        {children}
      </div>
    </>
  );
}

/** An amount input with the unit, an "All" button and the available balance. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  unit,
  available,
  error,
  placeholder,
  testId,
}: AmountFieldProps) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  return (
    <div>
      <TextField
        id={id}
        label={label}
        unit={unit}
        inputMode="decimal"
        value={value}
        onChange={(v) => onChange(v.replace(/[^\d.,]/g, ''))}
        placeholder={placeholder ?? t('field.amountPlaceholder')}
        testId={testId}
      >
        {available !== undefined ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange(available)}
            data-testid={`${testId}-all`}
          >
            {t('field.all')}
          </button>
        ) : null}
      </TextField>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {available !== undefined ? (
        <p
          className={styles.muted}
          style={{ margin: '6px 2px 0' }}
          data-testid={`${testId}-available`}
        >
          {t('field.available', { amount: money(available, unit), currency: unit })}
        </p>
      ) : null}
    </div>
  );
}
