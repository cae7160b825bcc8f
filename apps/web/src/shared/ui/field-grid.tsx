import type { ReactNode } from 'react';
import styles from './field-grid.module.css';

/** One figure of a record: what, its value, and a colour for a direction or a gain. */
export interface Field {
  key: string;
  label: string;
  value: ReactNode;
  color?: string | undefined;
}

/**
 * The figures of an order or a position, three to a row, labels above values. Each value has
 * the test id `<testIdPrefix>-<key>`.
 */
export function FieldGrid({ fields, testIdPrefix }: { fields: Field[]; testIdPrefix: string }) {
  return (
    <dl className={styles.grid}>
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd
            style={field.color ? { color: field.color } : undefined}
            data-testid={`${testIdPrefix}-${field.key}`}
          >
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
