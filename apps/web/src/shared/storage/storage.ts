/**
 * Local storage with the keys the app keeps between visits.
 *
 * The description clears local storage once when its stored version is below 1 and then
 * sets it to 1; that happens on the first access, before anything is read.
 */

export const STORAGE_VERSION = 1;

export const STORAGE_KEYS = {
  version: 'storage_version',
  lang: 'lang',
  token: 'token',
  user: 'user',
  fiat: 'fiat',
  theme: 'theme',
  redUpGreenDown: 'red_up_green_down',
  /** Pairs the user opened last (market search's "recently viewed"), newest first. */
  recentPairs: 'market_recent_pairs',
  /** The home pop-up closed on this device: {id, version}; only a newer version shows again. */
  homePopupSeen: 'content_popup_seen',
  /** '1' when the Assets list hides balances worth under 1 USDT. */
  hideSmallBalances: 'assets_hide_small',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

let versionChecked = false;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw when storage is disabled (some private modes).
    return null;
  }
}

/** Clears everything once when the stored version is missing or below the current one. */
export function ensureStorageVersion(): void {
  if (versionChecked) return;
  versionChecked = true;
  const s = store();
  if (!s) return;
  try {
    const stored = Number(s.getItem(STORAGE_KEYS.version) ?? '0');
    if (!Number.isFinite(stored) || stored < STORAGE_VERSION) {
      s.clear();
      s.setItem(STORAGE_KEYS.version, String(STORAGE_VERSION));
    }
  } catch {
    // Quota or security errors: run without persistence.
  }
}

/** Test hook: the next access checks the version again. */
export function resetStorageVersionCheck(): void {
  versionChecked = false;
}

export function readString(key: StorageKey): string | null {
  ensureStorageVersion();
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; `null` removes the key. */
export function writeString(key: StorageKey, value: string | null): void {
  ensureStorageVersion();
  try {
    const s = store();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota or security errors: the value lives in memory only for this visit.
  }
}

export function readJson(key: StorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
