import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage';
import { initialAppState, selectFiat, useAppStore } from './app-store';

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.version, '1');
  });

  it('reads the language from local storage, defaulting to en and mapping tw to hk', () => {
    expect(initialAppState().lang).toBe('en');
    localStorage.setItem(STORAGE_KEYS.lang, 'tw');
    expect(initialAppState().lang).toBe('hk');
    localStorage.setItem(STORAGE_KEYS.lang, 'kor');
    expect(initialAppState().lang).toBe('kor');
    localStorage.setItem(STORAGE_KEYS.lang, 'klingon');
    expect(initialAppState().lang).toBe('en');
  });

  it('persists the session and forgets it on clear', () => {
    useAppStore.getState().setSession('tok', { account: 'alice' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(initialAppState().user).toEqual({ account: 'alice' });
    useAppStore.getState().clearSession();
    expect(initialAppState()).toMatchObject({ token: null, user: null });
  });

  it('uses the chosen fiat, else the site default, else USD', () => {
    useAppStore.setState({ fiat: null, siteConfig: null });
    expect(selectFiat(useAppStore.getState())).toBe('USD');
    useAppStore.getState().setFiat('JPY');
    expect(selectFiat(useAppStore.getState())).toBe('JPY');
    expect(initialAppState().fiat).toBe('JPY');
  });

  it('persists the theme and the "red up, green down" choice', () => {
    useAppStore.getState().setTheme('dark');
    useAppStore.getState().setRedUpGreenDown(true);
    expect(initialAppState()).toMatchObject({ theme: 'dark', redUpGreenDown: true });
    useAppStore.getState().setTheme(null);
    expect(initialAppState().theme).toBeNull();
  });
});
