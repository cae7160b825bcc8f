import { create } from 'zustand';
import { compareDecimals } from '@tidemark/contracts';
import { STORAGE_KEYS, readString, writeString } from '../../../shared/storage/storage';

/** Balances worth less than this many USDT are "small" (the Assets list may hide them). */
export const SMALL_BALANCE_USDT = '1';

/** A balance worth under 1 USDT (what the switch hides). */
export const isSmallBalance = (b: { usdt_value: string }): boolean =>
  compareDecimals(b.usdt_value, SMALL_BALANCE_USDT) < 0;

interface HideSmallState {
  hidden: boolean;
  toggle(): void;
}

/** The Assets list's "hide small balances" switch, remembered on this device. */
export const useHideSmall = create<HideSmallState>()((set) => ({
  hidden: readString(STORAGE_KEYS.hideSmallBalances) === '1',
  toggle: () =>
    set((s) => {
      writeString(STORAGE_KEYS.hideSmallBalances, s.hidden ? null : '1');
      return { hidden: !s.hidden };
    }),
}));
