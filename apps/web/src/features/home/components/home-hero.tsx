import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { BEGIN_PATH, SETTING_PATH } from '../../../shared/routing/route-table';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { BrandMark, useSiteName } from '../../../shared/ui/brand-mark';
import { Icon } from '../../../shared/ui/icons';
import { SimulatedBadge } from '../../../shared/ui/simulated-badge';
import styles from './home.module.css';

/**
 * The dark home header: logo and site name, language, account, simulated-price badge. It stays
 * short so the markets start on the first screen; the promotions are the banners below it.
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
    </header>
  );
}
