import type { Lang } from '@tidemark/contracts';
import { useAppStore } from '../store/app-store';
import { applyLanguage } from './i18n';

/**
 * Switches the interface language: loads its catalogues first (so no untranslated frame is
 * painted), then persists the choice. Components re-render through react-i18next.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  const applied = await applyLanguage(lang);
  useAppStore.getState().setLang(applied);
}
