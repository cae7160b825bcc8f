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

/**
 * A failure that belongs to no field, announced as an alert; nothing while there is none. A form
 * with its own look for the line passes its class, and its own test id where a page holds two.
 */
export function FormError({
  message,
  className = styles.formError,
  testId = 'form-error',
  code,
}: {
  message: string | null;
  className?: string | undefined;
  testId?: string | undefined;
  /** The problem's code behind the words, as `data-problem`, for tests to read. */
  code?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p className={className} role="alert" data-testid={testId} data-problem={code}>
      {message}
    </p>
  );
}
