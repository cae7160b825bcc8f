import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';

/** "Recently viewed" of the market search: kept in local storage, newest first. */
export const RECENT_PAIRS_MAX = 10;

const listeners = new Set<() => void>();
let snapshot: readonly string[] | null = null;

function load(): readonly string[] {
  const value = readJson(STORAGE_KEYS.recentPairs);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_PAIRS_MAX)
    : [];
}

function save(next: readonly string[]): void {
  snapshot = next;
  writeJson(STORAGE_KEYS.recentPairs, next.length ? next : null);
  listeners.forEach((listener) => listener());
}

export function readRecentPairs(): readonly string[] {
  snapshot ??= load();
  return snapshot;
}

/** Puts `symbol` first (once) and keeps the newest `RECENT_PAIRS_MAX`. */
export function rememberPair(symbol: string): void {
  const current = readRecentPairs();
  if (current[0] === symbol) return;
  save([symbol, ...current.filter((s) => s !== symbol)].slice(0, RECENT_PAIRS_MAX));
}

export function clearRecentPairs(): void {
  save([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentPairs(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentPairs, readRecentPairs);
}
