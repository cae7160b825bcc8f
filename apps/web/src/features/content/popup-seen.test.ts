import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  STORAGE_VERSION,
  resetStorageVersionCheck,
} from '../../shared/storage/storage';
import { POPUP_SEEN_KEY, markPopupSeen, wasPopupSeen } from './popup-seen';

describe('home pop-up seen version', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.version, String(STORAGE_VERSION));
    resetStorageVersionCheck();
  });

  it('shows a pop-up until it is closed, then not again for that version', () => {
    expect(wasPopupSeen({ id: 4, version: 1 })).toBe(false);
    markPopupSeen({ id: 4, version: 1 });
    expect(wasPopupSeen({ id: 4, version: 1 })).toBe(true);
  });

  it('shows it again for a new version or another pop-up', () => {
    markPopupSeen({ id: 4, version: 1 });
    expect(wasPopupSeen({ id: 4, version: 2 })).toBe(false);
    expect(wasPopupSeen({ id: 9, version: 1 })).toBe(false);
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem(POPUP_SEEN_KEY, '{not json');
    expect(wasPopupSeen({ id: 4, version: 1 })).toBe(false);
    localStorage.setItem(POPUP_SEEN_KEY, JSON.stringify({ id: '4', version: 1 }));
    expect(wasPopupSeen({ id: 4, version: 1 })).toBe(false);
  });
});
