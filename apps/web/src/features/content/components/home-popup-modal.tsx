import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Popup } from '../api/types';
import { TextBody } from './text-body';
import styles from './home.module.css';

/** The home pop-up's dialog (loaded apart from the home screen: Modal and its animation). */
export default function HomePopupModal({
  popup,
  visible,
  onClose,
}: {
  popup: Popup;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
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
      onClose={onClose}
      destroyOnClose
    />
  );
}
