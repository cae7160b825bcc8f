import { ensureStorageVersion, STORAGE_KEYS } from '../../shared/storage/storage';

/** The home pop-up shows once per version: the version the user closed is kept on this device. */
export const POPUP_SEEN_KEY = STORAGE_KEYS.homePopupSeen;

export interface PopupIdentity {
  id: number;
  version: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readSeen(): PopupIdentity | null {
  ensureStorageVersion();
  try {
    const value = JSON.parse(storage()?.getItem(POPUP_SEEN_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, version } = value as Record<string, unknown>;
    return typeof id === 'number' && typeof version === 'number' ? { id, version } : null;
  } catch {
    return null;
  }
}

/** Whether this pop-up (same article, same version) was already closed here. */
export function wasPopupSeen(popup: PopupIdentity): boolean {
  const seen = readSeen();
  return seen !== null && seen.id === popup.id && seen.version >= popup.version;
}

export function markPopupSeen(popup: PopupIdentity): void {
  ensureStorageVersion();
  try {
    storage()?.setItem(POPUP_SEEN_KEY, JSON.stringify({ id: popup.id, version: popup.version }));
  } catch {
    // Storage full or disabled: the pop-up may show again next visit, which is harmless.
  }
}
