import { create } from 'zustand';
import { useAppStore } from '../../../shared/store/app-store';
import { defaultArea, findArea, type Area } from '../areas';

/**
 * The area last picked (on the area pages or in a form's sheet), so the next phone form
 * starts with it. UI state only: kept in memory for the visit.
 */
interface AreaChoiceState {
  iso: string | null;
  choose(iso: string): void;
}

export const useAreaChoiceStore = create<AreaChoiceState>()((set) => ({
  iso: null,
  choose: (iso) => set({ iso }),
}));

/** The chosen area, else the default for the app's language. */
export function useChosenArea(): Area {
  const iso = useAreaChoiceStore((s) => s.iso);
  const lang = useAppStore((s) => s.lang);
  return (iso ? findArea(iso) : undefined) ?? defaultArea(lang);
}
