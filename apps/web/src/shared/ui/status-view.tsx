import type { ReactNode } from 'react';
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
  actions?: ReactNode;
  testId?: string;
}

/** A centred message with an icon, used for placeholders, errors and not-found. */
export function StatusView({ icon, tone = 'info', title, hint, actions, testId }: StatusViewProps) {
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
      {actions ? <div className={styles.actions}>{actions}</div> : null}
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
