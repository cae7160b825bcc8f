import type { ReactNode } from 'react';
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './picker-sheet.module.css';

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
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <div className={styles.sheet} role="dialog" aria-label={title} data-testid={testId}>
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
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
    </Popup>
  );
}
