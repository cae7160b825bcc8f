import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import { Spinner } from './spinner';
import { useDelayedFlag } from './use-delayed-flag';
import styles from './status-view.module.css';

type Tone = 'info' | 'warning' | 'error';

export interface StatusViewProps {
  icon: IconName;
  tone?: Tone;
  title: string;
  hint?: string;
  /** What stands under the message; for one button, `action`. */
  actions?: ReactNode;
  /** The one button under the message: full width unless `inline`, outlined unless `solid`. */
  action?: StatusAction;
  testId?: string;
}

interface StatusAction {
  label: string;
  onClick: () => void;
  solid?: boolean;
  inline?: boolean;
}

function ActionButton({ label, onClick, solid = false, inline = false }: StatusAction) {
  return (
    <Button
      block={!inline}
      shape="rounded"
      color="primary"
      fill={solid ? 'solid' : 'outline'}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** A centred message with an icon, used for placeholders, errors and not-found. */
export function StatusView({
  icon,
  tone = 'info',
  title,
  hint,
  actions,
  action,
  testId,
}: StatusViewProps) {
  const badgeClass = [
    styles.badge,
    tone === 'warning' && styles.badgeWarning,
    tone === 'error' && styles.badgeError,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={styles.view}
      data-testid={testId}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div className={badgeClass}>
        <Icon name={icon} size={36} />
      </div>
      <h2 className={styles.title}>{title}</h2>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {actions || action ? (
        <div className={styles.actions}>{action ? <ActionButton {...action} /> : actions}</div>
      ) : null}
    </section>
  );
}

/** Loading indicator that appears only after `delayMs` (200 ms for pages). */
export function DelayedLoading({ delayMs }: { delayMs: number }) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(delayMs);
  if (!visible) return null;
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="page-loading">
      <Spinner />
      <span>{t('page.loading')}</span>
    </div>
  );
}
