import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd-mobile';
import styles from './form.module.css';

export interface SubmitFormProps {
  /** Runs on submit (button or Enter); the page never reloads. */
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
  testId?: string;
}

/** A column form whose submit runs `onSubmit` instead of posting the page. */
export function SubmitForm({ onSubmit, children, testId }: SubmitFormProps) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      data-testid={testId}
    >
      {children}
    </form>
  );
}

export interface SubmitButtonProps {
  pending: boolean;
  /** Not clickable for another reason than sending (e.g. already submitted). */
  disabled?: boolean;
  children: ReactNode;
  testId: string;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}

/** The form's full-width submit button, busy (and not clickable twice) while it sends. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
  testId,
  color = 'primary',
  size,
}: SubmitButtonProps) {
  return (
    <Button
      className={styles.submit}
      block
      type="submit"
      color={color}
      {...(size ? { size } : {})}
      shape="rounded"
      loading={pending}
      disabled={disabled || pending}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
