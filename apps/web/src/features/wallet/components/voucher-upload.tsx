import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useUploadVoucher } from '../api/upload-voucher';
import styles from './voucher-upload.module.css';

/**
 * Picks an image and uploads it as a payment voucher. The preview is the local file: vouchers
 * are never served back publicly. `onChange` gets the stored path, or null when cleared.
 */
export function VoucherUpload({ onChange }: { onChange: (path: string | null) => void }) {
  const { t } = useTranslation('wallet');
  const inputId = useId();
  const upload = useUploadVoucher();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    onChange(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch {
      setPreview(null); // the client has shown the server's message
    }
  };

  return (
    <div className={styles.wrap}>
      <label htmlFor={inputId} className={styles.box} data-testid="voucher-box">
        {preview ? (
          <img src={preview} alt={t('deposit.voucher')} className={styles.preview} />
        ) : (
          <span className={styles.plus}>+</span>
        )}
        {upload.isPending ? (
          <span className={styles.overlay}>
            <Spinner color="white" size={20} />
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className={styles.input}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="voucher-input"
      />
      <span className={styles.hint} data-testid="voucher-state">
        {upload.isPending
          ? t('deposit.uploading')
          : upload.isSuccess && preview
            ? t('deposit.uploaded')
            : t('deposit.voucherHint')}
      </span>
    </div>
  );
}
