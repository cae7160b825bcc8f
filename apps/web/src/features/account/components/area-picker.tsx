import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { findArea } from '../areas';
import { useAreaChoiceStore } from '../hooks/use-area-choice';
import { AreaList } from './area-list';
import { SheetHeader } from '../../../shared/ui/sheet-header';
import styles from './area-list.module.css';
import formStyles from './account.module.css';
import { BottomSheet } from '../../../shared/ui/lazy-popup';

export interface AreaPickerProps {
  /** ISO code of the chosen area. */
  value: string;
  onChange: (iso: string) => void;
}

/** The "+33" button in front of a phone input; opens the area list in a sheet. */
export function AreaPicker({ value, onChange }: AreaPickerProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const choose = useAreaChoiceStore((s) => s.choose);
  const dial = findArea(value)?.dial ?? '';
  return (
    <>
      <button
        type="button"
        className={formStyles.areaButton}
        onClick={() => setOpen(true)}
        aria-label={t('area.title')}
        data-testid="area-picker"
      >
        +{dial}
        <Icon name="chevronRight" size={12} />
      </button>
      <BottomSheet visible={open} onClose={() => setOpen(false)}>
        <div className={styles.sheet} role="dialog" aria-label={t('area.title')}>
          <SheetHeader title={t('area.title')} onClose={() => setOpen(false)} />
          <div className={styles.sheetBody}>
            <AreaList
              value={value}
              onSelect={(iso) => {
                choose(iso);
                onChange(iso);
                setOpen(false);
              }}
            />
          </div>
        </div>
      </BottomSheet>
    </>
  );
}
