import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reLaunch } from '../../../shared/routing/navigation';
import { BEGIN_PATH } from '../../../shared/routing/route-table';
import { useAppStore } from '../../../shared/store/app-store';
import { showToast } from '../../../shared/ui/feedback';
import { logout } from '../api/logout';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

/** Confirms, revokes the session (best effort), leaves for the begin page, then forgets the token. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const clearSession = useAppStore((s) => s.clearSession);
  return useCallback(async () => {
    const confirmed = await confirmDialog({
      content: t('setting:logoutConfirm'),
      confirmText: t('actions.logout'),
      cancelText: t('actions.cancel'),
    });
    if (!confirmed) return;
    // The local session ends even when the server cannot be reached.
    await logout().catch(() => undefined);
    // Leave the protected page first, so its guard never sees a missing token.
    await reLaunch(BEGIN_PATH);
    clearSession();
    showToast(t('msg.logoutSuccess'), 'success');
  }, [clearSession, t]);
}
