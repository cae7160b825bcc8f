import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ui/copy-text';
import { showToast } from '../../../shared/ui/feedback';
import styles from './wallet.module.css';

export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() =>
        void copyText(text).then((ok) =>
          showToast(ok ? t('deposit.copied') : t('deposit.copyFailed'), ok ? 'success' : 'fail'),
        )
      }
      data-testid={testId}
    >
      {t('deposit.copy')}
    </button>
  );
}
