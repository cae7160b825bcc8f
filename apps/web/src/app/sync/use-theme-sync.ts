import { useEffect, useState } from 'react';
import { useAppStore } from '../../shared/store/app-store';
import {
  applyThemeToDocument,
  resolveTheme,
  systemPrefersDark,
  watchSystemDark,
} from '../../shared/theme/theme';

function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => watchSystemDark(setDark), []);
  return dark;
}

/** Applies light/dark (the user's choice, else the system's) and "red up, green down". */
export function useThemeSync(): void {
  const choice = useAppStore((s) => s.theme);
  const redUp = useAppStore((s) => s.redUpGreenDown);
  const prefersDark = useSystemPrefersDark();
  useEffect(() => {
    applyThemeToDocument(resolveTheme(choice, prefersDark), redUp);
  }, [choice, prefersDark, redUp]);
}
