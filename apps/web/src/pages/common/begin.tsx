import { Button } from 'antd-mobile';
import { useSearchParams } from '../../shared/routing/router';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../../features/preferences';
import { navigateTo, reLaunch } from '../../shared/routing/navigation';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../../shared/routing/route-table';
import { BrandMark, useSiteName } from '../../shared/ui/brand-mark';
import { Icon, type IconName } from '../../shared/ui/icons';
import styles from './begin.module.css';

const FEATURES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'begin.featureZeroFee', icon: 'bolt' },
  { key: 'begin.featureSecurity', icon: 'lock' },
  { key: 'begin.featureSupport', icon: 'chat' },
];

/** pages/common/begin: where signed-out users land; log in, sign up or change language. */
export default function BeginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const siteName = useSiteName();
  // The page the login guard came from, passed on to login and sign-up.
  const redirect = useSearchParams()[0].get('redirect');
  return (
    <div className={styles.page} data-testid="begin">
      <div className={styles.hero}>
        <BrandMark size={64} />
        <h2 className={styles.title}>{t('begin.title', { site: siteName })}</h2>
        <p className={styles.subtitle}>{t('begin.subtitle')}</p>
      </div>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.key} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon name={feature.icon} size={18} />
            </span>
            {t(feature.key)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => void navigateTo(LOGIN_PATH, { redirect })}
          data-testid="begin-login"
        >
          {tc('actions.login')}
        </Button>
        <Button
          block
          color="primary"
          fill="outline"
          size="large"
          shape="rounded"
          onClick={() => void navigateTo(REGISTER_PATH, { redirect })}
          data-testid="begin-register"
        >
          {tc('actions.register')}
        </Button>
        <button type="button" className={styles.guest} onClick={() => void reLaunch(HOME_PATH)}>
          {t('begin.guest')}
        </button>
      </div>
      <div className={styles.footer}>
        <LanguageButton tone="light" />
      </div>
    </div>
  );
}
