import type { ReactNode } from 'react';
import styles from '../copytrade.module.css';

/**
 * A labelled number input of the copy-trading forms: a decimal (trimmed) or, with `whole`,
 * digits only.
 */
export function NumberField({
  label,
  value,
  onChange,
  placeholder,
  whole = false,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  whole?: boolean;
  testId?: string;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.muted}>{label}</span>
      <input
        inputMode={whole ? 'numeric' : 'decimal'}
        value={value}
        placeholder={placeholder}
        onChange={(e) =>
          onChange(whole ? e.target.value.replace(/\D/g, '') : e.target.value.trim())
        }
        data-testid={testId}
      />
    </label>
  );
}
