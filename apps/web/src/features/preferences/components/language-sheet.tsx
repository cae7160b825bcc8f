import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, normalizeLang } from '@tidemark/contracts';
import { changeLanguage } from '../../../shared/i18n/language';
import { useAppStore } from '../../../shared/store/app-store';
import { PickerSheet } from './picker-sheet';

const OPTIONS = LANGUAGE_OPTIONS.map((option) => ({
  value: option.code,
  label: option.option_name,
  description: option.en_name,
}));

/** Language picker: persists the choice and re-renders the app in it at once. */
export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (
    <PickerSheet
      visible={visible}
      title={t('words.selectLanguage')}
      options={OPTIONS}
      value={lang}
      onClose={onClose}
      onSelect={(value) => {
        const next = normalizeLang(value);
        if (next && next !== lang) void changeLanguage(next);
      }}
      testId="language-sheet"
    />
  );
}
