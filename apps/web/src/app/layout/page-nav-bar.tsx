import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../shared/routing/navigation';
import { HOME_PATH } from '../../shared/routing/route-table';
import { Icon } from '../../shared/ui/icons';
import styles from './page-nav-bar.module.css';

export interface PageNavBarProps {
  title: string;
  showBack: boolean;
  /** The web view page keeps a plain, light bar. */
  simple?: boolean;
  right?: ReactNode;
}

/**
 * The custom navigation bar every page carries: back, translated title, an optional right side.
 * Plain markup rather than antd-mobile's NavBar, whose left slot is a role=button with no name.
 */
export function PageNavBar({ title, showBack, simple = false, right }: PageNavBarProps) {
  const { t } = useTranslation();
  const left = showBack ? (
    <button
      type="button"
      className={styles.back}
      aria-label={t('actions.back')}
      onClick={() => navigateBack(HOME_PATH)}
    >
      <Icon name="chevronRight" size={22} />
    </button>
  ) : null;
  return (
    <header
      className={simple ? `${styles.bar} ${styles.simple}` : styles.bar}
      data-testid="nav-bar"
    >
      <div className={styles.row}>
        <div className={styles.side}>{left}</div>
        <h1 className={styles.title} data-testid="nav-title">
          {title}
        </h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </div>
    </header>
  );
}
