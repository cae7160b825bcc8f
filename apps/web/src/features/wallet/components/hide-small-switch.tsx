import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useHideSmall } from '../hooks/use-hide-small';
import styles from './hide-small.module.css';

/** "Hide small balances" above a balance list: under 1 USDT of value; remembered on the device. */
export function HideSmallSwitch() {
  const { t } = useTranslation('wallet');
  const hidden = useHideSmall((s) => s.hidden);
  const toggle = useHideSmall((s) => s.toggle);
  return (
    <label className={styles.row}>
      <span>{t('assets.hideSmall')}</span>
      <Switch
        checked={hidden}
        onChange={toggle}
        aria-label={t('assets.hideSmall')}
        data-testid="assets-hide-small"
      />
    </label>
  );
}
