import { Dialog, type DialogConfirmProps } from 'antd-mobile';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { trackOpenSheet } from './route-bound-sheets';

/**
 * antd-mobile's `Dialog.confirm`, closed when the location changes (route-bound-sheets):
 * true when confirmed, false when cancelled, dismissed or left behind by a navigation — so a
 * confirmation never runs its command on a page the user has left.
 */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { locale } = getDefaultConfig();
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
            text: props.cancelText ?? locale.common.cancel,
            onClick: async () => {
              await props.onCancel?.();
              resolve(false);
            },
          },
          {
            key: 'confirm',
            text: props.confirmText ?? locale.common.confirm,
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
