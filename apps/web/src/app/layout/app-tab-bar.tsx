import type { KeyboardEvent } from 'react';
import TabBar from 'antd-mobile/es/components/tab-bar';
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

/** antd-mobile's items are divs: let Enter and Space open the focused one. */
function activateOnKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const item = (event.target as HTMLElement).closest<HTMLElement>('.adm-tab-bar-item');
  if (!item) return;
  event.preventDefault();
  item.click();
}

/** The bottom tab bar of the six tab routes. */
export function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  return (
    <nav
      className={styles.wrap}
      aria-label={t('a11y.mainNav')}
      onKeyDown={activateOnKey}
      data-testid="tab-bar"
    >
      <TabBar
        safeArea
        activeKey={activePath}
        onChange={(key) => {
          const tab = TAB_ROUTES.find((route) => route.path === key);
          if (tab) void switchTab(tab.path);
        }}
      >
        {TAB_ROUTES.map((route) => {
          const tab = route.tab as TabKey;
          const label = t(`tabs.${tab}`);
          const icon = () => <Icon name={TAB_ICONS[tab]} size={23} />;
          return (
            <TabBar.Item
              key={route.path}
              icon={icon}
              title={label}
              tabIndex={0}
              aria-label={label}
              aria-current={route.path === activePath ? 'page' : undefined}
              data-testid={`tab-${tab}`}
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
