import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { sanitizeDecimalInput } from '../order-rules';
import styles from './spot.module.css';

export interface StepperFieldProps {
  id: string;
  label: string;
  value: string;
  /** The most decimals the field accepts (the pair's price or quantity decimals). */
  decimals: number;
  unit: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
  testId: string;
}

/** A decimal input between a minus and a plus button that move it by one step of the pair. */
export function StepperField({
  id,
  label,
  value,
  decimals,
  unit,
  onChange,
  onStep,
  testId,
}: StepperFieldProps) {
  const { t } = useTranslation('spot');
  return (
    <div>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepper} data-testid={testId}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('form.decrease', { field: label })}
          onClick={() => onStep(-1)}
          data-testid={`${testId}-minus`}
        >
          −
        </button>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(text) => onChange(sanitizeDecimalInput(text, decimals))}
          placeholder={label}
        />
        <span className={styles.unit}>{unit}</span>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('form.increase', { field: label })}
          onClick={() => onStep(1)}
          data-testid={`${testId}-plus`}
        >
          +
        </button>
      </div>
    </div>
  );
}
