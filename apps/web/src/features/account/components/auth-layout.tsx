import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

/** The frame of the sign-in screens: a heading, a line under it, the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page} data-testid={testId}>
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.subheading}>{subtitle}</p>
      {children}
      {footer ? <div className={styles.switch}>{footer}</div> : null}
    </div>
  );
}
