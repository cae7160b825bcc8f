import type { ReactNode } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
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

/** The custom navigation bar every page carries (antd-mobile NavBar, translated title). */
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
      <NavBar back={null} left={left} right={right}>
        <h1 className={styles.title} data-testid="nav-title">
          {title}
        </h1>
      </NavBar>
    </header>
  );
}
