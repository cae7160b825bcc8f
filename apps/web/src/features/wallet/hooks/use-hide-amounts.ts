import { create } from 'zustand';

/** The assets eye toggle: UI state for this visit, shared by every wallet screen. */
interface HideAmountsState {
  hidden: boolean;
  toggle(): void;
}

export const useHideAmounts = create<HideAmountsState>()((set) => ({
  hidden: false,
  toggle: () => set((s) => ({ hidden: !s.hidden })),
}));
