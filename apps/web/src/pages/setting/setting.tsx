import { useState } from 'react';
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@tidemark/contracts';
import {
  useLogout,
  usePreferencesSync,
  useUserInfoQuery,
  VerificationBadge,
} from '../../features/account';
import { CommunityLinks, UnreadBadge } from '../../features/community';
import { FiatSheet, LanguageSheet, useLanguageName } from '../../features/preferences';
import { navigateTo } from '../../shared/routing/navigation';
import type { RoutePath } from '../../shared/routing/route-table';
import {
  selectFiat,
  selectIsLoggedIn,
  useAppStore,
  type SessionUser,
} from '../../shared/store/app-store';
import { resolveTheme, systemPrefersDark } from '../../shared/theme/theme';
import { MenuGroup, MenuRow } from '../../shared/ui/menu-list';
import type { IconName } from '../../shared/ui/icons';
import styles from './setting.module.css';

interface LinkRow {
  titleKey: string;
  path: RoutePath;
  icon: IconName;
  testId?: string;
}

const ACCOUNT_LINKS: readonly LinkRow[] = [
  { titleKey: 'setting.userInfo', path: '/pages/setting/userInfo', icon: 'user' },
  { titleKey: 'setting.security', path: '/pages/setting/security', icon: 'lock' },
  { titleKey: 'setting.real', path: '/pages/setting/real', icon: 'paper', testId: 'setting-real' },
  {
    titleKey: 'setting.message',
    path: '/pages/setting/message',
    icon: 'chat',
    testId: 'setting-message',
  },
  {
    titleKey: 'setting.alerts',
    path: '/pages/setting/alerts',
    icon: 'bell',
    testId: 'setting-alerts',
  },
  { titleKey: 'setting.bank', path: '/pages/setting/bank', icon: 'bill', testId: 'setting-bank' },
  {
    titleKey: 'setting.wallet',
    path: '/pages/setting/wallet',
    icon: 'withdraw',
    testId: 'setting-wallet',
  },
  {
    titleKey: 'setting.feedback',
    path: '/pages/setting/feedback',
    icon: 'chat',
    testId: 'setting-feedback',
  },
];

const ABOUT_LINKS: readonly LinkRow[] = [
  { titleKey: 'common.aboutus', path: '/pages/common/aboutus', icon: 'compass' },
  { titleKey: 'common.faq', path: '/pages/common/faq', icon: 'chat' },
  { titleKey: 'common.contactus', path: '/pages/common/contactus', icon: 'share' },
  {
    titleKey: 'setting.operational_compliance',
    path: '/pages/setting/operational_compliance',
    icon: 'bill',
  },
  { titleKey: 'common.whiteBook', path: '/pages/common/whiteBook', icon: 'paper' },
];

function ProfileCard({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const name = user?.nickname || user?.account || t('msg.nicknameNotSet');
  const account = user?.email || user?.phone || user?.account || '';
  return (
    <div className={styles.profile} data-testid="setting-profile">
      <span className={styles.avatar} aria-hidden="true">
        {user?.head_portrait ? (
          <img src={user.head_portrait} alt="" />
        ) : (
          name.slice(0, 1).toUpperCase()
        )}
      </span>
      <div>
        <p className={styles.name} data-testid="setting-name">
          {name}
        </p>
        {account ? (
          <p className={styles.account} data-testid="setting-account">
            {account}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** pages/setting/setting: account links, preferences and about. */
export default function SettingPage() {
  const { t } = useTranslation('setting');
  const { t: tc } = useTranslation();
  const { t: tr } = useTranslation('routes');
  const [sheet, setSheet] = useState<'language' | 'fiat' | null>(null);
  const languageName = useLanguageName();
  const user = useAppStore((s) => s.user);
  const loggedIn = useAppStore(selectIsLoggedIn);
  const fiat = useAppStore(selectFiat);
  const redUp = useAppStore((s) => s.redUpGreenDown);
  const setRedUp = useAppStore((s) => s.setRedUpGreenDown);
  const themeChoice = useAppStore((s) => s.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  const dark = resolveTheme(themeChoice, systemPrefersDark()) === 'dark';
  const logout = useLogout();
  // Keeps the stored name and avatar fresh, and the server told of language or fiat changes.
  useUserInfoQuery();
  usePreferencesSync();

  return (
    <div className={styles.page} data-testid="setting">
      <ProfileCard user={user} />

      <MenuGroup title={t('sections.account')}>
        {ACCOUNT_LINKS.map((row) => (
          <MenuRow
            key={row.path}
            icon={row.icon}
            title={tr(row.titleKey)}
            extra={
              !loggedIn ? undefined : row.path === '/pages/setting/real' ? (
                <VerificationBadge />
              ) : row.path === '/pages/setting/message' ? (
                <UnreadBadge />
              ) : undefined
            }
            onClick={() => void navigateTo(row.path)}
            testId={row.testId}
          />
        ))}
      </MenuGroup>

      {loggedIn ? <CommunityLinks /> : null}

      <MenuGroup title={t('sections.preferences')}>
        <MenuRow
          icon="globe"
          title={tc('words.language')}
          extra={languageName}
          onClick={() => setSheet('language')}
          testId="setting-language"
        />
        <MenuRow
          icon="forex"
          title={t('defaultFiat')}
          extra={fiat}
          onClick={() => setSheet('fiat')}
          testId="setting-fiat"
        />
        <MenuRow
          icon="market"
          title={t('redUp')}
          description={t('redUpHint')}
          onToggle={() => setRedUp(!redUp)}
          control={
            <Switch
              checked={redUp}
              onChange={setRedUp}
              aria-label={t('redUp')}
              data-testid="setting-red-up"
            />
          }
        />
        <MenuRow
          icon="moon"
          title={t('darkMode')}
          onToggle={() => setTheme(dark ? 'light' : 'dark')}
          testId="setting-dark-row"
          control={
            <Switch
              checked={dark}
              onChange={(on) => setTheme(on ? 'dark' : 'light')}
              aria-label={t('darkMode')}
              data-testid="setting-dark"
            />
          }
        />
      </MenuGroup>

      <MenuGroup title={t('sections.about')}>
        {ABOUT_LINKS.map((row) => (
          <MenuRow
            key={row.path}
            icon={row.icon}
            title={tr(row.titleKey)}
            onClick={() => void navigateTo(row.path)}
          />
        ))}
        <MenuRow
          icon="download"
          title={t('version')}
          extra={APP_VERSION}
          testId="setting-version"
        />
      </MenuGroup>

      {loggedIn ? (
        <div className={styles.logout}>
          <Button
            block
            shape="rounded"
            size="large"
            color="danger"
            fill="outline"
            onClick={() => void logout()}
            data-testid="setting-logout"
          >
            {tc('actions.logout')}
          </Button>
        </div>
      ) : null}

      <LanguageSheet visible={sheet === 'language'} onClose={() => setSheet(null)} />
      <FiatSheet visible={sheet === 'fiat'} onClose={() => setSheet(null)} />
    </div>
  );
}
