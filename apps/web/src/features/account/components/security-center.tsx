import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { MenuGroup, MenuRow } from '../../../shared/ui/menu-list';
import { AntiPhishingSheet } from './anti-phishing-sheet';
import { BindContactSheet } from './bind-contact-sheet';
import { maskedContact } from './security-code-field';
import { SessionList } from './session-list';
import { TotpSheet } from './totp-sheet';
import styles from './account.module.css';

type SheetName = 'phone' | 'email' | 'totp' | 'antiPhishing';

function StateBadge({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return <span className={on ? styles.badgeOk : styles.badgeWarn}>{on ? onText : offText}</span>;
}

/** pages/setting/security's body: passwords, contacts, 2FA, anti-phishing code, sessions. */
export function SecurityCenter({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const close = () => setSheet(null);
  const set = t('state.set');
  const notSet = t('state.notSet');

  return (
    <div data-testid="security-center">
      <MenuGroup title={t('security.passwords')}>
        <MenuRow
          icon="lock"
          title={t('security.loginPassword')}
          extra={t('security.change')}
          onClick={() => void navigateTo('/pages/setting/password')}
          testId="security-login-password"
        />
        <MenuRow
          icon="lock"
          title={t('security.fundPassword')}
          extra={<StateBadge on={info.pay_password_set} onText={set} offText={notSet} />}
          onClick={() => void navigateTo('/pages/setting/payPassword')}
          testId="security-fund-password"
        />
      </MenuGroup>
      <MenuGroup title={t('security.contacts')}>
        <MenuRow
          icon="user"
          title={t('security.phone')}
          extra={
            info.phone ? (
              maskedContact(info, 'sms')
            ) : (
              <StateBadge on={false} onText={set} offText={t('state.notBound')} />
            )
          }
          onClick={() => setSheet('phone')}
          testId="security-phone"
        />
        <MenuRow
          icon="chat"
          title={t('security.email')}
          extra={
            info.email ? (
              maskedContact(info, 'email')
            ) : (
              <StateBadge on={false} onText={set} offText={t('state.notBound')} />
            )
          }
          onClick={() => setSheet('email')}
          testId="security-email"
        />
      </MenuGroup>
      <MenuGroup title={t('security.protection')}>
        <MenuRow
          icon="bolt"
          title={t('security.totp')}
          description={t('security.totpHint')}
          extra={
            <StateBadge on={info.totp_enabled} onText={t('state.on')} offText={t('state.off')} />
          }
          onClick={() => setSheet('totp')}
          testId="security-totp"
        />
        <MenuRow
          icon="paper"
          title={t('security.antiPhishing')}
          description={t('security.antiPhishingShort')}
          extra={<StateBadge on={info.anti_phishing_set} onText={set} offText={notSet} />}
          onClick={info.email ? () => setSheet('antiPhishing') : undefined}
          testId="security-anti-phishing"
        />
      </MenuGroup>
      <h2 className={styles.section}>{t('sessions.title')}</h2>
      <div className={styles.sessions}>
        <SessionList />
      </div>

      <BindContactSheet
        kind="mobile"
        bound={info.phone !== null}
        visible={sheet === 'phone'}
        onClose={close}
      />
      <BindContactSheet
        kind="email"
        bound={info.email !== null}
        visible={sheet === 'email'}
        onClose={close}
      />
      <TotpSheet visible={sheet === 'totp'} enabled={info.totp_enabled} onClose={close} />
      <AntiPhishingSheet visible={sheet === 'antiPhishing'} info={info} onClose={close} />
    </div>
  );
}
