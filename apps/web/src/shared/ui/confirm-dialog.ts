import { Dialog, type DialogConfirmProps } from 'antd-mobile';
import { translate } from '../i18n/i18n';
import { trackOpenSheet } from './route-bound-sheets';

/**
 * antd-mobile's `Dialog.confirm`, closed when the location changes (route-bound-sheets):
 * true when confirmed, false when cancelled, dismissed or left behind by a navigation — so a
 * confirmation never runs its command on a page the user has left. Its buttons say Cancel and
 * Confirm in the app's language unless told otherwise (an imperative dialog does not see the
 * ConfigProvider's locale: antd-mobile's own default is Chinese).
 */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return new Promise((resolve) => {
    let untrack = () => {};
    const handler = Dialog.show({
      ...props,
      closeOnAction: true,
      onClose: () => {
        untrack();
        props.onClose?.();
        resolve(false);
      },
      actions: [
        [
          {
            key: 'cancel',
            text: props.cancelText ?? translate('common:actions.cancel'),
            onClick: async () => {
              await props.onCancel?.();
              resolve(false);
            },
          },
          {
            key: 'confirm',
            text: props.confirmText ?? translate('common:actions.confirm'),
            bold: true,
            onClick: async () => {
              await props.onConfirm?.();
              resolve(true);
            },
          },
        ],
      ],
    });
    untrack = trackOpenSheet(() => void handler.close());
  });
}
