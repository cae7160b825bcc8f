import type { ReactNode } from 'react';
import { CheckList } from 'antd-mobile';
import { SheetHeader } from '../../../shared/ui/sheet-header';
import styles from './picker-sheet.module.css';
import { BottomSheet } from '../../../shared/ui/lazy-popup';

export interface PickerOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface PickerSheetProps {
  visible: boolean;
  title: string;
  options: readonly PickerOption[];
  value: string;
  onSelect: (value: string) => void;
  onClose: () => void;
  testId?: string;
}

/** A bottom sheet with a single-choice list (language, fiat). */
export function PickerSheet({
  visible,
  title,
  options,
  value,
  onSelect,
  onClose,
  testId,
}: PickerSheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose}>
      <div className={styles.sheet} role="dialog" aria-label={title} data-testid={testId}>
        <SheetHeader title={title} onClose={onClose} loose />
        <div className={styles.list}>
          <CheckList
            value={[value]}
            onChange={(values) => {
              const next = values[0];
              if (typeof next === 'string') onSelect(next);
              onClose();
            }}
          >
            {options.map((option) => (
              <CheckList.Item
                key={option.value}
                value={option.value}
                description={option.description}
                data-testid={testId ? `${testId}-${option.value}` : undefined}
              >
                {option.label}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </div>
    </BottomSheet>
  );
}
