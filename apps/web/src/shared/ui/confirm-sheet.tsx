import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import styles from './sheet.module.css';
import { BottomSheet } from './lazy-popup';

/** One line of a sheet: what, and its value (coloured for a direction or a gain). */
export interface SheetRow {
  key: string;
  label: string;
  value: ReactNode;
  color?: string | undefined;
}

/**
 * The words a sheet shows for a failed command, or null when the failure is handled
 * elsewhere: a session or verification answer (999/998: the api client redirects) or an
 * abort. A refusal stays in the sheet, next to what it concerns, in the server's words.
 */
export function sheetErrorOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.type === '999' || err.type === '998' || err.code === 'aborted') return null;
  return err.fields[0]?.message ?? err.message;
}

/**
 * What a sheet needs to send its command: an idempotency key kept while the user retries
 * from the same sheet (so a repeat after a network failure does the thing at most once) and
 * renewed after success or on leaving, and the refusal to show. `run` gets the key.
 */
export function useSheetCommand<T>(
  run: (idempotencyKey: string) => Promise<T>,
  onDone: (result: T) => void,
) {
  const idempotency = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      const result = await run(idempotency.key);
      idempotency.renew();
      onDone(result);
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  /** Leaving the sheet: the refusal goes, the next opening gets a fresh key. */
  const reset = () => {
    setError(null);
    idempotency.renew();
  };
  return { error, setError, send, reset };
}

/** What `useSheetCommand` gives a sheet: the refusal, the send, and the reset on leaving. */
interface SheetCommand {
  error: string | null;
  send: () => Promise<void>;
  reset: () => void;
}

/**
 * The last look before a command that moves money (an order, a close): a bottom sheet with a
 * title, the terms as rows, anything else as `children`, the refusal if there was one, and
 * cancel / confirm. Given a `command` (from `useSheetCommand`), confirm sends it, its refusal
 * is shown, and cancel resets it before `onCancel`; otherwise `error` and `onConfirm` say so.
 * Test ids: `<testId>`, `<testId>-<row key>`, `<testId>-error`, `<testId>-submit`.
 */
export function ConfirmSheet({
  visible,
  title,
  rows,
  children,
  pending,
  confirmLabel,
  confirmDisabled,
  onCancel,
  testId,
  ...how
}: {
  visible: boolean;
  title: string;
  rows: SheetRow[];
  children?: ReactNode;
  pending: boolean;
  confirmLabel?: string;
  /** While what the sheet's own field holds is wrong (the field says why). */
  confirmDisabled?: boolean;
  onCancel: () => void;
  testId: string;
} & (
  | { command: SheetCommand; error?: never; onConfirm?: never }
  | { command?: never; error: string | null; onConfirm: () => void }
)) {
  const { t } = useTranslation();
  const { command } = how;
  const error = command ? command.error : (how.error ?? null);
  const onConfirm = () => (command ? void command.send() : how.onConfirm?.());
  const cancel = () => {
    if (pending) return;
    command?.reset();
    onCancel();
  };
  return (
    <BottomSheet visible={visible} onClose={cancel}>
      {visible ? (
        <div className={styles.sheet} role="dialog" aria-label={title} data-testid={testId}>
          <h2 className={styles.title}>{title}</h2>
          {rows.map((row) => (
            <div className={styles.row} key={row.key}>
              <span>{row.label}</span>
              <strong
                style={row.color ? { color: row.color } : undefined}
                data-testid={`${testId}-${row.key}`}
              >
                {row.value}
              </strong>
            </div>
          ))}
          {children}
          {error ? (
            <p className={styles.error} role="alert" data-testid={`${testId}-error`}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button shape="rounded" onClick={cancel} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              loading={pending}
              disabled={confirmDisabled}
              onClick={onConfirm}
              data-testid={`${testId}-submit`}
            >
              {confirmLabel ?? t('actions.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
