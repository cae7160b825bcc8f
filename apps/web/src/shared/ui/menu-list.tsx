import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './menu-list.module.css';

/** A card of rows (settings-style). Rows are real buttons, so they work with the keyboard. */
export function MenuGroup({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.group} data-testid={testId}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export interface MenuRowProps {
  icon?: IconName;
  title: string;
  description?: string;
  extra?: ReactNode;
  /** Makes the row a button with an arrow. */
  onClick?: () => void;
  /** A control (e.g. a switch) shown at the end instead of the arrow. */
  control?: ReactNode;
  /**
   * With a control: a tap anywhere on the row does what the control does (the control's own
   * taps stay its own, so one tap never toggles twice).
   */
  onToggle?: () => void;
  testId?: string;
}

export function MenuRow({
  icon,
  title,
  description,
  extra,
  onClick,
  control,
  onToggle,
  testId,
}: MenuRowProps) {
  const body = (
    <>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size={18} />
        </span>
      ) : null}
      <span className={styles.text}>
        <span>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {extra !== undefined ? <span className={styles.extra}>{extra}</span> : null}
      {control && onToggle ? (
        <span onClick={(event) => event.stopPropagation()}>{control}</span>
      ) : (
        control
      )}
      {onClick ? (
        <span className={styles.arrow}>
          <Icon name="chevronRight" size={16} />
        </span>
      ) : null}
    </>
  );
  return (
    <li className={styles.item}>
      {onClick ? (
        <button type="button" className={styles.row} onClick={onClick} data-testid={testId}>
          {body}
        </button>
      ) : onToggle ? (
        // The control inside is the accessible switch; the row only widens its target.
        <div className={styles.row} onClick={onToggle} data-testid={testId}>
          {body}
        </div>
      ) : (
        <div className={styles.row} data-testid={testId}>
          {body}
        </div>
      )}
    </li>
  );
}
