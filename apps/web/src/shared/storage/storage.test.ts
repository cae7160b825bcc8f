import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  STORAGE_VERSION,
  readString,
  resetStorageVersionCheck,
  writeString,
} from './storage';

describe('local storage version', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageVersionCheck();
  });

  it('clears storage written before version 1, once, then records version 1', () => {
    localStorage.setItem('token', 'from-an-old-build');
    localStorage.setItem('lang', 'zh');
    expect(readString(STORAGE_KEYS.lang)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe(String(STORAGE_VERSION));

    writeString(STORAGE_KEYS.lang, 'fra');
    expect(readString(STORAGE_KEYS.lang)).toBe('fra');
  });

  it('keeps storage that is already at version 1, across visits', () => {
    localStorage.setItem(STORAGE_KEYS.version, '1');
    localStorage.setItem('lang', 'jp');
    expect(readString(STORAGE_KEYS.lang)).toBe('jp');
    resetStorageVersionCheck(); // a later visit
    expect(readString(STORAGE_KEYS.lang)).toBe('jp');
  });

  it('clears a version below 1', () => {
    localStorage.setItem(STORAGE_KEYS.version, '0');
    localStorage.setItem('lang', 'jp');
    expect(readString(STORAGE_KEYS.lang)).toBeNull();
  });

  it('removes a key written as null', () => {
    writeString(STORAGE_KEYS.token, 'abc');
    writeString(STORAGE_KEYS.token, null);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
