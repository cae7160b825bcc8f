import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/storage';
import { RECENT_PAIRS_MAX, clearRecentPairs, readRecentPairs, rememberPair } from './recent-pairs';

describe('recently viewed pairs', () => {
  beforeEach(() => clearRecentPairs());

  it('keeps the newest first, once each, at most ten, in local storage', () => {
    rememberPair('BTC/USDT');
    rememberPair('ETH/USDT');
    rememberPair('BTC/USDT');
    expect(readRecentPairs()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentPairs) ?? '[]')).toEqual([
      'BTC/USDT',
      'ETH/USDT',
    ]);
    for (let index = 0; index < 15; index += 1) rememberPair(`P${index}/USDT`);
    expect(readRecentPairs()).toHaveLength(RECENT_PAIRS_MAX);
    expect(readRecentPairs()[0]).toBe('P14/USDT');
  });

  it('clears the list and the stored key', () => {
    rememberPair('BTC/USDT');
    clearRecentPairs();
    expect(readRecentPairs()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.recentPairs)).toBeNull();
  });
});
