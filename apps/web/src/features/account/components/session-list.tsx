import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BCP47 } from '../../../shared/i18n/i18n';
import { useAppStore } from '../../../shared/store/app-store';
import { showToast } from '../../../shared/ui/feedback';
import { useRevokeOtherSessionsMutation } from '../api/revoke-other-sessions';
import { useRevokeSessionMutation } from '../api/revoke-session';
import { useSessionsQuery, type SessionEntry } from '../api/sessions';
import { deviceName } from '../device-name';
import { QueryState } from './query-state';
import styles from './session-list.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

function formatTime(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );
}

/** Active sessions (device, IP, last seen) with per-session and "all others" sign-out. */
export function SessionList() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const sessions = useSessionsQuery();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const revokeOne = useRevokeSessionMutation();

  const signOutOthers = async () => {
    const confirmed = await confirmDialog({
      content: t('sessions.confirmOthers'),
      confirmText: t('sessions.signOutOthers'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    const { ended } = await revokeOthers.mutateAsync();
    showToast(t('sessions.ended', { count: ended }), 'success');
  };

  const signOutOne = async (entry: SessionEntry) => {
    const confirmed = await confirmDialog({
      content: t('sessions.confirmOne', {
        device: entry.device ? deviceName(entry.device) : t('sessions.unknownDevice'),
      }),
      confirmText: t('sessions.signOut'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    await revokeOne.mutateAsync(entry.id);
    showToast(t('sessions.ended', { count: 1 }), 'success');
  };

  if (!sessions.data)
    return <QueryState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div data-testid="session-list">
      <ul className={styles.list}>
        {sessions.data.map((entry) => (
          <li key={entry.id} className={styles.item} data-testid={`session-${entry.id}`}>
            <div className={styles.main}>
              <p className={styles.device}>
                {entry.device ? deviceName(entry.device) : t('sessions.unknownDevice')}
                {entry.current ? (
                  <span className={styles.current} data-testid="session-current">
                    {t('sessions.thisDevice')}
                  </span>
                ) : null}
              </p>
              <p className={styles.meta}>
                {t('sessions.meta', {
                  ip: entry.ip,
                  time: formatTime(entry.last_seen_at, BCP47[lang]),
                })}
              </p>
            </div>
            {entry.current ? null : (
              <button
                type="button"
                className={styles.signOut}
                disabled={revokeOne.isPending}
                onClick={() => void signOutOne(entry).catch(() => undefined)}
                data-testid="session-sign-out"
              >
                {t('sessions.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className={styles.empty} data-testid="sessions-only-this">
          {t('sessions.onlyThis')}
        </p>
      ) : (
        <Button
          block
          shape="rounded"
          color="danger"
          fill="outline"
          loading={revokeOthers.isPending}
          disabled={revokeOthers.isPending}
          onClick={() => void signOutOthers().catch(() => undefined)}
          data-testid="sessions-sign-out-others"
        >
          {t('sessions.signOutOthers')}
        </Button>
      )}
    </div>
  );
}
