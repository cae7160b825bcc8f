import { useEffect } from 'react';
import { translate } from '../../shared/i18n/i18n';
import { endSession } from '../../shared/session/session';
import { connectSocket, setSessionEndedHandler } from '../../shared/socket/socket';
import { useAppStore } from '../../shared/store/app-store';

/** Keeps the socket on the current token: it reconnects on login and logout. */
export function useSessionSync(): void {
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    connectSocket(token);
  }, [token]);
  useEffect(() => {
    setSessionEndedHandler(() => endSession(translate('common:msg.pleaseLogin')));
    return () => setSessionEndedHandler(null);
  }, []);
}
