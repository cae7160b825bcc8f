import { useTranslation } from 'react-i18next';
import { switchTab } from '../../shared/routing/navigation';
import { TAB_ROUTES, type TabKey } from '../../shared/routing/route-table';
import { Icon, type IconName } from '../../shared/ui/icons';
import styles from './app-tab-bar.module.css';

const TAB_ICONS: Record<TabKey, IconName> = {
  home: 'home',
  market: 'market',
  trade: 'trade',
  orders: 'orders',
  assets: 'assets',
  mine: 'user',
};

/**
 * The bottom tab bar of the six tab routes: a row of buttons (a tap, Enter and Space open a
 * tab; the current one says so with `aria-current`). Plain buttons rather than antd-mobile's
 * TabBar, whose six items with their badges and safe-area wrapper were a fifth of a page's
 * first render on a phone.
 */
export function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.wrap} aria-label={t('a11y.mainNav')} data-testid="tab-bar">
      <div className={styles.bar}>
        {TAB_ROUTES.map((route) => {
          const tab = route.tab as TabKey;
          const active = route.path === activePath;
          const label = t(`tabs.${tab}`);
          return (
            <button
              key={route.path}
              type="button"
              className={active ? `${styles.item} ${styles.active}` : styles.item}
              aria-label={label}
              aria-current={active ? 'page' : undefined}
              data-testid={`tab-${tab}`}
              onClick={() => {
                if (!active) void switchTab(route.path);
              }}
            >
              <Icon name={TAB_ICONS[tab]} size={23} />
              <span className={styles.title} data-tab-title="">
                {label}
              </span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
