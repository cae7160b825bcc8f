import type { DialogConfirmProps } from 'antd-mobile';
import { translate } from '../i18n/i18n';
import { showToast } from './feedback';
import { trackOpenSheet } from './route-bound-sheets';

/**
 * antd-mobile's `Dialog.confirm`, closed when the location changes (route-bound-sheets):
 * true when confirmed, false when cancelled, dismissed or left behind by a navigation — so a
 * confirmation never runs its command on a page the user has left. Its buttons say Cancel and
 * Confirm in the app's language unless told otherwise (an imperative dialog does not see the
 * ConfigProvider's locale: antd-mobile's own default is Chinese). Dialog's module (and the spring
 * library under it) loads with the first confirmation, not with the pages that may ask one; if it
 * cannot load, the answer is false and the network-error toast says why.
 */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return new Promise((resolve) => {
    let close: (() => void) | null = null;
    let leftBehind = false;
    // Tracked from the call: a navigation answers false at once, while the module loads (no
    // dialog shows on the next page) as well as while the dialog is still opening.
    const untrack = trackOpenSheet(() => {
      leftBehind = true;
      resolve(false);
      if (close) close();
      else props.onClose?.();
    });
    import('./dialog-sheet').then(
      ({ Dialog }) => {
        if (leftBehind) return;
        let opened = false;
        let closeWhenOpen = false;
        const handler = Dialog.show({
          ...props,
          closeOnAction: true,
          // Closed while still opening, antd-mobile's spring never comes to rest and the dialog
          // stays in the page, unseen: such a close waits until it has opened.
          afterShow: () => {
            opened = true;
            props.afterShow?.();
            if (closeWhenOpen) void handler.close();
          },
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
                  if (leftBehind) return;
                  await props.onConfirm?.();
                  resolve(true);
                },
              },
            ],
          ],
        });
        close = () => {
          if (opened) void handler.close();
          else closeWhenOpen = true;
        };
      },
      (error: unknown) => {
        console.warn('Confirmation failed to load', error);
        // Said as the api client says a failed request (schemasForCommand does the same): a
        // silent false left the tap doing nothing.
        showToast(translate('common:msg.networkError'));
        untrack();
        resolve(false);
      },
    );
  });
}
