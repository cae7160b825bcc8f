import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo, switchTab } from '../../../shared/routing/navigation';
import { BEGIN_PATH, SETTING_PATH, path } from '../../../shared/routing/route-table';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { BrandMark, useSiteName } from '../../../shared/ui/brand-mark';
import { Icon } from '../../../shared/ui/icons';
import { SimulatedBadge } from '../../../shared/ui/simulated-badge';
import styles from './home.module.css';

const TRADE_TAB = path('/pages/transaction/index');

/**
 * The dark home header: logo and site name, language, account, simulated-price badge, banner.
 * The language control comes from the page (features do not import each other).
 */
export function HomeHero({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation('home');
  const siteName = useSiteName();
  const loggedIn = useAppStore(selectIsLoggedIn);
  return (
    <header className={styles.hero} data-testid="home-header">
      <div className={styles.headerRow}>
        <div className={styles.brand}>
          <BrandMark size={32} />
          <h1 className={styles.siteName}>{siteName}</h1>
        </div>
        <div className={styles.headerActions}>
          {languageControl}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.account')}
            onClick={() => void navigateTo(loggedIn ? SETTING_PATH : BEGIN_PATH)}
            data-testid="account-button"
          >
            <Icon name="user" size={18} />
          </button>
        </div>
      </div>
      <div className={styles.badgeRow}>
        <SimulatedBadge />
      </div>
      <p className={styles.bannerTitle}>{t('banner.title')}</p>
      <p className={styles.bannerSubtitle}>{t('banner.subtitle')}</p>
      <button type="button" className={styles.cta} onClick={() => void switchTab(TRADE_TAB)}>
        {t('banner.cta')}
        <Icon name="chevronRight" size={16} />
      </button>
    </header>
  );
}
