import { useRef } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { useUploadImageMutation } from '../api/upload-image';
import { useFilePreview } from './use-file-preview';
import styles from './kyc-photo-input.module.css';

export interface KycPhotoInputProps {
  label: string;
  /** Called with the stored path after the upload, or null while none is uploaded. */
  onUploaded: (path: string | null) => void;
  onError: (message: string) => void;
  disabled: boolean;
  testId: string;
}

/**
 * One document photo: a local preview (document photos are never served back publicly),
 * uploaded at once with kind=kyc.
 */
export function KycPhotoInput({
  label,
  onUploaded,
  onError,
  disabled,
  testId,
}: KycPhotoInputProps) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const { preview, show, clear } = useFilePreview();
  const upload = useUploadImageMutation();

  const choose = async (file: File) => {
    show(file);
    onUploaded(null);
    try {
      onUploaded(await upload.mutateAsync({ file, kind: 'kyc' }));
    } catch (error) {
      clear();
      onError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => input.current?.click()}
      disabled={disabled || upload.isPending}
      data-testid={testId}
    >
      {preview ? (
        <img src={preview} alt="" className={styles.preview} />
      ) : (
        <span className={styles.placeholder}>
          <Icon name="paper" size={28} />
          <span>{t('kyc.addPhoto')}</span>
        </span>
      )}
      {upload.isPending ? (
        <span className={styles.busy}>
          <Spinner color="white" size={22} />
        </span>
      ) : null}
      <span className={styles.label}>{label}</span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
    </button>
  );
}
