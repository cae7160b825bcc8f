import { useTranslation } from 'react-i18next';
import styles from './sheet-header.module.css';

/** The title of a bottom sheet with its "Close" button. */
export function SheetHeader({
  title,
  onClose,
  loose = false,
}: {
  title: string;
  onClose: () => void;
  /** A little more room under the title, for a list that follows directly. */
  loose?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={loose ? `${styles.header} ${styles.loose}` : styles.header}>
      <h2 className={styles.title}>{title}</h2>
      <button type="button" className={styles.close} onClick={onClose}>
        {t('actions.close')}
      </button>
    </div>
  );
}
