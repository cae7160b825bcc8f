import { useState } from 'react';
import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../api/index-pop';
import { markPopupSeen, wasPopupSeen } from '../popup-seen';
import { TextBody } from './text-body';
import styles from './home.module.css';

/**
 * The home pop-up (GET /api/news/index_pop), shown once per version: closing it in any way
 * remembers its version on this device, so only a new version shows again.
 * Renders nothing while loading, on error, or when none is published.
 */
export function HomePopup() {
  const { t } = useTranslation('content');
  const query = usePopup();
  // Bumped on close so the component re-reads the stored version.
  const [, setClosedCount] = useState(0);
  const popup = query.data ?? null;
  if (!popup) return null;
  const visible = !wasPopupSeen(popup);

  const close = () => {
    markPopupSeen(popup);
    setClosedCount((n) => n + 1);
  };

  return (
    <Modal
      visible={visible}
      title={
        <h2 className={styles.popupTitle} data-testid="home-popup-title">
          {popup.title}
        </h2>
      }
      content={<TextBody body={popup.body} className={styles.popupBody} testId="home-popup-body" />}
      actions={[{ key: 'ok', text: t('popup.ok'), primary: true }]}
      closeOnAction
      showCloseButton
      onClose={close}
      destroyOnClose
    />
  );
}
