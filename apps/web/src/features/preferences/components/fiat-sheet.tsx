import { useTranslation } from 'react-i18next';
import { FIAT_CODES, type FiatCode } from '@tidemark/contracts';
import { selectFiat, useAppStore } from '../../../shared/store/app-store';
import { PickerSheet } from './picker-sheet';

/** Default fiat picker; the list comes from the site config (all known fiats until it loads). */
export function FiatSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('setting');
  const fiats = useAppStore((s) => s.fiats);
  const current = useAppStore(selectFiat);
  const setFiat = useAppStore((s) => s.setFiat);
  const codes: readonly FiatCode[] =
    fiats.length > 0 ? fiats.map((f) => f.currency_code) : FIAT_CODES;
  return (
    <PickerSheet
      visible={visible}
      title={t('selectFiat')}
      options={codes.map((code) => ({ value: code, label: code }))}
      value={current}
      onClose={onClose}
      onSelect={(value) => {
        const code = codes.find((c) => c === value);
        if (code) setFiat(code);
      }}
      testId="fiat-sheet"
    />
  );
}
