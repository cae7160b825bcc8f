import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Controls at the start (area code) and end (send-code button, toggles) of the input. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A labelled input with its message underneath (client rules or the server's `fields`). */
export function FormField({
  label,
  error,
  hint,
  prefix,
  suffix,
  children,
  testId,
}: FormFieldProps) {
  return (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label}>{label}</label>
      <div className={styles.control}>
        {prefix}
        {children}
        {suffix}
      </div>
      {error ? (
        <p
          className={styles.error}
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
        >
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}

/** A failure that belongs to no field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
