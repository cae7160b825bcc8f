import { consoleEndpoints } from '@tidemark/contracts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  App as AntApp,
  Button,
  ConfigProvider,
  Layout,
  Menu,
  Result,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import thTH from 'antd/locale/th_TH';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import frFR from 'antd/locale/fr_FR';
import esES from 'antd/locale/es_ES';
import { call, onSignedOut, setApiLang, signOut as endSession, token } from './api';
import { LANGS, LangContext, useT, type TextKey } from './i18n';
import { Login } from './pages/Login';
import { Dashboard } from './pages/Dashboard';
import { KycQueue } from './pages/KycQueue';
import { Deposits } from './pages/Deposits';
import { Withdrawals } from './pages/Withdrawals';
import { Chain } from './pages/Chain';
import { Users } from './pages/Users';
import { Adjustments } from './pages/Adjustments';
import { AuditLog } from './pages/AuditLog';
import { Reports } from './pages/Reports';
import { NftReviews } from './pages/NftReviews';
import { Sessions } from './pages/Sessions';
import { Products } from './products/Products';
import { Content } from './products/Content';
import { OtcMerchants } from './pages/OtcMerchants';
import { OtcAppeals } from './pages/OtcAppeals';
import { Loans } from './pages/Loans';
import { TraderApplications } from './pages/TraderApplications';
import { Feedback } from './pages/Feedback';
import { IeoProjects } from './pages/IeoProjects';
import { SupportDesk } from './pages/SupportDesk';
import type { Me } from './me';

/** Each page and the permission the server will ask of its routes (the menu hides the rest). */
const PAGES: Array<{
  path: string;
  label: TextKey;
  permission: string;
  page: (me: Me) => ReactNode;
}> = [
  {
    path: 'dashboard',
    label: 'nav.dashboard',
    permission: 'console.home',
    page: (me) => <Dashboard me={me} />,
  },
  { path: 'kyc', label: 'nav.kyc', permission: 'kyc.review', page: () => <KycQueue /> },
  { path: 'deposits', label: 'nav.deposits', permission: 'funds.review', page: () => <Deposits /> },
  {
    path: 'withdrawals',
    label: 'nav.withdrawals',
    permission: 'funds.review',
    page: () => <Withdrawals />,
  },
  { path: 'chain', label: 'nav.chain', permission: 'funds.review', page: () => <Chain /> },
  { path: 'users', label: 'nav.users', permission: 'users.read', page: (me) => <Users me={me} /> },
  {
    path: 'adjustments',
    label: 'nav.adjustments',
    permission: 'adjustments.create',
    page: (me) => <Adjustments me={me} />,
  },
  { path: 'audit', label: 'nav.audit', permission: 'audit.read', page: () => <AuditLog /> },
  { path: 'reports', label: 'nav.reports', permission: 'reports.read', page: () => <Reports /> },
  { path: 'nft', label: 'nav.nft', permission: 'content.manage', page: () => <NftReviews /> },
  {
    path: 'otc-merchants',
    label: 'nav.otcMerchants',
    permission: 'otc.review',
    page: () => <OtcMerchants />,
  },
  {
    path: 'otc-appeals',
    label: 'nav.otcAppeals',
    permission: 'otc.review',
    page: () => <OtcAppeals />,
  },
  { path: 'loans', label: 'nav.loans', permission: 'reports.read', page: () => <Loans /> },
  {
    path: 'sessions',
    label: 'nav.sessions',
    permission: 'console.home',
    page: (me) => <Sessions me={me} />,
  },
  {
    path: 'products',
    label: 'nav.products',
    permission: 'products.manage',
    page: () => <Products />,
  },
  { path: 'content', label: 'nav.content', permission: 'content.manage', page: () => <Content /> },
  {
    path: 'traders',
    label: 'nav.traders',
    permission: 'traders.review',
    page: () => <TraderApplications />,
  },
  { path: 'ieo', label: 'nav.ieo', permission: 'products.manage', page: () => <IeoProjects /> },
  {
    path: 'support',
    label: 'nav.support',
    permission: 'support.desk',
    page: () => <SupportDesk />,
  },
  { path: 'feedback', label: 'nav.feedback', permission: 'support.desk', page: () => <Feedback /> },
];

/** antd's own texts (empty tables, pagination, pickers) in the console's language. */
const ANTD_LOCALES: Record<string, typeof enUS> = {
  en: enUS,
  zh: zhCN,
  hk: zhHK,
  th: thTH,
  jp: jaJP,
  kor: koKR,
  fra: frFR,
  spa: esES,
};

function useHashPath(): [string, (p: string) => void] {
  const read = () => window.location.hash.replace(/^#\/?/, '').split('?')[0] || 'dashboard';
  const [path, setPath] = useState(read);
  useEffect(() => {
    const on = () => setPath(read());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return [path, (p) => (window.location.hash = `#/${p}`)];
}

function Shell({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const t = useT();
  const [path, go] = useHashPath();
  const page = PAGES.find((p) => p.path === path) ?? PAGES[0]!;
  const allowed = me.permissions.includes(page.permission);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light">
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[page.path]}
          onClick={(e) => go(e.key)}
          items={PAGES.filter((p) => me.permissions.includes(p.permission)).map((p) => ({
            key: p.path,
            label: t(p.label),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
          }}
        >
          <Space>
            <LangPicker />
            <Typography.Text data-testid="operator-name">
              {me.name} · {me.role}
            </Typography.Text>
            <Button onClick={onSignOut}>{t('nav.signout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {allowed ? (
            page.page(me)
          ) : (
            <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.text')} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function LangPicker() {
  return (
    <LangContext.Consumer>
      {({ lang, setLang }) => (
        <Select
          size="small"
          value={lang}
          style={{ width: 120 }}
          onChange={setLang}
          options={LANGS.map(([value, label]) => ({ value, label }))}
        />
      )}
    </LangContext.Consumer>
  );
}

export function ConsoleApp() {
  const [lang, setLangState] = useState(
    () => localStorage.getItem('tidemark.console.lang') ?? 'en',
  );
  const [me, setMe] = useState<Me | null>(null);
  const [checking, setChecking] = useState(true);
  const setLang = (l: string) => {
    localStorage.setItem('tidemark.console.lang', l);
    setLangState(l);
  };
  setApiLang(lang);
  const loadMe = useCallback(async () => {
    setChecking(true);
    try {
      setMe(token.get() ? await call(consoleEndpoints.me) : null);
    } catch {
      setMe(null);
    } finally {
      setChecking(false);
    }
  }, []);
  useEffect(() => {
    void loadMe();
    const out = () => setMe(null);
    onSignedOut.addEventListener('signed-out', out);
    return () => onSignedOut.removeEventListener('signed-out', out);
  }, [loadMe]);
  const signOut = () => {
    // The session ends on the server too; the login shows whatever it answered.
    void endSession()
      .catch(() => undefined)
      .finally(() => setMe(null));
  };
  return (
    <LangContext.Provider value={{ lang, setLang }}>
      <ConfigProvider locale={ANTD_LOCALES[lang] ?? enUS}>
        <AntApp>
          {checking ? (
            <Spin style={{ margin: 64 }} />
          ) : me ? (
            <Shell me={me} onSignOut={signOut} />
          ) : (
            <Login onSignedIn={loadMe} />
          )}
        </AntApp>
      </ConfigProvider>
    </LangContext.Provider>
  );
}
