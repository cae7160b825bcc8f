import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { sanitizeDecimalInput } from '../format/decimal-input';
import styles from './stepper-field.module.css';

export interface StepperFieldProps {
  id: string;
  label: string;
  value: string;
  /** The most decimals the field accepts (the instrument's price, quantity or lot decimals). */
  decimals: number;
  unit: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
  testId: string;
  /** Shown inside the empty field; the label by default. */
  placeholder?: string;
}

/**
 * A decimal input between a minus and a plus button that move it by one step of the
 * instrument (the spot and contract order forms).
 */
export function StepperField({
  id,
  label,
  value,
  decimals,
  unit,
  onChange,
  onStep,
  testId,
  placeholder,
}: StepperFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepper} data-testid={testId}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('a11y.decrease', { field: label })}
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
          placeholder={placeholder ?? label}
        />
        <span className={styles.unit}>{unit}</span>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('a11y.increase', { field: label })}
          onClick={() => onStep(1)}
          data-testid={`${testId}-plus`}
        >
          +
        </button>
      </div>
    </div>
  );
}
