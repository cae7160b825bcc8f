import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import styles from './earn.module.css';

/** The buy/subscribe button under a product card: off while the product is not on sale. */
export function ProductAction({
  onSale,
  onClick,
  testId,
  children,
}: {
  onSale: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button
        color="primary"
        shape="rounded"
        size="small"
        disabled={!onSale}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </Button>
    </div>
  );
}
