import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/feedback';
import styles from './wallet.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure origins: a hidden text area and execCommand.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

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
