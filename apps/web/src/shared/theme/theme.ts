import { useCallback } from 'react';
import { useAppStore, type ThemeChoice } from '../store/app-store';
import { upDownColor as colorFor } from './colors';

export type ThemeMode = 'light' | 'dark';

/**
 * Whether the system is in dark mode, read from one query made on first use and kept up to date
 * by its change events. Asked on every render of every coloured figure: making a query each
 * time, or even reading its `matches` (which has the browser evaluate it), cost more than the
 * figure's own render on a phone.
 */
let prefersDark: boolean | undefined;
const darkListeners = new Set<(dark: boolean) => void>();

export function systemPrefersDark(): boolean {
  if (prefersDark === undefined) {
    const query =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-color-scheme: dark)')
        : null;
    prefersDark = query?.matches ?? false;
    query?.addEventListener?.('change', (event) => {
      prefersDark = event.matches;
      for (const listener of darkListeners) listener(event.matches);
    });
  }
  return prefersDark;
}

/** Calls `listener` when the system switches between light and dark; returns the unsubscribe. */
export function watchSystemDark(listener: (dark: boolean) => void): () => void {
  systemPrefersDark();
  darkListeners.add(listener);
  return () => {
    darkListeners.delete(listener);
  };
}

export function resolveTheme(choice: ThemeChoice | null, prefersDark: boolean): ThemeMode {
  return choice ?? (prefersDark ? 'dark' : 'light');
}

/**
 * Writes the theme onto <html>: antd-mobile reads `data-prefers-color-scheme`, our own
 * variables read the same attribute, and `data-red-up` swaps the rise/fall colours.
 */
export function applyThemeToDocument(mode: ThemeMode, redUpGreenDown: boolean): void {
  const root = document.documentElement;
  root.setAttribute('data-prefers-color-scheme', mode);
  root.setAttribute('data-red-up', redUpGreenDown ? 'true' : 'false');
  root.style.colorScheme = mode;
  const meta = document.querySelector('meta[name="theme-color"]');
  // The header is dark in both modes; the status bar follows it.
  meta?.setAttribute('content', mode === 'dark' ? '#05080f' : '#0b1426');
}

/**
 * Hook form: re-renders when the user flips the setting or the theme. The function stays the
 * same until one of them changes, so memoised rows given it do not render again with each tick.
 */
export function useUpDownColor(): (sign: number | string | null | undefined) => string {
  const redUp = useAppStore((s) => s.redUpGreenDown);
  const mode = resolveTheme(
    useAppStore((s) => s.theme),
    systemPrefersDark(),
  );
  return useCallback((sign) => colorFor(sign, redUp, mode), [redUp, mode]);
}
