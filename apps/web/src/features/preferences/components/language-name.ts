import { LANGUAGE_OPTIONS } from '@tidemark/contracts';
import { useAppStore } from '../../../shared/store/app-store';

/** The current language's native name (e.g. "Français"). */
export function useLanguageName(): string {
  const lang = useAppStore((s) => s.lang);
  return LANGUAGE_OPTIONS.find((option) => option.code === lang)?.option_name ?? lang;
}
