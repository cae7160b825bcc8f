import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '../api/types';
import { TextBody } from './text-body';
import styles from './home.module.css';

/**
 * The home pop-up's dialog: the browser's own modal `<dialog>` (focus kept inside, Escape
 * closes, the page behind inert). antd-mobile's Modal brought its springs, gestures and a
 * shared chunk of ~120 kB to the home screen just for this, one of its longest tasks once the
 * screen had settled. Loaded apart from the home screen.
 */
export default function HomePopupModal({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const { t } = useTranslation(['content', 'common']);
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    // Escape: the browser closes the dialog; it counts as closing the pop-up.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  const titleId = `home-popup-title-${popup.id}`;
  const bodyId = `home-popup-body-${popup.id}`;
  return (
    <dialog
      ref={ref}
      className={styles.popupDialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <button
        type="button"
        className={styles.popupClose}
        aria-label={t('common:actions.close')}
        onClick={onClose}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      <h2 id={titleId} className={styles.popupTitle} data-testid="home-popup-title">
        {popup.title}
      </h2>
      <TextBody
        id={bodyId}
        body={popup.body}
        className={styles.popupBody}
        testId="home-popup-body"
      />
      <button type="button" className={styles.popupOk} onClick={onClose} autoFocus>
        {t('content:popup.ok')}
      </button>
    </dialog>
  );
}
