import { create } from 'zustand';
import {
  DEFAULT_LANG,
  FIAT_CODES,
  normalizeLang,
  type FiatCode,
  type FiatEntry,
  type Lang,
  type SiteConfig,
} from '@tidemark/contracts';
import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from '../storage/storage';

/**
 * Client state (docs/architecture.md habit 8): what the user chose and who is signed in.
 * Server data lives in TanStack Query; the site config is mirrored here because the whole
 * shell (header, fiat list, simulated-price badge) reads it synchronously.
 */

/** The signed-in user as last seen; the account feature replaces this with its contract schema. */
export interface SessionUser {
  id?: number;
  account?: string;
  nickname?: string;
  email?: string;
  phone?: string;
  head_portrait?: string;
}

export type ThemeChoice = 'light' | 'dark';

export interface AppState {
  siteConfig: SiteConfig | null;
  lang: Lang;
  token: string | null;
  user: SessionUser | null;
  /** The user's chosen fiat; `null` follows the site's default. */
  fiat: FiatCode | null;
  fiats: FiatEntry[];
  /** An explicit theme; `null` follows the system (prefers-color-scheme). */
  theme: ThemeChoice | null;
  redUpGreenDown: boolean;
}

export interface AppActions {
  setSiteConfig(config: SiteConfig): void;
  setLang(lang: Lang): void;
  setSession(token: string, user?: SessionUser | null): void;
  setUser(user: SessionUser | null): void;
  clearSession(): void;
  setFiat(fiat: FiatCode): void;
  setTheme(theme: ThemeChoice | null): void;
  setRedUpGreenDown(on: boolean): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readUser(): SessionUser | null {
  const value = readJson(STORAGE_KEYS.user);
  return isRecord(value) ? (value as SessionUser) : null;
}

function readFiat(): FiatCode | null {
  const value = readString(STORAGE_KEYS.fiat);
  return (FIAT_CODES as readonly string[]).includes(value ?? '') ? (value as FiatCode) : null;
}

function readTheme(): ThemeChoice | null {
  const value = readString(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The state as stored; read again by tests after they change local storage. */
export function initialAppState(): AppState {
  return {
    siteConfig: null,
    lang: normalizeLang(readString(STORAGE_KEYS.lang)) ?? DEFAULT_LANG,
    token: readString(STORAGE_KEYS.token) || null,
    user: readUser(),
    fiat: readFiat(),
    fiats: [],
    theme: readTheme(),
    redUpGreenDown: readString(STORAGE_KEYS.redUpGreenDown) === '1',
  };
}

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...initialAppState(),
  setSiteConfig: (config) => set({ siteConfig: config, fiats: config.fiats }),
  setLang: (lang) => {
    writeString(STORAGE_KEYS.lang, lang);
    set({ lang });
  },
  setSession: (token, user = null) => {
    writeString(STORAGE_KEYS.token, token);
    writeJson(STORAGE_KEYS.user, user);
    set({ token, user });
  },
  setUser: (user) => {
    writeJson(STORAGE_KEYS.user, user);
    set({ user });
  },
  clearSession: () => {
    writeString(STORAGE_KEYS.token, null);
    writeString(STORAGE_KEYS.user, null);
    set({ token: null, user: null });
  },
  setFiat: (fiat) => {
    writeString(STORAGE_KEYS.fiat, fiat);
    set({ fiat });
  },
  setTheme: (theme) => {
    writeString(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  setRedUpGreenDown: (on) => {
    writeString(STORAGE_KEYS.redUpGreenDown, on ? '1' : '0');
    set({ redUpGreenDown: on });
  },
}));

export const FALLBACK_FIAT: FiatCode = 'USD';

/** The fiat to show amounts in: the user's choice, else the site default. */
export function selectFiat(state: AppState): FiatCode {
  return state.fiat ?? state.siteConfig?.default_fiat ?? FALLBACK_FIAT;
}

export function selectIsLoggedIn(state: AppState): boolean {
  return state.token !== null;
}
