import type { ReactNode } from 'react';
import { SheetHeader } from '../../../shared/ui/sheet-header';
import styles from './sheet.module.css';
import { BottomSheet } from '../../../shared/ui/lazy-popup';

/** A bottom sheet with a title and a close button, for the short forms of the account pages. */
export function Sheet({
  visible,
  title,
  onClose,
  children,
  testId,
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <BottomSheet visible={visible} onClose={onClose} destroyOnClose>
      <div className={styles.sheet} role="dialog" aria-label={title} data-testid={testId}>
        <SheetHeader title={title} onClose={onClose} />
        <div className={styles.body}>{children}</div>
      </div>
    </BottomSheet>
  );
}
