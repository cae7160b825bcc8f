import { useRef } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/feedback';
import { useUploadHeadPortraitMutation } from '../api/upload-head-portrait';
import { useUploadImageMutation } from '../api/upload-image';
import { useFilePreview } from './use-file-preview';
import styles from './avatar-editor.module.css';

export interface AvatarEditorProps {
  /** The stored avatar path, or null. */
  current: string | null;
  /** Shown when there is no picture (first letter of the name). */
  initial: string;
}

/** The avatar with a "change" action: preview at once, upload (kind=avatar), then save. */
export function AvatarEditor({ current, initial }: AvatarEditorProps) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const { preview, show, clear } = useFilePreview();
  const upload = useUploadImageMutation();
  const save = useUploadHeadPortraitMutation();
  const busy = upload.isPending || save.isPending;

  const choose = async (file: File) => {
    show(file);
    try {
      const path = await upload.mutateAsync({ file, kind: 'avatar' });
      await save.mutateAsync(path);
      showToast(t('profile.avatarSaved'), 'success');
    } catch (error) {
      clear();
      showToast(error instanceof Error ? error.message : t('profile.avatarFailed'));
    }
  };

  const shown = preview ?? current;
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.avatar}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={t('profile.changeAvatar')}
        data-testid="avatar-button"
      >
        {shown ? (
          <img src={shown} alt="" data-testid="avatar-image" />
        ) : (
          <span className={styles.initial}>{initial}</span>
        )}
        {busy ? (
          <span className={styles.busy}>
            <Spinner color="white" size={22} />
          </span>
        ) : null}
      </button>
      <span className={styles.caption}>{t('profile.changeAvatar')}</span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
    </div>
  );
}
