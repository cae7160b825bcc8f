import { useEffect, useRef } from 'react';
import { useAppStore } from '../../../shared/store/app-store';
import { savePreferences } from '../api/save-preferences';

/**
 * Tells the server when a signed-in user picks another language or fiat, so its e-mails and
 * SMS come in that language. Best effort: the choice is already stored on this device.
 */
export function usePreferencesSync(): void {
  const lang = useAppStore((s) => s.lang);
  const fiat = useAppStore((s) => s.fiat);
  const loggedIn = useAppStore((s) => s.token !== null);
  const last = useRef({ lang, fiat });
  useEffect(() => {
    const previous = last.current;
    last.current = { lang, fiat };
    if (!loggedIn) return;
    const changed = {
      ...(lang !== previous.lang ? { language: lang } : {}),
      ...(fiat !== previous.fiat && fiat ? { fiat } : {}),
    };
    if (Object.keys(changed).length > 0) void savePreferences(changed).catch(() => undefined);
  }, [lang, fiat, loggedIn]);
}
